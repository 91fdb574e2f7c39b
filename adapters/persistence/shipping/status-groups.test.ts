import type { Knex } from 'knex';
import { shipmentTradeNo } from '../../../application/shipping/shipment';
import { decideByCode } from '../../../application/shipping/shipment-decisions';
import type { RecordStatusOutcome, ShipmentStatusInput } from '../../../application/shipping/shipment-store.port';
import { databasesUnderTest } from '../testing/databases-under-test';
import { insertOrderRow, orderSeed } from '../testing/order-seeds';
import { KnexShipmentStore } from './knex-shipment-store';

/**
 * The grouped write of ECPay's status notifications (status-groups.ts, decision 41) on SQLite and MySQL, with
 * groups small enough that a burst makes several of them, two at a time: what each call answers and what the
 * database holds must be what one call at a time gives.
 */
const T0 = new Date('2026-11-29T02:00:00.000Z');
const HOUR = 3_600_000;
/** 7-ELEVEN C2C: hand-in, logistics centre, at the pickup store, picked up. */
const CHAIN = [2068, 2030, 2073, 2067];

/** Parcel `parcel`'s notice of `code` at its step `step`: each parcel its own instants and numbers. */
const notice = (code: number, step: number, parcel = 0, extra: Partial<ShipmentStatusInput> = {}): ShipmentStatusInput => {
  const occurredAt = stepAt(step, parcel);
  return {
    statusCode: code, message: `貨態 ${code}`, source: 'notification', occurredAt, receivedAt: new Date(T0.getTime() + 9 * HOUR + parcel * 1000),
    logisticsId: `17000000000${10 + parcel}`, paymentNo: `F12345${10 + parcel}`, validationNo: '1234', decide: decideByCode(code, occurredAt), ...extra,
  };
};
const stepAt = (step: number, parcel: number) => new Date(T0.getTime() + (step + 1) * HOUR + parcel * 60_000);

describe.each(databasesUnderTest)('status notifications in groups on $name', (db) => {
  let knex: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ knex, close } = await db.open());
  });
  afterAll(() => close());

  async function shipments(count: number, store: KnexShipmentStore) {
    const made = [];
    for (let i = 0; i < count; i += 1) {
      const orderId = await insertOrderRow(knex, orderSeed(T0));
      made.push(await store.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: 'UNIMARTC2C', now: T0 }));
    }
    return made;
  }

  it('a burst of chains, resends and steps out of order: each event once, each parcel at the end of its chain, each answer the row as stored then', async () => {
    const store = new KnexShipmentStore(knex, { maxGroup: 5, concurrency: 2 });
    const parcels = await shipments(8, store);
    // Every parcel's chain, its second and third step swapped on odd parcels, and every hand-in sent three times.
    const calls = parcels.flatMap((parcel, p) => {
      const steps = CHAIN.map((code, step) => ({ tradeNo: parcel.merchantTradeNo, input: notice(code, step, p) }));
      if (p % 2 === 1) [steps[1], steps[2]] = [steps[2], steps[1]];
      return [steps[0], steps[0], ...steps, steps[0]];
    });
    // Interleaved across parcels, as ECPay's notices for many parcels arrive.
    const order = calls.map((_, i) => i).sort((a, b) => (a % 7) - (b % 7) || a - b);
    const outcomes = new Array<RecordStatusOutcome>(calls.length);
    await Promise.all(order.map(async (i) => {
      outcomes[i] = await store.recordStatus(calls[i].tradeNo, calls[i].input);
    }));

    for (const [p, parcel] of parcels.entries()) {
      const mine = calls.map((call, i) => ({ call, outcome: outcomes[i] })).filter(({ call }) => call.tradeNo === parcel.merchantTradeNo);
      const firsts = mine.filter(({ outcome }) => outcome.kind === 'recorded' && outcome.first);
      expect(firsts.map(({ call }) => call.input.statusCode).sort()).toEqual([...CHAIN].sort());
      const stored = await store.findByOrderId(parcel.orderId);
      expect(stored).toMatchObject({
        shippingStatus: 'delivered', statusCode: 2067, statusAt: stepAt(3, p), statusMessage: '貨態 2067', shippedAt: stepAt(0, p),
        deliveredAt: stepAt(3, p), logisticsId: `17000000000${10 + p}`, paymentNo: `F12345${10 + p}`, validationNo: '1234',
      });
      // The answer of the last new status applied is the row as stored.
      const applied = firsts.map(({ outcome }) => (outcome.kind === 'recorded' ? outcome.shipment : undefined));
      expect(applied).toContainEqual(stored);
      expect((await store.listEvents(parcel.id)).map((event) => event.statusCode).sort()).toEqual([...CHAIN].sort());
    }
    expect(outcomes.filter((outcome) => outcome.kind === 'recorded' && !outcome.first)).toHaveLength(parcels.length * 3);
  });

  it('one call that fails does not fail the others of its group: it alone is refused, and nothing of it is written', async () => {
    const store = new KnexShipmentStore(knex, { maxGroup: 10, concurrency: 1 });
    const [a, b, c] = await shipments(3, store);
    const broken = notice(2068, 0, 0, { decide: () => { throw new Error('no decision'); } });
    const results = await Promise.allSettled([
      store.recordStatus(a.merchantTradeNo, notice(2068, 0)),
      store.recordStatus(b.merchantTradeNo, broken),
      store.recordStatus(c.merchantTradeNo, notice(2068, 0)),
      store.recordStatus('NO-SUCH-PARCEL', notice(2068, 0)),
    ]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value.kind : String(result.reason)))).toEqual([
      'recorded', 'Error: no decision', 'recorded', 'not_found',
    ]);
    expect((await store.findByOrderId(a.orderId))?.shippingStatus).toBe('shipped');
    expect(await store.findByOrderId(b.orderId)).toMatchObject({ shippingStatus: 'pending', statusCode: null });
    expect(await store.listEvents(b.id)).toEqual([]);
    expect((await store.listEvents(c.id)).map((event) => event.statusCode)).toEqual([2068]);
  });
});
