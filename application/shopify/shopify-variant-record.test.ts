import { inventoryItemKey, variantRecordOf } from './shopify-variant-record';
import { shopifyProduct, shopifyVariant } from './testing/fake-shopify-admin';

/** One outlet row per Shopify variant (issue 12): the decisions of shopify-variant-record.ts. */
describe('a Shopify variant as an outlet item', () => {
  it('the product names the card (its sku), the variant its own display sku and label; prices from compare-at; the product\'s pictures', () => {
    const variant = shopifyVariant(11, { title: '黑色 / L', sku: 'SF-11-BK-L', price: 990, compareAtPrice: 1980, available: 4 });
    const record = variantRecordOf(shopifyProduct(7, [variant], { imageUrls: ['https://cdn.example.test/a.jpg', 'https://cdn.example.test/b.jpg'] }), variant);
    expect(record).toMatchObject({
      variantId: 'gid://shopify/ProductVariant/11', productId: 'gid://shopify/Product/7', inventoryItemId: '11', displaySku: 'SF-11-BK-L',
      title: '商品 7', variantDetails: '黑色 / L', price: 1980, discountPrice: 990, imageUrl: 'https://cdn.example.test/a.jpg', quantity: 4,
    });
    expect(JSON.parse(record.allImages)).toEqual([{ id: 1, src: 'https://cdn.example.test/a.jpg', position: 1 }, { id: 2, src: 'https://cdn.example.test/b.jpg', position: 2 }]);
    const sibling = shopifyVariant(12, { sku: null });
    expect(variantRecordOf(shopifyProduct(7, [variant, sibling]), sibling)).toMatchObject({ sku: record.sku, displaySku: record.sku });
  });

  it('a product that is not ACTIVE has no units to sell here; texts and pictures are cut to the columns', () => {
    const variant = shopifyVariant(13, { available: 9 });
    const product = shopifyProduct(8, [variant], { status: 'DRAFT', title: '長'.repeat(300), imageUrls: [`https://cdn.example.test/${'x'.repeat(600)}.jpg`, 'https://cdn.example.test/ok.jpg'] });
    const record = variantRecordOf(product, variant);
    expect(record.quantity).toBe(0);
    expect(record.title).toHaveLength(255);
    expect(record.imageUrl).toBe('https://cdn.example.test/ok.jpg');
  });

  it('files the item under the product type (issue 28): trimmed, one space inside, cut to 32 characters; blank is none', () => {
    const variant = shopifyVariant(14);
    const category = (productType: string) => variantRecordOf(shopifyProduct(9, [variant], { productType }), variant).category;
    expect(category('  包包  配件 ')).toBe('包包 配件');
    expect(category('')).toBeNull();
    expect(category('   ')).toBeNull();
    expect(category('類'.repeat(40))).toBe('類'.repeat(32));
  });

  it('matches an inventory item by its number, as the Admin API (a gid) and the webhook (a number) name it', () => {
    expect(inventoryItemKey('gid://shopify/InventoryItem/4455')).toBe('4455');
    expect(inventoryItemKey(4455)).toBe('4455');
  });
});
