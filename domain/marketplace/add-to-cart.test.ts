import { variation } from '../test-support/builders';
import { cartLineFromMarketplace, isMarketplaceAddDisabled, marketplaceAddCheck, type MarketplaceAddInput } from './add-to-cart';
import { priceProduct } from './marketplace-product';

describe('marketplace add to cart (spec 1 §5)', () => {
  const base: MarketplaceAddInput = { phone: '0912345678', hasVariations: true, selected: { stock: 2 }, productStock: 5 };

  it('spec 1 §5: needs a stored phone (otherwise the shopper goes to the cart to give one)', () => {
    expect(marketplaceAddCheck({ ...base, phone: null })).toBe('needs-phone');
    expect(marketplaceAddCheck({ ...base, phone: ' ' })).toBe('needs-phone');
  });

  it("spec 1 §5: a variation is required when the product has variations ('please select product spec')", () => {
    expect(marketplaceAddCheck({ ...base, selected: null })).toBe('select-spec');
    expect(isMarketplaceAddDisabled({ ...base, selected: null })).toBe(true);
  });

  it('spec 1 §5: the button is disabled when stock is 0 or less', () => {
    expect(marketplaceAddCheck({ ...base, selected: { stock: 0 } })).toBe('sold-out');
    expect(isMarketplaceAddDisabled({ ...base, selected: { stock: 0 } })).toBe(true);
    expect(isMarketplaceAddDisabled({ ...base, hasVariations: false, selected: null, productStock: 0 })).toBe(true);
  });

  it('spec 1 §5: otherwise it adds', () => {
    expect(marketplaceAddCheck(base)).toBe('ok');
    expect(isMarketplaceAddDisabled(base)).toBe(false);
    expect(marketplaceAddCheck({ ...base, hasVariations: false, selected: null })).toBe('ok');
  });

  it("spec 1 §3: the cart line is a 'shopee' line identified by the chosen model, at the discounted price", () => {
    const product = priceProduct({ item_id: 55, item_name: '外套', price: 1000, has_variations: true, stock: 3, image_url: 'p.jpg', variations: [variation({ model_id: 8, name: '黑/M', price: 1200, model_sku: 'M-8' })] });
    const line = cartLineFromMarketplace(product, product.variations[0]);
    expect(line).toMatchObject({ item_id: 55, item_type: 'shopee', variant_id: 8, price: 1200, discount_price: 1080, quantity: 1, sku: 'M-8', image_url: 'p.jpg', variant_details: '黑/M' });
    expect(cartLineFromMarketplace(product, null)).toMatchObject({ variant_id: null, price: 1000, discount_price: 900 });
  });
});
