import { createShopifyAdapters } from '../../../adapters/shopify/shopify-adapters';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { databasesUnderTest, type OpenDatabase } from '../../../test/support/databases';
import { silentLogger } from '../../logger';
import { DEMO_SHOPIFY_WEBHOOK_SECRET, effectiveShopifyConfig, SANDBOX_SHOPIFY_CLIENT_ID, SANDBOX_SHOPIFY_SHOP_DOMAIN } from '../../shopify-config';
import { startServer } from '../../start';
import type { WebhookDelivery } from './shopify-sandbox-options';


/** The simulator inside the whole shop (server/start.ts): mounted with PROVIDERS=sandbox, absent otherwise. */
describe.each(databasesUnderTest)('Shopify simulator mount on $name', (database) => {
  let db: OpenDatabase;
  beforeAll(async () => { db = await database.open(); });
  afterAll(async () => { await db?.close(); });

  const start = (providers: 'sandbox' | 'ecpay', deliveries: WebhookDelivery[] = []) => startServer(
    { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers },
    { knex: db.knex, logger: silentLogger, clock: new FakeClock('2026-11-25T02:00:00.000Z'), env: {}, shopeeDemo: false,
      shopifySandbox: { retryDelaysMs: [], onDelivery: (d) => deliveries.push(d) } },
  );

  it('PROVIDERS=sandbox: the adapter built from the effective config checks the demo shop through the shop\'s own body parsing (JSON and form)', async () => {
    const deliveries: WebhookDelivery[] = [];
    const server = await start('sandbox', deliveries);
    try {
      const settings = effectiveShopifyConfig(server.config);
      expect(settings.apiBaseUrl).toBe(`${server.url}/sandbox/shopify`);
      const { admin, webhookVerifier } = createShopifyAdapters(settings, new FakeClock('2026-11-25T02:00:00.000Z'));
      const outcome = await admin.checkShop({ shopDomain: 'outlet-demo', clientId: SANDBOX_SHOPIFY_CLIENT_ID, clientSecret: DEMO_SHOPIFY_WEBHOOK_SECRET });
      expect(outcome).toMatchObject({ kind: 'ok', myshopifyDomain: SANDBOX_SHOPIFY_SHOP_DOMAIN });
      if (outcome.kind !== 'ok') throw new Error('expected ok');
      expect((await admin.findOrder(outcome.credentials, '#1002'))?.phone).toBe('0987654321');

      // A stock change is signed with the shop's own webhook secret and sent to the shop's webhook route.
      const sandbox = server.shopifySandbox!;
      expect(sandbox.webhookTarget).toBe(`${server.url}/api/shopify/webhooks`);
      let body: Buffer | undefined;
      let signature: string | undefined;
      const delivered = await (async () => {
        const original = sandbox.options.fetch;
        sandbox.options.fetch = async (_url, init) => {
          body = Buffer.from(String(init?.body));
          signature = new Headers(init?.headers).get('x-shopify-hmac-sha256') ?? undefined;
          return new Response(null, { status: 200 });
        };
        try {
          sandbox.setInventory(sandbox.products[0].variants[0].id, 1);
          return await Promise.all(sandbox.deliveries);
        } finally {
          sandbox.options.fetch = original;
        }
      })();
      expect(delivered.at(-1)).toMatchObject({ topic: 'inventory_levels/update', acknowledged: true });
      expect(webhookVerifier.verify(body!, signature)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('PROVIDERS=ecpay: no simulator and no control routes', async () => {
    const server = await start('ecpay');
    try {
      expect(server.shopifySandbox).toBeUndefined();
      const control = await fetch(`${server.url}/sandbox/shopify/control/throttle`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"count":3}' });
      expect(control.status).not.toBe(200);
      const api = await fetch(`${server.url}/sandbox/shopify/${SANDBOX_SHOPIFY_SHOP_DOMAIN}/admin/api/2026-10/graphql.json`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":"query ShopCheck { shop { name } }"}' });
      expect(api.headers.get('content-type') ?? '').not.toMatch(/json/);
    } finally {
      await server.close();
    }
  });
});
