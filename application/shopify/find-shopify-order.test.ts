import { FindShopifyOrder } from './find-shopify-order';
import { FAKE_TOKEN, shopifyOrder } from './testing/fake-shopify-admin';
import { shopifyFixture } from './testing/shopify-fixture';

/** Link-order's Shopify lookup (issue 12), on the fakes. */
describe('FindShopifyOrder', () => {
  it('asks Shopify for the order by name with the stored credentials; null when Shopify has none', async () => {
    const app = shopifyFixture();
    const find = new FindShopifyOrder(app.admin, app.access);
    await app.connect();
    app.admin.orders.set('#1001', shopifyOrder());
    expect(await find.findOrder('#1001')).toEqual(shopifyOrder());
    expect(await find.findOrder('#1002')).toBeNull();
    expect(app.admin.calls).toEqual([{ method: 'findOrder', name: '#1001', token: FAKE_TOKEN }, { method: 'findOrder', name: '#1002', token: FAKE_TOKEN }]);
  });

  it('not connected, or the token refused (the connection then needs staff): SHOPIFY_NOT_CONNECTED', async () => {
    const app = shopifyFixture();
    const find = new FindShopifyOrder(app.admin, app.access);
    await expect(find.findOrder('#1001')).rejects.toMatchObject({ code: 'SHOPIFY_NOT_CONNECTED' });
    await app.connect();
    app.admin.revoke();
    await expect(find.findOrder('#1001')).rejects.toMatchObject({ code: 'SHOPIFY_NOT_CONNECTED' });
    expect((await app.connections.get())?.status).toBe('reauthorize');
  });
});
