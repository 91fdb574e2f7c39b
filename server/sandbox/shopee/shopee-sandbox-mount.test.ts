import { createHmac } from 'node:crypto';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { databasesUnderTest, type OpenDatabase } from '../../../test/support/databases';
import { silentLogger } from '../../logger';
import { startServer, type RunningServer } from '../../start';
import { SANDBOX_SHOPEE_PARTNER_ID, SANDBOX_SHOPEE_PARTNER_KEY } from './sandbox-credentials';


/** The simulator inside the whole shop (server/start.ts): mounted with PROVIDERS=sandbox, absent otherwise. */
describe.each(databasesUnderTest)('Shopee simulator mount on $name', (database) => {
  let db: OpenDatabase;
  beforeAll(async () => { db = await database.open(); });
  afterAll(async () => { await db?.close(); });

  const start = (providers: 'sandbox' | 'ecpay', clock?: FakeClock) => startServer(
    { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers },
    { knex: db.knex, logger: silentLogger, clock, env: {}, shopeeSandbox: { catalogueSize: 40 } },
  );

  it('PROVIDERS=sandbox: /sandbox/shopee answers a signed token/get through the shop\'s own JSON parsing, and exposes the simulator', async () => {
    const clock = new FakeClock('2026-11-20T04:00:00.000Z');
    const server: RunningServer = await start('sandbox', clock);
    try {
      expect(server.shopeeSandbox?.items()).toHaveLength(40);
      const code = server.shopeeSandbox!.issueCode();
      const ts = Math.floor(clock.now().getTime() / 1000);
      const sign = createHmac('sha256', SANDBOX_SHOPEE_PARTNER_KEY).update(`${SANDBOX_SHOPEE_PARTNER_ID}/api/v2/auth/token/get${ts}`).digest('hex');
      const response = await fetch(`${server.url}/sandbox/shopee/api/v2/auth/token/get?partner_id=${SANDBOX_SHOPEE_PARTNER_ID}&timestamp=${ts}&sign=${sign}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code, partner_id: SANDBOX_SHOPEE_PARTNER_ID, shop_id: 880001234 }),
      });
      expect(await response.json()).toMatchObject({ error: '', expire_in: 14400 });
      const state = await fetch(`${server.url}/sandbox/shopee/control/state`);
      expect(await state.json()).toMatchObject({ catalogue_size: 40, partner_id: SANDBOX_SHOPEE_PARTNER_ID, api_calls: 1, rate_limited: 0 });
      // The authorisation page keeps its own policy (no script) rather than the storefront's.
      const page = await fetch(`${server.url}/sandbox/shopee/auth?partner_id=${SANDBOX_SHOPEE_PARTNER_ID}&auth_type=seller&response_type=code&redirect_uri=${encodeURIComponent(`${server.url}/staff`)}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
    } finally {
      await server.close();
    }
  });

  it('PROVIDERS=ecpay: no simulator and no control routes', async () => {
    const server = await start('ecpay');
    try {
      expect(server.shopeeSandbox).toBeUndefined();
      const control = await fetch(`${server.url}/sandbox/shopee/control/fail-next`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"count":3}' });
      expect(control.status).not.toBe(200);
      const state = await fetch(`${server.url}/sandbox/shopee/control/state`);
      expect(state.headers.get('content-type') ?? '').not.toMatch(/json/);
    } finally {
      await server.close();
    }
  });
});
