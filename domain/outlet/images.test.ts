import { parseOutletImages } from './images';

describe('outlet images (spec 2 §3)', () => {
  it('spec 2 §3: all_images is a JSON string of {id, src, position}, shown in position order', () => {
    const json = JSON.stringify([
      { id: 2, src: 'b.jpg', position: 2 },
      { id: 1, src: 'a.jpg', position: 1 },
    ]);
    expect(parseOutletImages(json).map((i) => i.src)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('spec 2 §3: malformed JSON or entries are skipped; the image_url stands in for an empty gallery', () => {
    expect(parseOutletImages('not json')).toEqual([]);
    expect(parseOutletImages('{"src":"x"}')).toEqual([]);
    expect(parseOutletImages(JSON.stringify([{ src: '' }, { id: 1 }, { src: 'ok.jpg' }])).map((i) => i.src)).toEqual(['ok.jpg']);
    expect(parseOutletImages(null, 'main.jpg')).toEqual([{ id: 0, src: 'main.jpg', position: 1 }]);
    expect(parseOutletImages('', null)).toEqual([]);
  });
});
