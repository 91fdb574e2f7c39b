import { RecordStaffAction } from '../admin/record-staff-action';
import { ConflictError } from '../errors';
import { errorOf } from '../orders/testing/test-fixture';
import { FakeClock } from '../shared/testing/fake-clock';
import { InMemoryAuditLog } from '../shared/testing/in-memory-audit-log';
import { RetryFailedDelivery } from './retry-failed-delivery';
import { InMemoryOrderEventDeliveries } from './testing/in-memory-order-event-deliveries';

const T0 = new Date('2026-12-03T08:00:00.000Z');
const STAFF = 7;

function setup() {
  const clock = new FakeClock(T0);
  const deliveries = new InMemoryOrderEventDeliveries();
  const auditLog = new InMemoryAuditLog();
  const retry = new RetryFailedDelivery(deliveries, new RecordStaffAction(auditLog, clock), clock);
  /** A delivery the dispatcher claimed and gave up on. */
  const failed = async (orderId: string, consumer = 'mail') => {
    const event = deliveries.append(orderId, 'status:PAID', [consumer], clock.now());
    await deliveries.claimDue(consumer, clock.now(), 60_000, 1000);
    await deliveries.fail(event.id, consumer, 'SMTP 550 mailbox unavailable', clock.now());
    return event;
  };
  return { clock, deliveries, auditLog, retry, failed };
}

describe('RetryFailedDelivery: staff make a failed delivery due again (issue 30)', () => {
  it('the retry makes it due now, audited once on its order; a second retry is refused and audits nothing', async () => {
    const { clock, deliveries, auditLog, retry, failed } = setup();
    const event = await failed('ORD-00000001');
    clock.advance(60_000);
    await retry.execute(event.id, 'mail', STAFF);
    expect(deliveries.delivery(event.id, 'mail')).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: clock.now() });
    const entry = { staffId: STAFF, action: 'order_event.retry', target: 'order:ORD-00000001', details: { eventId: event.id, consumer: 'mail' }, at: clock.now() };
    expect(auditLog.entries).toEqual([entry]);

    expect(await errorOf(retry.execute(event.id, 'mail', STAFF))).toMatchObject({ code: 'DELIVERY_NOT_FAILED' });
    expect(auditLog.entries).toEqual([entry]);
  });

  it('an unknown delivery, another consumer\'s key or one that never failed is refused, changes nothing and audits nothing', async () => {
    const { deliveries, auditLog, retry, failed } = setup();
    const event = await failed('ORD-00000002');
    const pending = deliveries.append('ORD-00000003', 'status:PAID', ['mail'], T0);
    for (const [eventId, consumer] of [[event.id + 100, 'mail'], [event.id, 'invoice'], [pending.id, 'mail']] as const) {
      const error = await errorOf(retry.execute(eventId, consumer, STAFF));
      expect([eventId, consumer, error instanceof ConflictError]).toEqual([eventId, consumer, true]);
    }
    expect(deliveries.delivery(event.id, 'mail')?.state).toBe('failed');
    expect(deliveries.delivery(pending.id, 'mail')?.state).toBe('pending');
    expect(auditLog.entries).toEqual([]);
  });

  it('a failed delivery older than the console\'s 500 newest is audited too (the audit follows the retry, not the list)', async () => {
    const { clock, auditLog, retry, failed } = setup();
    const oldest = await failed('ORD-00000004');
    for (let index = 0; index < 500; index += 1) {
      clock.advance(1);
      await failed(`ORD-1${String(index).padStart(7, '0')}`);
    }
    await retry.execute(oldest.id, 'mail', STAFF);
    expect(auditLog.entries.map((entry) => entry.target)).toEqual(['order:ORD-00000004']);
  });
});
