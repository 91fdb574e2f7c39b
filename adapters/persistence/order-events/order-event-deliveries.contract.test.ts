import type { Knex } from 'knex';
import type { OrderEvent, OrderEventType } from '../../../application/order-events/order-event';
import type { OrderEventDeliveries } from '../../../application/order-events/order-event-deliveries.port';
import { OrderEventSubscriptions } from '../../../application/order-events/order-event-subscriptions';
import { InMemoryOrderEventDeliveries } from '../../../application/order-events/testing/in-memory-order-event-deliveries';
import { databasesUnderTest } from '../testing/databases-under-test';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { openTwoKnexInstances } from '../testing/two-knex-instances';
import { inWriteTransaction } from '../write-transaction';
import { KnexOrderEventDeliveries } from './knex-order-event-deliveries';
import { appendOrderEvents } from './order-event-outbox';

/** The outbox's deliveries (application/order-events/order-event-deliveries.port.ts) on the fake, SQLite and MySQL. */
interface Outbox {
  deliveries: OrderEventDeliveries;
  /** The one writer's append: an event of the order and a delivery per consumer. */
  append(orderId: string, type: OrderEventType, consumers: readonly string[], now: Date): Promise<OrderEvent>;
}

async function knexAppend(knex: Knex, orderId: string, type: OrderEventType, consumers: readonly string[], now: Date): Promise<OrderEvent> {
  const subscriptions = new OrderEventSubscriptions(consumers.map((name) => ({ name, subscribes: [type] })));
  await inWriteTransaction(knex, (trx) => appendOrderEvents(trx, subscriptions, orderId, [{ type, reason: 'test' }], now));
  const row: { id: number } = await knex('order_events').where('order_id', orderId).orderBy('id', 'desc').first('id');
  return { id: Number(row.id), orderId, type, reason: 'test', createdAt: now };
}

const T0 = new Date('2026-12-03T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 60_000;
const consumer = () => `c${unique()}`;
const order = () => `ORD-${String(unique()).padStart(8, '0').slice(-8)}`;

describePortContract<Outbox>('OrderEventDeliveries', [
  fakeMaker((): Outbox => {
    const fake = new InMemoryOrderEventDeliveries();
    return { deliveries: fake, append: async (orderId, type, consumers, now) => fake.append(orderId, type, consumers, now, 'test') };
  }),
  ...knexMakers((knex): Outbox => ({ deliveries: new KnexOrderEventDeliveries(knex), append: (orderId, type, consumers, now) => knexAppend(knex, orderId, type, consumers, now) })),
], (subject) => {
  it('an event is delivered to each subscribed consumer on its own: claimed once, then never again once complete', async () => {
    const [mail, invoice] = [consumer(), consumer()];
    const event = await subject().append(order(), 'status:PAID', [mail, invoice], T0);
    const claimed = await subject().deliveries.claimDue(mail, T0, LEASE, 10);
    expect(claimed).toEqual([{ event: { ...event, createdAt: T0 }, consumer: mail, attempts: 0 }]);
    // Held by the lease: not claimable again, by this process or another, until it runs out.
    expect(await subject().deliveries.claimDue(mail, at(1000), LEASE, 10)).toEqual([]);
    // The invoice consumer's delivery of the same event is its own.
    expect((await subject().deliveries.claimDue(invoice, T0, LEASE, 10)).map((d) => d.event.id)).toEqual([event.id]);
    await subject().deliveries.complete(event.id, mail, at(2000));
    expect(await subject().deliveries.claimDue(mail, at(10 * LEASE), LEASE, 10)).toEqual([]);
  });

  it('a claim whose process died (the lease ran out, nothing settled) is claimed again, counting the attempt', async () => {
    const name = consumer();
    const event = await subject().append(order(), 'shipment:picked_up', [name], T0);
    await subject().deliveries.claimDue(name, T0, LEASE, 10);
    expect(await subject().deliveries.claimDue(name, at(LEASE - 1), LEASE, 10)).toEqual([]);
    const again = await subject().deliveries.claimDue(name, at(LEASE + 1), LEASE, 10);
    expect(again.map((d) => [d.event.id, d.attempts])).toEqual([[event.id, 1]]);
  });

  it('oldest event first, at most `limit`; an event nobody subscribed to has no delivery', async () => {
    const name = consumer();
    const id = order();
    const first = await subject().append(id, 'order:placed', [name], T0);
    await subject().append(id, 'status:PROCESSING', [], at(1));
    const third = await subject().append(id, 'status:REFUNDED', [name], at(2));
    expect((await subject().deliveries.claimDue(name, at(10), LEASE, 1)).map((d) => d.event.id)).toEqual([first.id]);
    expect((await subject().deliveries.claimDue(name, at(10), LEASE, 10)).map((d) => d.event.id)).toEqual([third.id]);
  });

  it('retryLater waits until its time; fail lists it to staff with the error until a staff retry makes it due again', async () => {
    const name = consumer();
    const event = await subject().append(order(), 'status:PAID', [name], T0);
    await subject().deliveries.claimDue(name, T0, LEASE, 10);
    await subject().deliveries.retryLater(event.id, name, at(30 * 60_000), 'rate limited', at(5));
    expect(await subject().deliveries.claimDue(name, at(30 * 60_000 - 1), LEASE, 10)).toEqual([]);
    expect(await subject().deliveries.claimDue(name, at(30 * 60_000), LEASE, 10)).toHaveLength(1);
    await subject().deliveries.fail(event.id, name, 'SMTP 550 mailbox unavailable', at(30 * 60_000 + 5));
    expect(await subject().deliveries.claimDue(name, at(99 * 60_000), LEASE, 10)).toEqual([]);
    const failed = (await subject().deliveries.listFailed(500)).filter((d) => d.consumer === name);
    expect(failed).toEqual([{ eventId: event.id, orderId: event.orderId, consumer: name, type: 'status:PAID', attempts: 2, lastError: 'SMTP 550 mailbox unavailable', updatedAt: at(30 * 60_000 + 5) }]);
    expect(await subject().deliveries.retryFailed(event.id, name, at(100 * 60_000))).toBe(event.orderId);
    expect(await subject().deliveries.retryFailed(event.id, name, at(100 * 60_000))).toBeNull();
    expect((await subject().deliveries.claimDue(name, at(100 * 60_000), LEASE, 10)).map((d) => d.attempts)).toEqual([0]);
  });

  it('a delivery done stays done: a late retryLater or fail from a process whose lease ran out changes nothing', async () => {
    const name = consumer();
    const event = await subject().append(order(), 'status:PAID', [name], T0);
    await subject().deliveries.claimDue(name, T0, LEASE, 10);
    await subject().deliveries.complete(event.id, name, at(1));
    await subject().deliveries.retryLater(event.id, name, at(2), 'late', at(2));
    await subject().deliveries.fail(event.id, name, 'late', at(3));
    expect(await subject().deliveries.claimDue(name, at(10 * LEASE), LEASE, 10)).toEqual([]);
    expect((await subject().deliveries.listFailed(500)).filter((d) => d.consumer === name)).toEqual([]);
  });
});

/** Two processes (two knex instances on one SQLite file or MySQL database) claiming the same consumer's deliveries. */
describe.each(databasesUnderTest)('OrderEventDeliveries across two knex instances on $name', (db) => {
  let first: Knex;
  let second: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await openTwoKnexInstances(db, 'order-event-deliveries-'));
  });
  afterAll(() => close());

  it('of 8 claimers (both processes) racing over 30 events, each event is claimed exactly once', async () => {
    const name = consumer();
    const ids: number[] = [];
    for (let n = 0; n < 30; n += 1) ids.push((await knexAppend(first, order(), 'status:PAID', [name], T0)).id);
    const claims = await Promise.all(Array.from({ length: 8 }, (_, index) => new KnexOrderEventDeliveries(index % 2 === 0 ? first : second).claimDue(name, at(index), LEASE, 30)));
    const claimed = claims.flat().map((d) => d.event.id).sort((a, b) => a - b);
    expect(claimed).toEqual(ids);
  });
});
