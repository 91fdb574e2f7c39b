import type { OrderEvent } from './order-event';
import type { OrderEventConsumer } from './order-event-consumer';
import { DELIVERY_ATTEMPTS, deliveryBackoffMs, DELIVERY_LEASE_MS, RunOrderEventDeliveries } from './run-order-event-deliveries';
import { InMemoryOrderEventDeliveries } from './testing/in-memory-order-event-deliveries';

const T0 = new Date('2026-12-03T08:00:00.000Z');

function setup(consumers: OrderEventConsumer[]) {
  const clock = { at: T0, now() { return this.at; } };
  const deliveries = new InMemoryOrderEventDeliveries();
  const run = new RunOrderEventDeliveries(deliveries, clock, consumers);
  const advance = (ms: number) => { clock.at = new Date(clock.at.getTime() + ms); };
  return { clock, deliveries, run, advance };
}

function recorder(name: string, answer: (event: OrderEvent) => Promise<'done' | { retryAt: Date }>): OrderEventConsumer & { seen: number[] } {
  const seen: number[] = [];
  return { name, subscribes: ['status:PAID'], seen, handle: async (event) => { seen.push(event.id); return answer(event); } };
}

describe('RunOrderEventDeliveries: the outbox dispatcher (issue 30)', () => {
  it('hands each event to each of its consumers once; a second run finds nothing to do', async () => {
    const mail = recorder('mail', async () => 'done');
    const invoice = recorder('invoice', async () => 'done');
    const { deliveries, run } = setup([mail, invoice]);
    const paid = deliveries.append('ORD-00000001', 'status:PAID', ['mail', 'invoice'], T0);
    const placed = deliveries.append('ORD-00000002', 'order:placed', ['mail'], T0);
    expect(await run.execute()).toEqual({ done: 3, retrying: 0, failed: [] });
    expect(await run.execute()).toEqual({ done: 0, retrying: 0, failed: [] });
    expect(mail.seen).toEqual([paid.id, placed.id]);
    expect(invoice.seen).toEqual([paid.id]);
  });

  it('a consumer that throws is retried with backoff, and its failure does not stop the other consumers', async () => {
    let calls = 0;
    const flaky = recorder('mail', async () => { calls += 1; if (calls < 3) throw new Error('SMTP 421 try later'); return 'done'; });
    const invoice = recorder('invoice', async () => 'done');
    const { deliveries, run, advance } = setup([flaky, invoice]);
    const event = deliveries.append('ORD-00000003', 'status:PAID', ['mail', 'invoice'], T0);
    expect(await run.execute()).toEqual({ done: 1, retrying: 1, failed: [] });
    expect(deliveries.delivery(event.id, 'mail')).toMatchObject({ state: 'pending', lastError: 'SMTP 421 try later', nextAttemptAt: new Date(T0.getTime() + deliveryBackoffMs(1)) });
    advance(deliveryBackoffMs(1) - 1);
    expect(await run.execute()).toEqual({ done: 0, retrying: 0, failed: [] });
    advance(1);
    expect((await run.execute()).retrying).toBe(1);
    advance(deliveryBackoffMs(2));
    expect((await run.execute()).done).toBe(1);
    expect(flaky.seen).toEqual([event.id, event.id, event.id]);
  });

  it(`after ${DELIVERY_ATTEMPTS} failures the delivery is failed and listed to staff with its error`, async () => {
    const broken = recorder('mail', async () => { throw new Error('SMTP 550 no such user'); });
    const { deliveries, run, advance } = setup([broken]);
    const event = deliveries.append('ORD-00000004', 'status:PAID', ['mail'], T0);
    let last = await run.execute();
    for (let n = 1; n < DELIVERY_ATTEMPTS; n += 1) {
      advance(deliveryBackoffMs(n));
      last = await run.execute();
    }
    expect(last.failed).toEqual([{ eventId: event.id, orderId: 'ORD-00000004', consumer: 'mail', error: 'SMTP 550 no such user' }]);
    expect(broken.seen).toHaveLength(DELIVERY_ATTEMPTS);
    expect(await deliveries.listFailed(10)).toMatchObject([{ eventId: event.id, consumer: 'mail', attempts: DELIVERY_ATTEMPTS, lastError: 'SMTP 550 no such user' }]);
    advance(24 * 3600_000);
    await run.execute();
    expect(broken.seen).toHaveLength(DELIVERY_ATTEMPTS);
  });

  it("a consumer's own wait (a provider's rate limit) is kept: not called again before it, and not counted as a failure", async () => {
    const retryAt = new Date(T0.getTime() + 30 * 60_000);
    let limited = true;
    const invoice = recorder('invoice', async () => (limited ? { retryAt } : 'done'));
    const { deliveries, run, advance } = setup([invoice]);
    deliveries.append('ORD-00000005', 'status:PAID', ['invoice'], T0);
    expect((await run.execute()).retrying).toBe(1);
    advance(30 * 60_000 - 1);
    await run.execute();
    expect(invoice.seen).toHaveLength(1);
    limited = false;
    advance(1);
    expect((await run.execute()).done).toBe(1);
  });

  it('a process killed mid-delivery leaves a lease that runs out: another run delivers it again (consumers are idempotent)', async () => {
    const mail = recorder('mail', async () => 'done');
    const { deliveries, run, advance } = setup([mail]);
    const event = deliveries.append('ORD-00000006', 'status:PAID', ['mail'], T0);
    await deliveries.claimDue('mail', T0, DELIVERY_LEASE_MS, 10); // the killed process's claim, never settled
    expect((await run.execute()).done).toBe(0);
    advance(DELIVERY_LEASE_MS + 1);
    expect((await run.execute()).done).toBe(1);
    expect(mail.seen).toEqual([event.id]);
  });
});
