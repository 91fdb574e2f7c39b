import type { Knex } from 'knex';
import { KnexOrderEventDeliveries } from '../../adapters/persistence/order-events/knex-order-event-deliveries';
import { appendOrderEvents } from '../../adapters/persistence/order-events/order-event-outbox';
import { insertOrderRow, orderSeed } from '../../adapters/persistence/testing/order-seeds';
import { inWriteTransaction } from '../../adapters/persistence/write-transaction';
import { OrderEventSubscriptions } from '../../application/order-events/order-event-subscriptions';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { formatMessage } from '../../domain/messages';
import { apiCalls, registerCustomer, registerStaff } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { serveApp, type ServedApp } from './testing/serve-app';

const T0 = new Date('2026-12-03T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const STAFF_SECRET = 'order-event-staff-secret';
const LIST = '/api/admin/order-events/failed';
const LEASE = 60_000;

/**
 * Issue 30 on the app with its fakes and no jobs (so nothing but these calls claims a delivery): the console's failed
 * order follow-ups (GET /api/admin/order-events/failed, the retry) over the outbox as the one writer leaves it, and
 * POST /api/admin/orders/{id}/end, whose move writes its event.
 */
describe.each(databasesUnderTest)('/api/admin/order-events and /api/admin/orders/{id}/end on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let app: ServedApp;
  let deliveries: KnexOrderEventDeliveries;
  const clock = new FakeClock(T0);
  const call = apiCalls(() => app.url);
  const staffToken = async () => (await registerStaff(call, STAFF_SECRET)).token;

  /** A paid card order whose status:PAID mail was claimed and given up: what the dispatcher leaves after its last attempt. */
  async function failedMail(error: string): Promise<{ orderId: string; eventId: number }> {
    const orderId = await insertOrderRow(knex, orderSeed(T0));
    const subscriptions = new OrderEventSubscriptions([{ name: 'mail', subscribes: ['status:PAID'] }]);
    await inWriteTransaction(knex, (trx) => appendOrderEvents(trx, subscriptions, orderId, [{ type: 'status:PAID', reason: 'paid' }], T0));
    const [claimed] = (await deliveries.claimDue('mail', T0, LEASE, 100)).filter((delivery) => delivery.event.orderId === orderId);
    await deliveries.fail(claimed.event.id, 'mail', error, at(1000));
    return { orderId, eventId: claimed.event.id };
  }

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    deliveries = new KnexOrderEventDeliveries(knex);
    app = await serveApp(knex, { clock, staffSecret: STAFF_SECRET, overrides: [] });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('staff only: no token, a dead one or a customer\'s is 401 on the list and the retry, and a refused retry changes nothing', async () => {
    const { eventId } = await failedMail('SMTP 421 try again later');
    const customer = await registerCustomer(call);
    for (const [method, pathname] of [['GET', LIST], ['POST', `/api/admin/order-events/${eventId}/mail/retry`]]) {
      for (const token of [undefined, 's_dead', customer]) {
        expect([method, pathname, token, (await call(method, pathname, { token })).status]).toEqual([method, pathname, token, 401]);
      }
    }
    expect(await knex('order_event_deliveries').where({ event_id: eventId, consumer: 'mail' }).first('state')).toEqual({ state: 'failed' });
  });

  it('a failed delivery is listed with its error; the retry makes it due again, audited order_event.retry; a second retry is 409', async () => {
    const { orderId, eventId } = await failedMail('SMTP 550 mailbox unavailable');
    const token = await staffToken();
    const listed = await call('GET', LIST, { token });
    expect([listed.status, listed.cache]).toEqual([200, 'no-store']);
    expect(listed.body.items).toContainEqual({
      eventId, orderId, consumer: 'mail', type: 'status:PAID', attempts: 1, lastError: 'SMTP 550 mailbox unavailable', updatedAt: at(1000).toISOString(),
    });
    expect(await deliveries.claimDue('mail', at(60 * 60_000), LEASE, 100)).toEqual([]);

    const retried = await call('POST', `/api/admin/order-events/${eventId}/mail/retry`, { token });
    expect([retried.status, retried.cache, retried.body]).toEqual([200, 'no-store', { success: true, message: formatMessage('DELIVERY_RETRIED') }]);
    expect((await call('GET', LIST, { token })).body.items.map((item: { eventId: number }) => item.eventId)).not.toContain(eventId);
    // Due now, its attempts counted afresh: the dispatcher's next claim takes it.
    const due = await deliveries.claimDue('mail', T0, LEASE, 100);
    expect(due.map((delivery) => [delivery.event.id, delivery.event.orderId, delivery.attempts])).toEqual([[eventId, orderId, 0]]);
    const audit = await knex('staff_audit_log').where({ action: 'order_event.retry', target: `order:${orderId}` });
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].details)).toEqual({ eventId, consumer: 'mail' });

    const again = await call('POST', `/api/admin/order-events/${eventId}/mail/retry`, { token });
    expect([again.status, again.body.code]).toEqual([409, 'DELIVERY_NOT_FAILED']);
    expect(await knex('staff_audit_log').where({ action: 'order_event.retry', target: `order:${orderId}` })).toHaveLength(1);
  });

  it('a retry of a delivery that never failed, of another consumer, or a malformed key changes nothing', async () => {
    const { eventId } = await failedMail('SMTP 550 mailbox unavailable');
    const token = await staffToken();
    expect((await call('POST', `/api/admin/order-events/${eventId}/invoice/retry`, { token })).status).toBe(409);
    expect((await call('POST', `/api/admin/order-events/${eventId + 1000}/mail/retry`, { token })).status).toBe(409);
    for (const path of [`/api/admin/order-events/0/mail/retry`, `/api/admin/order-events/${eventId}/MAIL;drop/retry`, '/api/admin/order-events/1e3/mail/retry']) {
      expect([path, (await call('POST', path, { token })).status]).toEqual([path, 404]);
    }
    expect(await knex('order_event_deliveries').where({ event_id: eventId, consumer: 'mail' }).first('state')).toEqual({ state: 'failed' });
  });

  it('POST /end: a paid card order ends REFUNDED with its status:REFUNDED event; CANCELLED on it is 409 before and after; a bad body 400; staff only', async () => {
    const orderId = await insertOrderRow(knex, orderSeed(T0));
    const token = await staffToken();
    const end = (to: unknown, auth: { token?: string } = { token }) => call('POST', `/api/admin/orders/${orderId}/end`, { ...auth, body: { to } });

    expect((await end('REFUNDED', {})).status).toBe(401);
    expect((await end('REFUNDED', { token: await registerCustomer(call) })).status).toBe(403);
    const invalid = await end('DONE');
    expect([invalid.status, Object.keys(invalid.body.fields ?? {})]).toEqual([400, ['to']]);
    expect((await call('POST', `/api/admin/orders/${orderId}/end`, { token, body: {} })).status).toBe(400);
    const cancel = await end('CANCELLED');
    expect([cancel.status, cancel.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    expect(await knex('orders').where({ id: orderId }).first('status')).toEqual({ status: 'PAID' });

    const refunded = await end('REFUNDED');
    expect([refunded.status, refunded.body]).toEqual([200, { success: true, message: formatMessage('ADMIN_ORDER_REFUNDED'), orderId, status: 'REFUNDED', changed: true }]);
    expect(await knex('orders').where({ id: orderId }).first('status')).toEqual({ status: 'REFUNDED' });
    expect((await knex('order_events').where({ order_id: orderId })).map((row: { type: string }) => row.type)).toEqual(['status:REFUNDED']);
    expect(await knex('staff_audit_log').where({ action: 'order.refunded', target: `order:${orderId}` })).toHaveLength(1);

    const afterwards = await end('CANCELLED');
    expect([afterwards.status, afterwards.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    expect((await knex('order_events').where({ order_id: orderId })).map((row: { type: string }) => row.type)).toEqual(['status:REFUNDED']);
  });
});
