import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_SHOP, FAKE_TOKEN, shopifyUnavailable } from './testing/fake-shopify-admin';
import { shopifyFixture } from './testing/shopify-fixture';
import { TOKEN_RENEW_BEFORE_MS } from './shopify-access';

const HOUR = 3_600_000;

/** The credentials every Shopify call is made with (research/platforms.md B2), on the fakes. */
describe('ShopifyAccess', () => {
  it('uses a pasted token as stored, for as long as Shopify accepts it', async () => {
    const app = shopifyFixture();
    await app.connect();
    expect(await app.access.credentials()).toEqual({ shopDomain: FAKE_SHOP, accessToken: FAKE_TOKEN });
    expect(app.admin.calls).toEqual([]);
  });

  it('renews a client-credentials token within 30 minutes of its expiry, stores it, and keeps one that still has time', async () => {
    const app = shopifyFixture();
    const expiry = new Date(app.clock.now().getTime() + TOKEN_RENEW_BEFORE_MS + 1);
    await app.connect({ accessToken: 'old-token', tokenExpiresAt: expiry, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET });
    expect((await app.access.credentials()).accessToken).toBe('old-token');
    app.clock.advance(1);
    const renewed = await app.access.credentials();
    expect(renewed.accessToken).toMatch(/^granted-token-/);
    expect(await app.connections.get()).toMatchObject({ accessToken: renewed.accessToken, tokenExpiresAt: new Date(app.clock.now().getTime() + 86_399_000), status: 'connected' });
    expect(app.log.events).toContainEqual({ level: 'info', message: 'shopify token renewed', details: { shopDomain: FAKE_SHOP } });
  });

  it('a lapsing token it cannot renew (no client secret, or the grant refused) marks the connection for staff: SHOPIFY_NOT_CONNECTED', async () => {
    const app = shopifyFixture();
    await app.connect({ tokenExpiresAt: new Date(app.clock.now().getTime() + HOUR / 4) });
    await expect(app.access.credentials()).rejects.toMatchObject({ code: 'SHOPIFY_NOT_CONNECTED' });
    expect((await app.connections.get())?.status).toBe('reauthorize');
    await expect(app.access.credentials()).rejects.toMatchObject({ code: 'SHOPIFY_NOT_CONNECTED' });

    const revoked = shopifyFixture();
    await revoked.connect({ tokenExpiresAt: revoked.clock.now(), clientId: FAKE_CLIENT_ID, clientSecret: 'changed-in-shopify' });
    await expect(revoked.access.credentials()).rejects.toMatchObject({ code: 'SHOPIFY_NOT_CONNECTED' });
    expect((await revoked.connections.get())?.status).toBe('reauthorize');
    expect(revoked.log.events.filter((entry) => entry.level === 'error')).toHaveLength(1);
  });

  it('no connection: SHOPIFY_NOT_CONNECTED, nothing called', async () => {
    const app = shopifyFixture();
    await expect(app.access.call(() => Promise.resolve('called'))).rejects.toMatchObject({ code: 'SHOPIFY_NOT_CONNECTED' });
    expect(app.admin.calls).toEqual([]);
  });

  it('Shopify refusing the stored token during a call marks the connection for staff; Shopify down is passed on, the connection kept', async () => {
    const app = shopifyFixture();
    await app.connect();
    app.admin.failNext = [shopifyUnavailable()];
    await expect(app.access.call((credentials) => app.admin.listProducts(credentials, null))).rejects.toMatchObject({ code: 'SHOPIFY_UNAVAILABLE' });
    expect((await app.connections.get())?.status).toBe('connected');
    app.admin.revoke();
    await expect(app.access.call((credentials) => app.admin.listProducts(credentials, null))).rejects.toMatchObject({ code: 'SHOPIFY_NOT_CONNECTED' });
    expect((await app.connections.get())?.status).toBe('reauthorize');
  });
});
