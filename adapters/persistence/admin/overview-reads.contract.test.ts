import type { Knex } from 'knex';
import type { OverviewReads } from '../../../application/admin/overview-reads.port';
import { shipmentTradeNo } from '../../../application/shipping/shipment';
import { insertOrderRow, orderSeed, type OrderSeed } from '../testing/order-seeds';
import { describePortContract, knexMakers, unique } from '../testing/port-contract';
import { KnexShipmentStore } from '../shipping/knex-shipment-store';
import { KnexOverviewReads } from './knex-overview-reads';

/**
 * The OverviewReads port (application/admin/overview-reads.port.ts) on SQLite and MySQL (no fake: the use case's
 * test stands in for it). The database is shared by the suite's tests, so the range figures use a day of their own,
 * and the global counts are read as the change a test makes.
 */
interface Subject {
  port: OverviewReads;
  addOrder(seed: OrderSeed): Promise<string>;
  /** The order's shipment, at this shipping status (and creation status / attention when given). */
  ship(orderId: string, shippingStatus: string, extra?: { status?: 'creating' | 'created' | 'failed'; attention?: boolean }): Promise<void>;
  /** A payment attempt of the order, flagged (and resolved when asked). */
  flagAttempt(orderId: string, resolved: boolean): Promise<void>;
}

const DAY = 86_400_000;
/** A range of one day no other test of this process uses: day n after 2030-01-01 (UTC). */
const dayRange = () => {
  const from = new Date(Date.UTC(2030, 0, 1) + (unique() % 10_000) * DAY);
  return { from, to: new Date(from.getTime() + DAY), at: (hours: number) => new Date(from.getTime() + hours * 3_600_000) };
};

function subjectOver(knex: Knex): Subject {
  const shipments = new KnexShipmentStore(knex);
  return {
    port: new KnexOverviewReads(knex),
    addOrder: (seed) => insertOrderRow(knex, seed),
    async ship(orderId, shippingStatus, extra = {}) {
      const now = new Date('2030-01-01T00:00:00.000Z');
      const shipment = await shipments.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: 'UNIMARTC2C', now });
      await knex('shipments').where({ id: shipment.id }).update({ shipping_status: shippingStatus, status: extra.status ?? 'created', attention: extra.attention ?? false });
    },
    async flagAttempt(orderId, resolved) {
      const at = new Date('2030-01-01T00:00:00.000Z');
      await knex('payment_attempts').insert({
        order_id: orderId, merchant_trade_no: `T${unique()}`, attempt_no: 2, amount: 1280, status: 'paid', created_at: at, updated_at: at,
        attention: 'duplicate_payment', attention_at: at, resolved_at: resolved ? at : null, resolved_by: resolved ? 1 : null,
      });
    },
  };
}

describePortContract<Subject>('OverviewReads', knexMakers(subjectOver), (subject) => {
  it('counts every order of the range and sums the sales: paid card orders and confirmed store-payment orders', async () => {
    const { from, to, at } = dayRange();
    const add = (hours: number, overrides: Partial<OrderSeed>) => subject().addOrder(orderSeed(at(hours), overrides));
    await add(0, { status: 'PAID', totalAmount: 1000 });
    await add(1, { status: 'PROCESSING', totalAmount: 2000 });
    await add(2, { status: 'PENDING', paymentMethod: 'store_cod', totalAmount: 300 });
    await add(3, { status: 'PROCESSING', paymentMethod: 'store_cod', totalAmount: 40 });
    // Not sales: a card order waiting, failed, cancelled, timed out.
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT'] as const) await add(4, { status, totalAmount: 99_999 });
    // Outside the range: the instant the range ends, and just before it starts.
    await subject().addOrder(orderSeed(to, { totalAmount: 5 }));
    await subject().addOrder(orderSeed(new Date(from.getTime() - 1), { totalAmount: 7 }));
    expect(await subject().port.orderFigures(from, to)).toEqual({ orders: 8, sales: 4, salesAmount: 3340 });
  });

  it('answers zeros for a range without orders', async () => {
    const { from, to } = dayRange();
    expect(await subject().port.orderFigures(from, to)).toEqual({ orders: 0, sales: 0, salesAmount: 0 });
  });

  it('counts the sales still to ship: no shipment, or a parcel not handed in yet; never an unpaid one', async () => {
    const { at } = dayRange();
    const before = await subject().port.countToShip();
    const order = (overrides: Partial<OrderSeed> = {}) => subject().addOrder(orderSeed(at(0), overrides));
    await order(); // paid, no shipment
    await order({ status: 'PENDING', paymentMethod: 'store_cod' }); // confirmed, no shipment
    await subject().ship(await order({ status: 'PROCESSING' }), 'pending', { status: 'failed' });
    await subject().ship(await order({ status: 'PROCESSING' }), 'prepared');
    // Not to ship: handed in, picked up, returned; and an order not paid.
    await subject().ship(await order({ status: 'PROCESSING' }), 'shipped');
    await subject().ship(await order({ status: 'PROCESSING', paymentMethod: 'store_cod' }), 'delivered');
    await subject().ship(await order({ status: 'PROCESSING' }), 'returned');
    await order({ status: 'PENDING_PAYMENT' });
    await order({ status: 'PAYMENT_FAILED' });
    expect(await subject().port.countToShip()).toBe(before + 4);
  });

  it('counts the flagged payments nobody handled, and the shipments that need a person', async () => {
    const { at } = dayRange();
    const [payments, shipments] = [await subject().port.countPaymentsNeedingPerson(), await subject().port.countShipmentsNeedingPerson()];
    const a = await subject().addOrder(orderSeed(at(0)));
    const b = await subject().addOrder(orderSeed(at(0)));
    await subject().flagAttempt(a, false);
    await subject().flagAttempt(b, true);
    await subject().ship(a, 'pending', { status: 'failed' });
    await subject().ship(b, 'shipped', { attention: true });
    await subject().ship(await subject().addOrder(orderSeed(at(0))), 'shipped');
    expect(await subject().port.countPaymentsNeedingPerson()).toBe(payments + 1);
    expect(await subject().port.countShipmentsNeedingPerson()).toBe(shipments + 2);
  });
});
