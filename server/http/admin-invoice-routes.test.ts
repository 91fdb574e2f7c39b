import type { Knex } from 'knex';
import { insertOrderRow, orderSeed } from '../../adapters/persistence/testing/order-seeds';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../application/accounts/account-settings';
import { EINVOICE_GATEWAY, type EinvoiceGateway } from '../../application/invoicing/einvoice-gateway.port';
import { INVOICE_CONSUMER_SUBSCRIPTION } from '../../application/invoicing/invoice-consumer';
import type { OrderEventType } from '../../application/order-events/order-event';
import { ORDER_EVENT_CONSUMERS, type OrderEventConsumer } from '../../application/order-events/order-event-consumer';
import { relateNumberOf } from '../../domain/invoicing/order-invoice';
import { apiCalls, expectStaffOnly, registerCustomer, registerStaff } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const STAFF_SECRET = 'invoice-staff-secret';
const LIST = '/api/admin/invoices/problems';

/**
 * Issue 30 on the running shop with PROVIDERS=sandbox: the 'invoice' consumer issues through the ECPay e-invoice
 * gateway bound by the invoicing module against the simulator over HTTP (stage keys, envelope, Issue's field rules),
 * and the console lists what failed and retries it.
 */
describe.each(databasesUnderTest)('e-invoices over the simulator, and /api/admin/invoices on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  let eventId = 0;
  const call = apiCalls(() => server.url);
  const staffToken = async () => (await registerStaff(call, STAFF_SECRET)).token;
  const consumer = () => server.container.getAll<OrderEventConsumer>(ORDER_EVENT_CONSUMERS).find((c) => c.name === INVOICE_CONSUMER_SUBSCRIPTION.name)!;
  const deliver = (orderId: string, type: OrderEventType) => consumer().handle({ id: (eventId += 1), orderId, type, reason: null, createdAt: new Date() });
  const placeOrder = (overrides: Parameters<typeof orderSeed>[1] = {}) => insertOrderRow(knex, orderSeed(new Date(), overrides));

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, providers: 'sandbox', accounts: { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: STAFF_SECRET } },
      { knex, logger: silentLogger, env: {}, ecpaySandbox: { retryDelaysMs: [] } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('a paid card order is invoiced once at the simulator: number, date and random code on the order; a redelivery issues nothing more', async () => {
    const orderId = await placeOrder();
    expect(await deliver(orderId, 'status:PAID')).toBe('done');
    const row = await knex('invoices').where({ order_id: orderId }).first();
    expect(row).toMatchObject({ kind: 'member-carrier', state: 'ISSUED', relate_number: relateNumberOf(orderId), invoice_number: expect.stringMatching(/^[A-Z]{2}\d{8}$/), random_code: expect.stringMatching(/^\d{4}$/) });
    expect(row.issued_at).not.toBeNull();
    expect(await deliver(orderId, 'status:PAID')).toBe('done');
    expect((await knex('invoices').where({ order_id: orderId }).first()).invoice_number).toBe(row.invoice_number);
  });

  it('after a crash between ECPay\'s answer and the write, the simulator answers duplicate and the invoice is read back with GetIssue', async () => {
    const orderId = await placeOrder();
    const gateway = server.container.get<EinvoiceGateway>(EINVOICE_GATEWAY);
    const first = await gateway.issueInvoice({
      reference: relateNumberOf(orderId), recipient: { kind: 'member-carrier' }, buyer: { name: '王小明', phone: '0912345678' },
      lines: [{ name: '羊毛大衣', quantity: 1, unitPrice: 1280, amount: 1280, unit: '件' }], total: 1280,
    });
    if (first.kind !== 'issued') throw new Error(`not issued: ${JSON.stringify(first)}`);
    expect(await deliver(orderId, 'status:PAID')).toBe('done');
    expect(await knex('invoices').where({ order_id: orderId }).first()).toMatchObject({ state: 'ISSUED', invoice_number: first.invoice.number, random_code: first.invoice.randomCode });
  });

  it('a store-payment order is invoiced at pickup, not before: placed and processing issue nothing, picked up issues once', async () => {
    const orderId = await placeOrder({ paymentMethod: 'store_cod', status: 'PROCESSING' });
    for (const type of ['order:placed', 'status:PROCESSING', 'shipment:handed_in', 'shipment:at_store'] as const) expect(await deliver(orderId, type)).toBe('done');
    expect(await knex('invoices').where({ order_id: orderId }).first()).toBeUndefined();
    expect(await deliver(orderId, 'shipment:picked_up')).toBe('done');
    const row = await knex('invoices').where({ order_id: orderId }).first();
    expect(row).toMatchObject({ state: 'ISSUED', invoice_number: expect.stringMatching(/^[A-Z]{2}\d{8}$/) });
    expect(await deliver(orderId, 'shipment:picked_up')).toBe('done');
    expect((await knex('invoices').where({ order_id: orderId }).first()).invoice_number).toBe(row.invoice_number);
  });

  it('a card order\'s pickup issues nothing more: it was invoiced when paid', async () => {
    const orderId = await placeOrder();
    await deliver(orderId, 'status:PAID');
    const paid = await knex('invoices').where({ order_id: orderId }).first();
    expect(await deliver(orderId, 'shipment:picked_up')).toBe('done');
    expect(await knex('invoices').where({ order_id: orderId }).first()).toMatchObject({ invoice_number: paid.invoice_number, attempts: paid.attempts });
  });

  it('a refund voids it at the simulator', async () => {
    const orderId = await placeOrder();
    await deliver(orderId, 'status:PAID');
    await knex('orders').where({ id: orderId }).update({ status: 'REFUNDED' });
    expect(await deliver(orderId, 'status:REFUNDED')).toBe('done');
    expect(await knex('invoices').where({ order_id: orderId }).first()).toMatchObject({ state: 'VOIDED' });
  });

  it('staff only: no token 401, a customer\'s 403 STAFF_ONLY; a malformed order id 400 with its field', async () => {
    await expectStaffOnly(call, [['GET', LIST], ['POST', '/api/admin/invoices/ORD-00000001/retry']], await registerCustomer(call), { bodyOf: () => undefined, deadToken: 's_dead' });
    const bad = await call('POST', '/api/admin/invoices/nope/retry', { token: await staffToken() });
    expect([bad.status, Object.keys(bad.body.fields ?? {})]).toEqual([400, ['orderId']]);
  });

  it('an invoice ECPay refused is listed with the reason; the retry (after the fix) issues it, audited; a retry of a settled one is 409, of none 404', async () => {
    const orderId = await placeOrder();
    // A tax id that fails the Ministry's checksum: the simulator refuses the Issue as ECPay does.
    await knex('invoices').insert({ order_id: orderId, kind: 'company', tax_id: '12345678', title: 'Test Ltd', state: 'NOT_ISSUED', attempts: 0, created_at: new Date(), updated_at: new Date() });
    expect(await deliver(orderId, 'status:PAID')).toBe('done');
    const token = await staffToken();
    const listed = await call('GET', LIST, { token });
    expect([listed.status, listed.cache]).toEqual([200, 'no-store']);
    expect(listed.body.items).toEqual([expect.objectContaining({ orderId, state: 'ISSUE_FAILED', reason: expect.any(String), invoiceNumber: null, attempts: 1, retryable: true })]);

    await knex('invoices').where({ order_id: orderId }).update({ tax_id: '04595257' });
    const retried = await call('POST', `/api/admin/invoices/${orderId}/retry`, { token });
    expect([retried.status, retried.body]).toEqual([200, expect.objectContaining({ orderId, state: 'ISSUED', reason: null, invoiceNumber: expect.stringMatching(/^[A-Z]{2}\d{8}$/), retryable: false })]);
    expect((await call('GET', LIST, { token })).body.items).toEqual([]);
    expect(await knex('staff_audit_log').where({ action: 'invoice.retried', target: `order:${orderId}` }).count({ n: '*' }).first()).toEqual({ n: 1 });

    expect((await call('POST', `/api/admin/invoices/${orderId}/retry`, { token })).status).toBe(409);
    expect((await call('POST', '/api/admin/invoices/ORD-99999991/retry', { token })).status).toBe(404);
  });
});
