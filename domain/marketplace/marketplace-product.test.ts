import fc from 'fast-check';
import { variation } from '../test-support/builders';
import { marketplacePrimaryImage, parseMarketplaceImages, priceProduct, priceVariation, type MarketplaceProduct } from './marketplace-product';

const product = (overrides: Partial<MarketplaceProduct> = {}): MarketplaceProduct => ({
  item_id: 100,
  item_name: '羽絨外套',
  price: 1999,
  image_url: null,
  all_images: null,
  has_variations: true,
  variations: [variation({ model_id: 1, name: '黑色/M', price: 1999 }), variation({ model_id: 2, name: '單一規格', price: 2001 })],
  stock: 5,
  ...overrides,
});

describe('marketplace product (spec 1 §3, §9)', () => {
  it('spec 1 §9: product and variation discount_price are floor(0.9 x price)', () => {
    const priced = priceProduct(product());
    expect(priced.discount_price).toBe(1799);
    expect(priced.variations.map((v) => v.discount_price)).toEqual([1799, 1800]);
  });

  it('spec 1 §3: variations get their derived colour and size (null when the name does not parse)', () => {
    const [black, single] = priceProduct(product()).variations;
    expect([black.color, black.size]).toEqual(['黑色', 'M']);
    expect([single.color, single.size]).toEqual([null, null]);
  });

  it('spec 1 §9 (property): a priced variation keeps its fields and never costs more than the original', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (price) => {
        const priced = priceVariation(variation({ price }));
        expect(priced.price).toBe(price);
        expect(priced.discount_price).toBeLessThanOrEqual(price);
        expect(priced.discount_price).toBe(Math.floor((price * 9) / 10));
      }),
    );
  });

  it('spec 1 §3: all_images may arrive as a JSON string of {src}', () => {
    expect(parseMarketplaceImages('[{"src":"a.jpg"},{"src":"b.jpg"}]')).toEqual([{ src: 'a.jpg' }, { src: 'b.jpg' }]);
    expect(parseMarketplaceImages([{ src: 'a.jpg' }])).toEqual([{ src: 'a.jpg' }]);
    expect(parseMarketplaceImages('broken')).toEqual([]);
    expect(parseMarketplaceImages('{"src":"a"}')).toEqual([]);
    expect(parseMarketplaceImages(null)).toEqual([]);
    expect(priceProduct(product({ all_images: '[{"src":"x.jpg"}]', variations: null })).all_images).toEqual([{ src: 'x.jpg' }]);
  });

  it('spec 2 §7: the picture is image_url, else the first of all_images', () => {
    expect(marketplacePrimaryImage({ image_url: 'main.jpg', all_images: '[{"src":"x.jpg"}]' })).toBe('main.jpg');
    expect(marketplacePrimaryImage({ image_url: '', all_images: '[{"src":"x.jpg"}]' })).toBe('x.jpg');
    expect(marketplacePrimaryImage({ image_url: null, all_images: null })).toBeNull();
  });
});
