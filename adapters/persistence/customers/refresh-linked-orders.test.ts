import { LinkedOrderRefresher } from '../../../application/customers/refresh-linked-order';
import { LINKED_ORDER_REFRESH_LEASE, RefreshLinkedOrders } from '../../../application/customers/refresh-linked-orders';
import { FakeShopeeOrders, shopeeOrder } from '../../../application/marketplace/testing/fake-shopee-orders';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { KnexJobLeases } from '../marketplace/knex-job-leases';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexCustomerOrderStore } from './knex-customer-order-store';

const T0 = '2026-12-01T02:00:00.000Z';
const MINUTE = 60_000;
const INTERVAL = 30 * MINUTE;

/**
 * Issue 22: the periodic refresh of linked orders on the real tables (customer_linked_orders, job_leases): no overlap
 * (one run per interval is the shared schedule's, server/jobs/linked-order-refresh.test.ts), open orders only, what Shopee says now stored, a Shopee failure skipped for next time.
 */
describe.each(databasesUnderTest)('the linked order refresh job on $name', (database) => {
  let db: OpenDatabase;
  let clock: FakeClock;
  let shopee: FakeShopeeOrders;

  /** One server process's job: its own store, lease client and owner, over the shared database. */
  const processJob = (owner: string) => {
    const store = new KnexCustomerOrderStore(db.knex);
    const job = new RefreshLinkedOrders(store, new LinkedOrderRefresher(store, clock, shopee), new KnexJobLeases(db.knex), clock);
    return () => job.execute({ owner, intervalMs: INTERVAL });
  };
  const link = async (customerId: number, orderSn: string, status: string) => {
    shopee.orders.set(orderSn, shopeeOrder({ orderSn, orderStatus: status }));
    await new KnexCustomerOrderStore(db.knex).linkExternalOrder({
      customerId, source: 'shopee', externalOrderId: orderSn, orderDate: new Date(T0), total: 1789, externalStatus: status,
      customerPhone: '0912345678', products: [], linkedAt: clock.now(),
    });
  };
  const row = (orderSn: string) => db.knex('customer_linked_orders').where({ external_order_id: orderSn })
    .first('external_status', 'tracking_number', 'logistics_status');

  beforeEach(async () => {
    db = await database.open();
    clock = new FakeClock(T0);
    shopee = new FakeShopeeOrders();
  });
  afterEach(async () => {
    await db?.close();
  });

  it('refreshes the open orders linked before the interval and never asks about final ones', async () => {
    await link(1, '2212010A000001', 'READY_TO_SHIP');
    await link(2, '2212010A000002', 'COMPLETED');
    clock.advance(INTERVAL + MINUTE);
    await link(3, '2212010A000003', 'UNPAID'); // linked just now: not due yet
    shopee.orders.set('2212010A000001', shopeeOrder({ orderSn: '2212010A000001', orderStatus: 'SHIPPED' }));
    shopee.logistics.set('2212010A000001', { trackingNumber: 'TW268800000001', logisticsStatus: 'LOGISTICS_PICKUP_DONE' });

    expect(await processJob('a')()).toEqual({ kind: 'ran', refreshed: 1, unavailable: 0 });
    expect(shopee.calls).toBe(2); // the one open order due: detail + logistics
    expect(await row('2212010A000001')).toEqual({ external_status: 'SHIPPED', tracking_number: 'TW268800000001', logistics_status: 'LOGISTICS_PICKUP_DONE' });
    expect(await row('2212010A000002')).toMatchObject({ external_status: 'COMPLETED', tracking_number: null });
  });

  it('a run claimed while the last one still holds the lease is busy; a finished run gives the lease back (issue 23: the schedule decides when)', async () => {
    await link(1, '2212010C000001', 'READY_TO_SHIP');
    clock.advance(INTERVAL + MINUTE);
    const leases = new KnexJobLeases(db.knex);
    await leases.acquire(LINKED_ORDER_REFRESH_LEASE, 'still-running', clock.now(), INTERVAL);
    expect(await processJob('b')()).toEqual({ kind: 'busy' });
    expect(shopee.calls).toBe(0);
    await leases.release(LINKED_ORDER_REFRESH_LEASE, 'still-running');

    expect(await processJob('b')()).toEqual({ kind: 'ran', refreshed: 1, unavailable: 0 });
    expect(await leases.holder(LINKED_ORDER_REFRESH_LEASE, clock.now())).toBeNull();
  });

  it('Shopee down for one run: nothing changes, the orders stay due, and the next interval refreshes them', async () => {
    await link(1, '2212010B000001', 'READY_TO_SHIP');
    clock.advance(INTERVAL + MINUTE);
    shopee.failure = new Error('SHOPEE_UNAVAILABLE');
    expect(await processJob('a')()).toEqual({ kind: 'ran', refreshed: 0, unavailable: 1 });
    expect(await row('2212010B000001')).toMatchObject({ external_status: 'READY_TO_SHIP' });
    shopee.failure = null;
    shopee.orders.set('2212010B000001', shopeeOrder({ orderSn: '2212010B000001', orderStatus: 'COMPLETED' }));
    clock.advance(INTERVAL + MINUTE);
    expect(await processJob('b')()).toEqual({ kind: 'ran', refreshed: 1, unavailable: 0 });
    expect(await row('2212010B000001')).toMatchObject({ external_status: 'COMPLETED' });
  });
});
