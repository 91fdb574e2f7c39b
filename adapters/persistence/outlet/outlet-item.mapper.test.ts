import { normalizeImages, toIsoUtc, toOutletItemDetail, toOutletListItem } from './outlet-item.mapper';
import type { OutletItemRecord } from './outlet-item.row';

const record: OutletItemRecord = {
  id: 7, sku: 'OL-JK-1024', title: '男款機能防潑水連帽外套', variant_title: '顏色 / 尺寸', variant_details: '黑色 / M',
  display_sku: 'OL-JK-1024-BK-M', price: 2980, discount_price: 1490, image_url: '/images/demo/jacket-black.svg',
  all_images: null, description: null, total_quantity: 3,
  created_at: 1795341600000, updated_at: 1795341600000,
};

describe('toIsoUtc', () => {
  it('reads every form the drivers return as the same UTC instant', () => {
    const iso = '2026-11-22T08:30:00.250Z';
    expect(toIsoUtc(new Date(iso))).toBe(iso);
    expect(toIsoUtc(Date.parse(iso))).toBe(iso);
    expect(toIsoUtc('2026-11-22 08:30:00.250')).toBe(iso);
    expect(toIsoUtc('2026-11-22T16:30:00.250+08:00')).toBe(iso);
  });

  it('refuses text that is not a date rather than inventing one', () => {
    expect(() => toIsoUtc('yesterday')).toThrow(/Unreadable/);
  });
});

describe('normalizeImages', () => {
  const main = '/images/demo/jacket-black.svg';

  it('keeps a proper gallery, ordered by position', () => {
    const stored = JSON.stringify([{ id: 2, src: '/b.svg', position: 2 }, { id: 1, src: '/a.svg', position: 1 }]);
    expect(normalizeImages(stored, main)).toEqual([{ id: 1, src: '/a.svg', position: 1 }, { id: 2, src: '/b.svg', position: 2 }]);
  });

  it('turns bare URLs and partial entries into {id, src, position}, dropping entries without a picture', () => {
    const stored = JSON.stringify(['/a.svg', { src: '/b.svg' }, { id: '9', src: '/c.svg', position: '5' }, { id: 4 }, '']);
    expect(normalizeImages(stored, main)).toEqual([
      { id: 1, src: '/a.svg', position: 1 },
      { id: 2, src: '/b.svg', position: 2 },
      { id: 9, src: '/c.svg', position: 5 },
    ]);
  });

  it.each([null, '', 'not json', '{"src":"/a.svg"}', '[]'])('falls back to the main picture for %p', (stored) => {
    expect(normalizeImages(stored, main)).toEqual([{ id: 1, src: main, position: 1 }]);
  });

  it('gives an empty gallery when there is no picture at all', () => {
    expect(normalizeImages(null, '')).toEqual([]);
  });
});

describe('row mapping', () => {
  it('maps a list row with availability equal to stock while there are no reservations', () => {
    expect(toOutletListItem(record)).toEqual({
      id: 7, title: '男款機能防潑水連帽外套', sku: 'OL-JK-1024', price: 2980, discount_price: 1490,
      image_url: '/images/demo/jacket-black.svg', created_at: '2026-11-22T10:00:00.000Z', variant_details: '黑色 / M',
      display_sku: 'OL-JK-1024-BK-M', total_quantity: 3, reserved_count: 0, available_count: 3,
    });
  });

  it('subtracts reservations and never reports negative availability', () => {
    expect(toOutletListItem(record, 2).available_count).toBe(1);
    expect(toOutletListItem(record, 5).available_count).toBe(0);
    expect(toOutletItemDetail(record, 5)).toMatchObject({ available_count: 0, available_quantity: 0, total_quantity: 3 });
  });

  it('maps a detail row with a JSON gallery string and an empty description for a missing one', () => {
    const detail = toOutletItemDetail({ ...record, total_quantity: '4' as unknown as number });
    expect(detail.description).toBe('');
    expect(detail.total_quantity).toBe(4);
    expect(JSON.parse(detail.all_images)).toEqual([{ id: 1, src: '/images/demo/jacket-black.svg', position: 1 }]);
  });
});
