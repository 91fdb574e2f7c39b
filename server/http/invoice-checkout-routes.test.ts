import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../application/accounts/account-settings';
import { ProviderUnavailableError } from '../../application/errors';
import { EINVOICE_GATEWAY, type CheckCodeOutcome, type EinvoiceGateway } from '../../application/invoicing/einvoice-gateway.port';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { MESSAGES } from '../../domain/validation/messages';
import { apiCalls, registerStaff } from '../../test/support/api-calls';
import { cartKeyHeaders, newCartKey } from '../../test/support/cart-key';
import { callFrom } from '../../test/support/client-ip';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { override } from '../container';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 30 at checkout: the invoice section and the e-mail are stored with the order (invoices row NOT_ISSUED,
 * orders.email), a wrong value is a 400 field error and no order, ECPay's "no such code" is a field error while
 * its outages never block the order, a member's choice is offered again, and the order reads show the invoice.
 */
const T0 = Date.parse('2026-12-03T04:00:00.000Z');
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
const BROWSER_KEY = newCartKey();
const VALID_TAX_ID = '04595257';
const STAFF_SECRET = 'invoice-staff-secret';

let counter = 0;
const unique = () => (counter += 1);
const newPhone = () => `09${String(70_000_000 + unique()).slice(-8)}`;

/** ECPay's code checks as the test sets them: each code answers what `answers` says ('exists' by default). */
class FakeCodeChecks {
  readonly asked: string[] = [];
  readonly answers = new Map<string, CheckCodeOutcome | 'outage'>();

  private async check(code: string): Promise<CheckCodeOutcome> {
    this.asked.push(code);
    const answer = this.answers.get(code) ?? { kind: 'exists' };
    if (answer === 'outage') throw new ProviderUnavailableError('EINVOICE_UNAVAILABLE', 'EINVOICE_UNAVAILABLE');
    return answer;
  }

  gateway(): EinvoiceGateway {
    const unused = async (): Promise<never> => { throw new Error('not at checkout'); };
    return {
      issueInvoice: unused, voidInvoice: unused, findInvoice: unused,
      checkMobileBarcode: (barcode) => this.check(barcode), checkLoveCode: (loveCode) => this.check(loveCode),
    };
  }
}

describe.each(databasesUnderTest)('checkout invoice and e-mail on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  let clock: FakeClock;
  const codes = new FakeCodeChecks();
  const api = apiCalls(() => server.url);
  const call = (method: string, pathname: string, body?: unknown, token?: string) =>
    api(method, pathname, { body, token, headers: { 'Content-Type': 'application/json', ...cartKeyHeaders(BROWSER_KEY) } });

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 1));
    clock = new FakeClock(new Date(T0));
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, accounts: { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: STAFF_SECRET } }, {
      knex, logger: silentLogger, clock, overrides: [override(EINVOICE_GATEWAY, codes.gateway())],
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const addItem = async (phone: string, token?: string) => {
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [id] = await knex('outlet_items').insert({ ...row, sku: `INV-T-${unique()}`, total_quantity: 5 });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    expect((await call('POST', '/api/cart/add', { phone, itemId: Number(id) }, token)).status).toBe(201);
  };
  const body = (phone: string, extra: Record<string, unknown> = {}) => ({
    name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData: STORE, ...extra,
  });
  /** A cart of one item checked out with `extra` in the body. */
  const checkout = async (extra: Record<string, unknown> = {}, phone = newPhone(), token?: string) => {
    await addItem(phone, token);
    return call('POST', '/api/cart/checkout', body(phone, extra), token);
  };
  const invoiceRow = (orderId: string) => knex('invoices').where('order_id', orderId)
    .first('kind', 'barcode', 'certificate', 'love_code', 'tax_id', 'title', 'state', 'invoice_number');
  const ordersOf = async (phone: string) => (await knex('orders').where('customer_phone', phone).count({ n: '*' }))[0].n;
  const register = async () => {
    const n = unique();
    const phone = newPhone();
    const answer = await call('POST', '/api/customers/register', { name: '林小美', email: `inv.${n}@example.com`, phone, password: 'secret-123' });
    expect(answer.status).toBe(201);
    return { id: answer.body.user.id as number, phone, email: `inv.${n}@example.com`, token: answer.body.token as string };
  };

  it.each([
    ['no section: the member carrier', undefined, { kind: 'member-carrier', barcode: null, certificate: null, love_code: null, tax_id: null, title: null }],
    ['mobile barcode', { kind: 'mobile-barcode', barcode: '/ABC1234' }, { kind: 'mobile-barcode', barcode: '/ABC1234' }],
    ['citizen certificate', { kind: 'certificate', certificate: 'AB12345678901234' }, { kind: 'certificate', certificate: 'AB12345678901234' }],
    ['donation', { kind: 'donation', loveCode: '168001' }, { kind: 'donation', love_code: '168001' }],
    ['company', { kind: 'company', taxId: VALID_TAX_ID, title: ' 好物有限公司 ' }, { kind: 'company', tax_id: VALID_TAX_ID, title: '好物有限公司', barcode: null }],
  ])('%s: the order is placed with its invoices row, not issued yet', async (_name, invoice, row) => {
    const answer = await checkout(invoice === undefined ? {} : { invoice });
    expect(answer.status).toBe(201);
    expect(await invoiceRow(answer.body.orderId)).toMatchObject({ ...row, state: 'NOT_ISSUED', invoice_number: null });
  });

  it('a guest\'s e-mail is stored on the order, trimmed; none is null', async () => {
    const withMail = await checkout({ email: '  amy@example.com ' });
    expect(withMail.status).toBe(201);
    expect((await knex('orders').where('id', withMail.body.orderId).first('email')).email).toBe('amy@example.com');
    const without = await checkout({ email: '' });
    expect((await knex('orders').where('id', without.body.orderId).first('email')).email).toBeNull();
  });

  it('wrong values are 400 field errors under invoice.{field} and email, and no order is placed', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ invoice: { kind: 'mobile-barcode', barcode: '/abc' } }, { 'invoice.barcode': MESSAGES.INVOICE_BARCODE_INVALID }],
      [{ invoice: { kind: 'certificate', certificate: '12' } }, { 'invoice.certificate': MESSAGES.INVOICE_CERTIFICATE_INVALID }],
      [{ invoice: { kind: 'donation', loveCode: '12' } }, { 'invoice.loveCode': MESSAGES.INVOICE_LOVE_CODE_INVALID }],
      [{ invoice: { kind: 'company', taxId: '12345678', title: '' } }, { 'invoice.taxId': MESSAGES.INVOICE_TAX_ID_CHECKSUM, 'invoice.title': MESSAGES.INVOICE_COMPANY_TITLE_REQUIRED }],
      [{ invoice: { kind: 'paper' } }, { 'invoice.kind': MESSAGES.INVOICE_KIND_INVALID }],
      [{ email: 'not-an-address' }, { email: MESSAGES.EMAIL_INVALID }],
    ];
    for (const [extra, fields] of cases) {
      const phone = newPhone();
      const answer = await checkout(extra, phone);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.fromEntries(Object.entries(answer.body.fields as Record<string, { message: string }>).map(([key, value]) => [key, value.message]))).toEqual(fields);
      expect(await ordersOf(phone)).toBe(0);
    }
  });

  it('a field error comes back with the contact\'s in one answer', async () => {
    const answer = await checkout({ name: '', invoice: { kind: 'donation', loveCode: 'x' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['invoice.loveCode', 'name']);
  });

  it('a code is not asked of ECPay for a caller without a cart (a stranger cannot look codes up)', async () => {
    codes.asked.length = 0;
    const answer = await api('POST', '/api/cart/checkout', { body: body(newPhone(), { invoice: { kind: 'mobile-barcode', barcode: '/NOCART0' } }), headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(409);
    expect(codes.asked).toEqual([]);
  });

  it('ECPay\'s CheckBarcode and CheckLoveCode: unknown is a field error and no order; service down, rate limited or an outage place the order', async () => {
    codes.answers.set('/UNK0000', { kind: 'unknown' });
    codes.answers.set('9999999', { kind: 'unknown' });
    codes.answers.set('/DOWN000', { kind: 'service_down' });
    codes.answers.set('/RATE000', { kind: 'rate_limited', retryAt: new Date(T0 + 1_800_000) });
    codes.answers.set('7777777', 'outage');

    const phone = newPhone();
    const unknownBarcode = await checkout({ invoice: { kind: 'mobile-barcode', barcode: '/UNK0000' } }, phone);
    expect(unknownBarcode.status).toBe(400);
    expect(unknownBarcode.body.fields).toEqual({ 'invoice.barcode': { code: 'INVOICE_BARCODE_UNKNOWN', message: MESSAGES.INVOICE_BARCODE_UNKNOWN } });
    const unknownLoveCode = await call('POST', '/api/cart/checkout', body(phone, { invoice: { kind: 'donation', loveCode: '9999999' } }));
    expect(unknownLoveCode.body.fields).toEqual({ 'invoice.loveCode': { code: 'INVOICE_LOVE_CODE_UNKNOWN', message: MESSAGES.INVOICE_LOVE_CODE_UNKNOWN } });
    expect(await ordersOf(phone)).toBe(0);

    for (const invoice of [{ kind: 'mobile-barcode', barcode: '/DOWN000' }, { kind: 'donation', loveCode: '7777777' }, { kind: 'mobile-barcode', barcode: '/RATE000' }]) {
      const answer = await checkout({ invoice });
      expect(answer.status).toBe(201);
      expect(await invoiceRow(answer.body.orderId)).toMatchObject({ kind: invoice.kind, state: 'NOT_ISSUED' });
    }
    // After the rate limit nothing is asked before its retryAt (the port's rule): even an unknown code goes through.
    codes.asked.length = 0;
    expect((await checkout({ invoice: { kind: 'mobile-barcode', barcode: '/UNK0000' } })).status).toBe(201);
    expect(codes.asked).toEqual([]);
  });

  it('a member\'s choice is remembered and offered again; their account e-mail is used when the form leaves it empty', async () => {
    const member = await register();
    expect((await call('GET', '/api/customers/invoice-choice', undefined, member.token)).body).toEqual({ choice: { kind: 'member-carrier' }, remembered: false });

    const first = await checkout({ invoice: { kind: 'company', taxId: VALID_TAX_ID, title: '好物有限公司' } }, member.phone, member.token);
    expect(first.status).toBe(201);
    expect((await knex('orders').where('id', first.body.orderId).first('email')).email).toBe(member.email);
    expect((await call('GET', '/api/customers/invoice-choice', undefined, member.token)).body)
      .toEqual({ choice: { kind: 'company', taxId: VALID_TAX_ID, title: '好物有限公司' }, remembered: true });

    const second = await checkout({ invoice: { kind: 'donation', loveCode: '168001' }, email: 'other@example.com' }, member.phone, member.token);
    expect((await knex('orders').where('id', second.body.orderId).first('email')).email).toBe('other@example.com');
    expect((await call('GET', '/api/customers/invoice-choice', undefined, member.token)).body).toEqual({ choice: { kind: 'donation', loveCode: '168001' }, remembered: true });
    expect(await knex('customer_invoice_choices').where('customer_id', member.id).count({ n: '*' })).toEqual([{ n: 1 }]);

    // A guest's checkout remembers nothing, and the route is members' only.
    expect((await call('GET', '/api/customers/invoice-choice')).status).toBe(401);
  });

  it('the order page, the history and the console show the invoice; a stranger sees none', async () => {
    const member = await register();
    const placed = await checkout({ invoice: { kind: 'mobile-barcode', barcode: '/ABC1234' } }, member.phone, member.token);
    const { orderId, accessToken } = placed.body as { orderId: string; accessToken: string };
    const notIssued = { kind: 'mobile-barcode', state: 'NOT_ISSUED', number: null, issued_at: null, random_code: null, barcode: '/AB***34' };

    expect((await api('GET', `/api/ecpay/${orderId}`, { headers: { 'X-Order-Token': accessToken } })).body.invoice).toEqual(notIssued);
    expect((await api('GET', `/api/ecpay/${orderId}`)).body).not.toHaveProperty('invoice');

    await knex('invoices').where('order_id', orderId).update({ state: 'ISSUED', invoice_number: 'AB12345678', issued_at: new Date(T0 + 60_000), random_code: '1234' });
    const issued = { ...notIssued, state: 'ISSUED', number: 'AB12345678', issued_at: new Date(T0 + 60_000).toISOString(), random_code: '1234' };
    expect((await call('GET', `/api/ecpay/${orderId}`, undefined, member.token)).body.invoice).toEqual(issued);
    const history = await call('GET', '/api/customers/orders', undefined, member.token);
    expect(history.body.orders.find((order: { order_id: string }) => order.order_id === orderId).invoice).toEqual(issued);
    // The guest lookup (the phone proof, another browser): the whole order, its invoice with it; a wrong phone, neither.
    const proven = await api('POST', `/api/ecpay/${orderId}/proof`, { body: { phone: member.phone } });
    expect([proven.status, proven.body.order.invoice]).toEqual([200, issued]);
    const wrong = await api('POST', `/api/ecpay/${orderId}/proof`, { body: { phone: '0900000000' } });
    expect([wrong.status, JSON.stringify(wrong.body).includes('AB12345678')]).toEqual([404, false]);

    const company = await checkout({ invoice: { kind: 'company', taxId: VALID_TAX_ID, title: '好物有限公司' } });
    const staff = await registerStaff(api, STAFF_SECRET);
    const page = await api('GET', `/api/admin/orders/${company.body.orderId}`, { token: staff.token });
    expect(page.status).toBe(200);
    expect(page.body.invoice).toEqual({ kind: 'company', state: 'NOT_ISSUED', number: null, issued_at: null, random_code: null, tax_id: VALID_TAX_ID, title: '好物有限公司' });
  });

  it('from one client IP ECPay is asked at most invoiceCodeChecksPerClient codes; the further orders are placed unchecked', async () => {
    // Past the rate limit's pause of the test above (T0 + 30 min), and in fresh order numbers and limit windows.
    clock.advance(31 * 60_000);
    const { invoiceCodeChecksPerClient: limit } = DEFAULT_ABUSE_LIMITS;
    const unknown = Array.from({ length: limit + 2 }, (_, i) => `88${String(10_000 + unique()).slice(-4)}${i % 10}`);
    for (const code of unknown) codes.answers.set(code, { kind: 'unknown' });
    /** A cart of one item, added and checked out from `client` (a loopback source address) with `loveCode`. */
    const checkoutFrom = async (client: string, loveCode: string) => {
      const phone = newPhone();
      const headers = cartKeyHeaders(BROWSER_KEY);
      const [row] = buildDemoCatalogue(new Date(T0), 1);
      const [id] = await knex('outlet_items').insert({ ...row, sku: `INV-L-${unique()}`, total_quantity: 1 });
      server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
      expect((await callFrom(client, server.url, 'POST', '/api/cart/add', { phone, itemId: Number(id) }, headers)).status).toBe(201);
      return callFrom(client, server.url, 'POST', '/api/cart/checkout', body(phone, { invoice: { kind: 'donation', loveCode } }), headers);
    };

    codes.asked.length = 0;
    const statuses: number[] = [];
    for (const code of unknown) statuses.push((await checkoutFrom('127.0.30.1', code)).status);
    expect(statuses).toEqual([...Array(limit).fill(400), 201, 201]);
    expect(codes.asked).toEqual(unknown.slice(0, limit));

    // Another client is asked again.
    expect((await checkoutFrom('127.0.30.2', unknown[limit])).status).toBe(400);
    expect(codes.asked).toHaveLength(limit + 1);
  });
});
