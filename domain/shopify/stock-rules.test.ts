import { normalizeShopifyOrderName, outletPricesOf, outletSkuOfProduct, outletVariantOf, reconcileShopifyQuantity } from './stock-rules';
import { shopifyOrderStatusView } from './linked-order';

describe('Shopify stock onto outlet stock (issue 12)', () => {
  it("takes Shopify's quantity when it covers what is held or sold here", () => {
    expect(reconcileShopifyQuantity(7, 0)).toEqual({ total: 7, conflict: null });
    expect(reconcileShopifyQuantity(3, 3)).toEqual({ total: 3, conflict: null });
    expect(reconcileShopifyQuantity(0, 0)).toEqual({ total: 0, conflict: null });
  });

  it('never goes below the units held or sold here: the total stops at them and the difference is a conflict', () => {
    expect(reconcileShopifyQuantity(1, 3)).toEqual({ total: 3, conflict: { shopifyQuantity: 1, committed: 3 } });
    // Oversold on Shopify: a negative quantity is no units, still a conflict when anything is committed here.
    expect(reconcileShopifyQuantity(-2, 1)).toEqual({ total: 1, conflict: { shopifyQuantity: -2, committed: 1 } });
    expect(reconcileShopifyQuantity(-2, 0)).toEqual({ total: 0, conflict: null });
  });

  it('prices: a higher compare-at price is the original, the price is what the outlet sells at', () => {
    expect(outletPricesOf({ price: 1290, compareAtPrice: 2580 })).toEqual({ price: 2580, discountPrice: 1290 });
    expect(outletPricesOf({ price: 1290, compareAtPrice: null })).toEqual({ price: 1290, discountPrice: 1290 });
    // A compare-at price at or below the price is no markdown.
    expect(outletPricesOf({ price: 1290, compareAtPrice: 990 })).toEqual({ price: 1290, discountPrice: 1290 });
    expect(outletPricesOf({ price: 99.6, compareAtPrice: 199.5 })).toEqual({ price: 200, discountPrice: 100 });
  });

  it("a product without options is the outlet's Default variant; the sku names the product so its variants are one card", () => {
    expect(outletVariantOf('Default Title')).toEqual({ variantTitle: '', variantDetails: 'Default' });
    expect(outletVariantOf('藍色 / M')).toEqual({ variantTitle: '藍色 / M', variantDetails: '藍色 / M' });
    expect(outletSkuOfProduct('gid://shopify/Product/8012345678')).toBe('SHOPIFY-8012345678');
  });

  it("order names: '#1001' and '1001' are the same order; anything else is no order", () => {
    expect(normalizeShopifyOrderName(' #1001 ')).toBe('#1001');
    expect(normalizeShopifyOrderName('1001')).toBe('#1001');
    for (const bad of ['', '#', 'ORD-1001', '#10a1', '#1001; drop', '1'.repeat(13)]) expect(normalizeShopifyOrderName(bad)).toBeUndefined();
  });

  it("Shopify's fulfilment status in our words; an unknown one is being processed", () => {
    expect(shopifyOrderStatusView('FULFILLED')).toEqual({ status: 'PROCESSING', shipping: 'delivered' });
    expect(shopifyOrderStatusView('unfulfilled')).toEqual({ status: 'PROCESSING', shipping: 'pending' });
    expect(shopifyOrderStatusView('SOMETHING_NEW')).toEqual({ status: 'PROCESSING', shipping: 'pending' });
  });
});
