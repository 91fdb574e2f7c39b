import { ValidationError } from '../errors';
import { SaveShopifyCredentials } from './save-shopify-credentials';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_SHOP, FAKE_TOKEN } from './testing/fake-shopify-admin';
import { fakeShopDomains, shopifyFixture } from './testing/shopify-fixture';

function wire() {
  const app = shopifyFixture();
  const save = new SaveShopifyCredentials(fakeShopDomains, app.admin, app.connections, app.syncStock, app.clock, app.log, app.staffAction);
  return { ...app, save };
}

const fieldsOf = (error: unknown) => (error instanceof ValidationError ? Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, problem]) => [field, problem.code])) : error);

/** POST /api/shopify/credentials (staff): connect the shop (issue 12), on the fakes. */
describe('SaveShopifyCredentials', () => {
  it('connects with a pasted token: stored, audited, a stock sync launched; the answer never carries the token', async () => {
    const app = wire();
    const view = await app.save.execute({ staffId: 7, shopUrl: 'https://Outlet-Demo.myshopify.com/', accessToken: ` ${FAKE_TOKEN} ` });
    expect(view).toEqual({ shopDomain: FAKE_SHOP, shopName: 'Outlet Demo', mode: 'token', tokenExpiresAt: null, connectedAt: app.clock.now(), status: 'connected' });
    expect(JSON.stringify(view)).not.toContain(FAKE_TOKEN);
    expect(await app.connections.get()).toMatchObject({ shopDomain: FAKE_SHOP, accessToken: FAKE_TOKEN, clientId: null, clientSecret: null, status: 'connected' });
    expect(app.audit.entries).toEqual([{ staffId: 7, action: 'shopify.connect', target: 'connection:shopify', at: app.clock.now(), details: { shopDomain: FAKE_SHOP, mode: 'token' } }]);
    expect(app.sync.launches).toBe(1);
  });

  it('connects with a client id and secret: the granted token and its expiry are stored, with the secret to renew it', async () => {
    const app = wire();
    const view = await app.save.execute({ staffId: 7, shopUrl: FAKE_SHOP, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET });
    expect(view).toMatchObject({ mode: 'client_credentials', tokenExpiresAt: new Date(app.clock.now().getTime() + 86_399_000) });
    expect(await app.connections.get()).toMatchObject({ accessToken: expect.stringMatching(/^granted-token-/), clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET });
    expect(app.audit.entries[0].details).toEqual({ shopDomain: FAKE_SHOP, mode: 'client_credentials' });
  });

  it('refuses, before any call leaves the server, an address it may not connect and missing credentials, on their fields', async () => {
    const app = wire();
    const refused = async (input: Partial<Parameters<SaveShopifyCredentials['execute']>[0]>) => fieldsOf(await app.save.execute({ staffId: 7, shopUrl: FAKE_SHOP, ...input }).catch((error: unknown) => error));
    expect(await refused({ shopUrl: 'https://evil.example.com', accessToken: FAKE_TOKEN })).toEqual({ shopUrl: 'SHOPIFY_DOMAIN_INVALID' });
    expect(await refused({ accessToken: '  ' })).toEqual({ accessToken: 'SHOPIFY_TOKEN_REQUIRED' });
    expect(await refused({ clientId: FAKE_CLIENT_ID })).toEqual({ clientSecret: 'SHOPIFY_TOKEN_REQUIRED' });
    expect(await refused({ clientSecret: FAKE_CLIENT_SECRET })).toEqual({ clientId: 'SHOPIFY_TOKEN_REQUIRED' });
    expect(await refused({ shopUrl: 'localhost' })).toEqual({ shopUrl: 'SHOPIFY_DOMAIN_INVALID', accessToken: 'SHOPIFY_TOKEN_REQUIRED' });
    expect(app.admin.calls).toEqual([]);
    expect(await app.connections.get()).toBeNull();
  });

  it('Shopify refusing the credentials (on the field typed) or not knowing the shop: 400, nothing stored, nothing audited', async () => {
    const app = wire();
    expect(fieldsOf(await app.save.execute({ staffId: 7, shopUrl: FAKE_SHOP, accessToken: 'shpat_wrong' }).catch((error: unknown) => error))).toEqual({ accessToken: 'SHOPIFY_UNAUTHORIZED' });
    expect(fieldsOf(await app.save.execute({ staffId: 7, shopUrl: FAKE_SHOP, clientId: FAKE_CLIENT_ID, clientSecret: 'wrong' }).catch((error: unknown) => error))).toEqual({ clientSecret: 'SHOPIFY_UNAUTHORIZED' });
    expect(fieldsOf(await app.save.execute({ staffId: 7, shopUrl: 'another-shop.myshopify.com', accessToken: FAKE_TOKEN }).catch((error: unknown) => error))).toEqual({ shopUrl: 'SHOPIFY_SHOP_NOT_FOUND' });
    expect(await app.connections.get()).toBeNull();
    expect(app.audit.entries).toEqual([]);
    expect(app.sync.launches).toBe(0);
  });
});
