import { CheckShopifyAuth } from './check-shopify-auth';
import { GetShopifyConnection } from './get-shopify-connection';
import { RemoveShopifyCredentials } from './remove-shopify-credentials';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_SHOP } from './testing/fake-shopify-admin';
import { shopifyFixture } from './testing/shopify-fixture';

/** The connection as the console and the storefront see it, and forgetting it (issue 12), on the fakes. */
describe('the Shopify connection: check, view, remove', () => {
  it('CheckShopifyAuth: connected only while usable (none, or needing staff, is not)', async () => {
    const app = shopifyFixture();
    const check = new CheckShopifyAuth(app.connections);
    expect(await check.execute()).toBe(false);
    await app.connect();
    expect(await check.execute()).toBe(true);
    // A client-credentials token that lapsed is still connected: the next call renews it.
    await app.connect({ tokenExpiresAt: new Date(0), clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET });
    expect(await check.execute()).toBe(true);
    await app.connect({ status: 'reauthorize' });
    expect(await check.execute()).toBe(false);
  });

  it('GetShopifyConnection: the shop, its mode and status, never the token or the client secret; null when none', async () => {
    const app = shopifyFixture();
    const get = new GetShopifyConnection(app.connections);
    expect(await get.execute()).toBeNull();
    await app.connect({ clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, tokenExpiresAt: new Date('2026-11-30T00:00:00.000Z') });
    expect(await get.execute()).toEqual({
      shopDomain: FAKE_SHOP, shopName: 'Outlet Demo', mode: 'client_credentials', tokenExpiresAt: new Date('2026-11-30T00:00:00.000Z'), connectedAt: app.clock.now(), status: 'connected',
    });
  });

  it('RemoveShopifyCredentials: forgets the connection, audited with the shop; a second call does nothing and audits nothing', async () => {
    const app = shopifyFixture();
    const remove = new RemoveShopifyCredentials(app.connections, app.staffAction);
    await app.connect();
    await remove.execute(7);
    expect(await app.connections.get()).toBeNull();
    await remove.execute(7);
    expect(app.audit.entries).toEqual([{ staffId: 7, action: 'shopify.disconnect', target: 'connection:shopify', at: app.clock.now(), details: { shopDomain: FAKE_SHOP } }]);
  });
});
