import { DEFAULT_ACCOUNT_SETTINGS } from '../../application/accounts/account-settings';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { insertOrderRow, orderSeed } from '../../adapters/persistence/testing/order-seeds';
import { apiCalls, expectStaffOnly, registerCustomer, registerStaff } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const STAFF_SECRET = 'overview-staff-secret';
// Tuesday 2026-12-01 10:00 in Taipei.
const NOW = '2026-12-01T02:00:00.000Z';

/**
 * GET /api/admin/overview (issue 28) on the real server: today's and this week's orders and sales in Taiwan days, the
 * sales to ship and what needs a person, and the demo's links. Orders are put in as rows (their checkout is not what
 * is tested here); the database is this suite's own, so the figures are exact.
 */
describe.each(databasesUnderTest)('GET /api/admin/overview on $name', (database) => {
  let db: OpenDatabase;
  let server: RunningServer;
  const call = apiCalls(() => server.url);

  beforeAll(async () => {
    db = await database.open();
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, accounts: { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: STAFF_SECRET } },
      { knex: db.knex, logger: silentLogger, clock: new FakeClock(NOW), env: {}, shopeeDemo: false },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('is staff only and never cached', async () => {
    await expectStaffOnly(call, [['GET', '/api/admin/overview']], await registerCustomer(call), { bodyOf: () => undefined, deadToken: 's_dead' });
    const answer = await call('GET', '/api/admin/overview', { token: (await registerStaff(call, STAFF_SECRET)).token });
    expect([answer.status, answer.cache]).toEqual([200, 'no-store']);
  });

  it('counts today and this week in Taiwan time, sales only from paid or confirmed orders, and links the demo back office', async () => {
    const add = (at: string, overrides: Parameters<typeof orderSeed>[1]) => insertOrderRow(db.knex, orderSeed(new Date(at), overrides));
    // Today in Taipei began at 2026-11-30T16:00Z.
    await add('2026-11-30T16:00:00.000Z', { status: 'PAID', totalAmount: 1200 });
    await add('2026-12-01T01:00:00.000Z', { status: 'PENDING', paymentMethod: 'store_cod', totalAmount: 450 });
    await add('2026-12-01T01:30:00.000Z', { status: 'PAYMENT_CANCELLED', totalAmount: 9999 });
    // Earlier this week (Monday 2026-11-30 in Taipei), and last Sunday night (not this week).
    await add('2026-11-29T16:00:00.000Z', { status: 'PROCESSING', totalAmount: 800 });
    await add('2026-11-29T15:59:59.000Z', { status: 'PAID', totalAmount: 70 });
    const staff = await registerStaff(call, STAFF_SECRET);
    const answer = await call('GET', '/api/admin/overview', { token: staff.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      day: '2026-12-01', weekStart: '2026-11-30',
      today: { orders: 3, sales: 2, salesAmount: 1650 },
      week: { orders: 4, sales: 3, salesAmount: 2450 },
      // Every sale without a shipment, last week's included.
      toShip: 4,
      paymentsNeedingPerson: 0, shipmentsNeedingPerson: 0, invoices: null,
      links: { storefront: '/', logisticsBackOffice: '/sandbox/ecpay/logistics' },
    });
  });
});
