import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { silentLogger } from '../logger';
import { MESSAGES } from '../../domain/validation/messages';
import { cartKeyHeaders } from '../../test/support/cart-key';
import { callFrom, type ClientAnswer } from '../../test/support/client-ip';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 28: a stranger on someone's order gets no actions. prepare-payment, can-retry and restore-from-order need
 * the order's proof (its token, its signed-in owner, or the phone proof); a stranger gets the refusal every proven
 * route gives, 404 ORDER_NOT_FOUND, never a payment form (its ItemName names the goods), and its calls spend
 * none of the buyer's prepare-payment budget (nine of them used to lock the buyer out of paying for 10 minutes).
 * On SQLite and, with MYSQL_URL, on MySQL (the burst below races the counters there).
 */
const T0 = '2026-11-20T04:00:00.000Z';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
const LIMITS = DEFAULT_ABUSE_LIMITS;
const NOT_FOUND = { code: 'ORDER_NOT_FOUND', message: MESSAGES.ORDER_NOT_FOUND };

let counter = 0;
const unique = () => (counter += 1);
const newPhone = () => `09${String(40_000_000 + unique()).slice(-8)}`;
const newClient = () => `127.0.${Math.floor(unique() / 250) + 1}.${(unique() % 250) + 2}`;

describe.each(databasesUnderTest)('the proof of an order\'s actions (issue 28) on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const call = (ip: string, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) =>
    callFrom(ip, server.url, method, pathname, body, headers);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const newItem = async () => {
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [id] = await knex('outlet_items').insert({ ...row, title: `私密外套 ${unique()}`, sku: `PROOF-${unique()}`, total_quantity: 1 });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    return Number(id);
  };
  /** A guest's card order, checked out in the buyer's browser (its cart key) from the buyer's address. */
  const guestOrder = async () => {
    const ip = newClient();
    const phone = newPhone();
    const browser = cartKeyHeaders();
    expect((await call(ip, 'POST', '/api/cart/add', { phone, itemId: await newItem() }, browser)).status).toBe(201);
    const answer = await call(ip, 'POST', '/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'credit_card', storeData: STORE }, browser);
    expect(answer.status).toBe(201);
    return { orderId: answer.body.orderId as string, phone, token: answer.body.accessToken as string, ip, browser };
  };
  const member = async () => {
    const n = unique();
    const answer = await call(newClient(), 'POST', '/api/customers/register', { name: '林小美', email: `proof.${n}@example.com`, phone: newPhone(), password: 'secret-123' });
    expect(answer.status).toBe(201);
    return { token: answer.body.token as string, phone: answer.body.user.phone as string };
  };
  const attempts = async (orderId: string) => Number((await knex('payment_attempts').where('order_id', orderId).count({ n: '*' }))[0].n);
  const prepare = (ip: string, orderId: string, headers: Record<string, string> = {}, body?: unknown) =>
    call(ip, 'POST', `/api/ecpay/${orderId}/prepare-payment`, body, headers);
  const expectRefused = (answer: ClientAnswer) => {
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: NOT_FOUND });
    expect(answer.text).not.toContain('formData');
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 1));
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, providers: 'sandbox' },
      { knex, logger: silentLogger, clock, env: {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('prepare-payment: a stranger (no proof, a made-up token, another member, a wrong phone) is the unknown order\'s 404, gets no form and opens no attempt', async () => {
    const order = await guestOrder();
    const stranger = newClient();
    const other = await member();
    const unknown = await prepare(stranger, 'ORD-00000003');
    expectRefused(unknown);
    for (const answer of [
      await prepare(stranger, order.orderId),
      await prepare(stranger, order.orderId, { 'X-Order-Token': 'made-up' }),
      await prepare(stranger, order.orderId, bearer(other.token)),
      await prepare(stranger, order.orderId, {}, { phone: newPhone() }),
      await prepare(stranger, order.orderId, {}, {}),
    ]) {
      expectRefused(answer);
      expect(answer.text).toBe(unknown.text);
    }
    expect(await attempts(order.orderId)).toBe(0);
    // A malformed phone is a 400 with its field, never a 500.
    const bad = await prepare(stranger, order.orderId, {}, { phone: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('phone');
  });

  it('prepare-payment: the token, the phone proof (another browser) and the signed-in owner each get the form', async () => {
    const order = await guestOrder();
    const byToken = await prepare(order.ip, order.orderId, { 'X-Order-Token': order.token });
    expect(byToken.status).toBe(200);
    expect(byToken.body.formData.ItemName).toContain('私密外套');
    const byPhone = await prepare(newClient(), order.orderId, {}, { phone: order.phone });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.merchantTradeNo).not.toBe(byToken.body.merchantTradeNo);
    expect(await attempts(order.orderId)).toBe(2);

    const alice = await member();
    const ip = newClient();
    expect((await call(ip, 'POST', '/api/cart/add', { phone: alice.phone, itemId: await newItem() }, bearer(alice.token))).status).toBe(201);
    const checkout = await call(ip, 'POST', '/api/cart/checkout', { name: '林小美', phone: alice.phone, deliveryMethod: 'pickup', paymentMethod: 'credit_card', storeData: STORE }, bearer(alice.token));
    expect(checkout.status).toBe(201);
    // Another device of the owner: no order token, only the sign-in.
    const byOwner = await prepare(newClient(), checkout.body.orderId, bearer(alice.token));
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.formData.MerchantTradeNo).toBe(byOwner.body.merchantTradeNo);
  });

  it('can-retry: the buyer\'s question; a stranger (or a made-up token) is 404, the token is answered', async () => {
    const order = await guestOrder();
    expect((await call(newClient(), 'GET', `/api/cart/can-retry/${order.orderId}`)).body).toEqual(NOT_FOUND);
    expect((await call(newClient(), 'GET', `/api/cart/can-retry/${order.orderId}`, undefined, { 'X-Order-Token': 'made-up' })).status).toBe(404);
    const answer = await call(newClient(), 'GET', `/api/cart/can-retry/${order.orderId}`, undefined, { 'X-Order-Token': order.token });
    expect(answer).toMatchObject({ status: 200, body: { canRetry: true, code: null } });
  });

  it('restore-from-order: a stranger (its own browser, with or without the phone, a made-up token) is 404 and nothing is held; the buyer restores', async () => {
    const order = await guestOrder();
    const stranger = newClient();
    const strangersBrowser = cartKeyHeaders();
    const heldBefore = Number((await knex('outlet_reservations').whereNull('released_at').count({ n: '*' }))[0].n);
    for (const answer of [
      await call(stranger, 'POST', `/api/cart/restore-from-order/${order.orderId}`, { phone: newPhone() }, strangersBrowser),
      await call(stranger, 'POST', `/api/cart/restore-from-order/${order.orderId}`, { phone: order.phone }),
      await call(stranger, 'POST', `/api/cart/restore-from-order/${order.orderId}`, { phone: newPhone() }, { ...strangersBrowser, 'X-Order-Token': 'made-up' }),
    ]) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect(Number((await knex('outlet_reservations').whereNull('released_at').count({ n: '*' }))[0].n)).toBe(heldBefore);
    const restored = await call(order.ip, 'POST', `/api/cart/restore-from-order/${order.orderId}`, { phone: order.phone }, { ...order.browser, 'X-Order-Token': order.token });
    expect(restored.status).toBe(200);
  });

  it(`stranger calls spend none of the buyer's budget: ${LIMITS.preparePaymentsPerOrder + 5} of them, then the buyer pays ${LIMITS.preparePaymentsPerOrder} times; the phone proof has its own budget`, async () => {
    const order = await guestOrder();
    for (let i = 0; i < LIMITS.preparePaymentsPerOrder + 5; i += 1) expectRefused(await prepare(newClient(), order.orderId));
    expect(await attempts(order.orderId)).toBe(0);
    for (let i = 0; i < LIMITS.preparePaymentsPerOrder; i += 1) {
      expect((await prepare(order.ip, order.orderId, { 'X-Order-Token': order.token })).status).toBe(200);
    }
    const over = await prepare(order.ip, order.orderId, { 'X-Order-Token': order.token });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 'PAYMENT_PREPARE_LIMITED', message: MESSAGES.PAYMENT_PREPARE_LIMITED });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Whoever else proves the order (here its phone) is counted on its own.
    expect((await prepare(newClient(), order.orderId, {}, { phone: order.phone })).status).toBe(200);
    // A stranger over the limit is still only a stranger: 404, never the buyer's 429.
    expectRefused(await prepare(newClient(), order.orderId));
    clock.advance(LIMITS.preparePaymentWindowMs);
    expect((await prepare(order.ip, order.orderId, { 'X-Order-Token': order.token })).status).toBe(200);
  });

  it('strangers without proof are counted per client IP before the order is read (the reads of issue 22): 429 ORDER_READS_LIMITED, the buyer on that address unharmed', async () => {
    const order = await guestOrder();
    const walker = newClient();
    for (let i = 0; i < LIMITS.strangerOrderReadsPerClient; i += 1) expectRefused(await prepare(walker, i % 2 === 0 ? order.orderId : 'ORD-00000005'));
    const limited = await prepare(walker, order.orderId);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('ORDER_READS_LIMITED');
    expect((await prepare(walker, order.orderId, { 'X-Order-Token': order.token })).status).toBe(200);
  });

  it('a burst of 40 strangers and 40 buyer calls at once: the buyer gets exactly its budget, every stranger 404 (counted before the check, atomically)', async () => {
    const order = await guestOrder();
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => (i % 2 === 0
      ? prepare(newClient(), order.orderId, { 'X-Order-Token': order.token })
      : prepare(newClient(), order.orderId))));
    const buyer = answers.filter((_, i) => i % 2 === 0).map((answer) => answer.status);
    const strangers = answers.filter((_, i) => i % 2 === 1).map((answer) => answer.status);
    expect(buyer.filter((status) => status === 200)).toHaveLength(LIMITS.preparePaymentsPerOrder);
    expect(buyer.filter((status) => status === 429)).toHaveLength(40 - LIMITS.preparePaymentsPerOrder);
    expect(new Set(strangers)).toEqual(new Set([404]));
    expect(await attempts(order.orderId)).toBe(LIMITS.preparePaymentsPerOrder);
  });
});
