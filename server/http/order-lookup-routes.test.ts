import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { ORDER_LINKS, type OrderLinks } from '../../application/orders/order-link.port';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { CATALOGUE } from '../../domain/messages';
import { callFrom, type ClientAnswer } from '../../test/support/client-ip';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { GUEST_ORDER_STORE as STORE, placeGuestOrder } from '../../test/support/guest-order';
import { override } from '../container';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 30, the guest order lookup (/orders/lookup): the order number and the checkout phone open the order
 * (POST /api/ecpay/{id}/proof, the phone proof of issue 22, reused), and "send me the link" mails the order's
 * signed link to the order's address (POST /api/orders/send-link). Neither tells a stranger whether the order
 * exists; both are limited per order and per client IP, counted before the order is read.
 */
const T0 = '2026-12-03T04:00:00.000Z';
const LIMITS = { ...DEFAULT_ABUSE_LIMITS, proofFailuresPerOrder: 3, proofFailuresPerClient: 6 };
const links: OrderLinks = {
  linkFor: (orderId, now) => `http://shop.test/order-confirmation/${orderId}?link=signed.${now.getTime()}`,
  verify: () => undefined,
};

let counter = 0;
const unique = () => (counter += 1);
const newPhone = () => `09${String(70_000_000 + unique()).slice(-8)}`;
const newClient = () => `127.0.${Math.floor(unique() / 250) + 1}.${(unique() % 250) + 2}`;
/** What a stranger can compare between two refusals: the status, the body and the headers that describe it. */
const refusal = (answer: ClientAnswer) => ({
  status: answer.status, text: answer.text, type: answer.headers['content-type'], cache: answer.headers['cache-control'], length: answer.headers['content-length'],
});

describe.each(databasesUnderTest)('the guest order lookup (issue 30) on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const call = (ip: string, method: string, pathname: string, body?: unknown) => callFrom(ip, server.url, method, pathname, body);
  const lookup = (ip: string, orderId: string, phone: string) => call(ip, 'POST', `/api/ecpay/${orderId}/proof`, { phone });
  const sendLink = (ip: string, orderId: string, phone: string) => call(ip, 'POST', '/api/orders/send-link', { orderId, phone });
  const mailsTo = async (address: string) => knex('mail_outbox').where('to_address', address).orderBy('id');

  const placeOrder = async (email: string | null = `buyer${unique()}@example.com`) => {
    const phone = newPhone();
    const title = `查詢外套 ${unique()}`;
    const { orderId } = await placeGuestOrder(server, knex, { ip: newClient(), phone, title, sku: `LOOK-${unique()}`, paymentMethod: 'store_cod', now: new Date(T0) });
    // orders.email is filled at checkout by the checkout's own change (issue 30); written here directly.
    await knex('orders').where('id', orderId).update({ email });
    return { orderId, phone, title, email };
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 1));
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, abuse: LIMITS },
      { knex, logger: silentLogger, clock, env: {}, overrides: [override(ORDER_LINKS, links)] },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('the order number and the checkout phone (spaces around it trimmed) open the whole order', async () => {
    const order = await placeOrder();
    const typed = ` ${order.phone} `;
    const found = await lookup(newClient(), order.orderId, typed);
    expect(found.status).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.body).toMatchObject({
      order: { order_id: order.orderId, masked: false, customer_phone: order.phone, store_name: STORE.storeName },
      items: [expect.objectContaining({ title: order.title })],
      shipment: { store_id: STORE.storeId },
    });
  });

  it('an unknown order and a wrong phone get the same refusal, byte for byte; past the order\'s limit even the right phone gets 429 with Retry-After', async () => {
    const order = await placeOrder();
    const guesser = newClient();
    const unknown = await lookup(guesser, 'ORD-00000003', order.phone);
    const wrong = await lookup(guesser, order.orderId, newPhone());
    expect(refusal(unknown)).toEqual(refusal(wrong));
    expect(unknown.body).toEqual({ code: 'ORDER_NOT_FOUND', message: CATALOGUE.ORDER_NOT_FOUND['zh-TW'] });
    for (let i = 1; i < LIMITS.proofFailuresPerOrder; i += 1) expect(refusal(await lookup(newClient(), order.orderId, newPhone()))).toEqual(refusal(unknown));
    const locked = await lookup(newClient(), order.orderId, order.phone);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toEqual({ code: 'ORDER_PROOF_LIMITED', message: CATALOGUE.ORDER_PROOF_LIMITED['zh-TW'] });
  });

  it(`one client walking order numbers meets its own limit (${LIMITS.proofFailuresPerClient} failures), whatever the orders`, async () => {
    const walker = newClient();
    for (let i = 0; i < LIMITS.proofFailuresPerClient; i += 1) {
      expect((await lookup(walker, `ORD-${String(10_000_000 + unique()).slice(-8)}`, newPhone())).status).toBe(404);
    }
    const refused = await lookup(walker, `ORD-${String(10_000_000 + unique()).slice(-8)}`, newPhone());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The send-link route is the same proof: the walker gets no fresh guesses there.
    expect((await sendLink(walker, 'ORD-00000004', newPhone())).status).toBe(429);
  });

  it('send-link mails the signed link once to the order\'s address for a match, and nothing otherwise, with one answer for all', async () => {
    const order = await placeOrder();
    const sent = await sendLink(newClient(), order.orderId, order.phone);
    expect(sent.status).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toEqual({ message: CATALOGUE.ORDER_LINK_REQUESTED['zh-TW'] });
    const mails = await mailsTo(order.email ?? '');
    expect(mails).toHaveLength(1);
    const link = links.linkFor(order.orderId, clock.now());
    expect(mails[0].text_body).toContain(link);
    expect(mails[0].html_body).toContain(link.replace(/&/g, '&amp;'));
    expect(mails[0].subject).toContain(order.orderId);
    expect(mails[0].text_body).not.toContain(order.phone);

    const before = Number((await knex('mail_outbox').count({ n: '*' }))[0].n);
    const withoutAddress = await placeOrder(null);
    const answers = [
      await sendLink(newClient(), order.orderId, newPhone()),
      await sendLink(newClient(), 'ORD-00000005', order.phone),
      await sendLink(newClient(), withoutAddress.orderId, withoutAddress.phone),
    ];
    for (const answer of answers) expect(refusal(answer)).toEqual(refusal(sent));
    expect(Number((await knex('mail_outbox').count({ n: '*' }))[0].n)).toBe(before);
    expect(await mailsTo(order.email ?? '')).toHaveLength(1);
  });

  it('send-link is limited like the lookup (429 with Retry-After), and a malformed order number or phone is a 400 with its field', async () => {
    const order = await placeOrder();
    for (let i = 0; i < LIMITS.proofFailuresPerOrder; i += 1) expect((await sendLink(newClient(), order.orderId, newPhone())).status).toBe(200);
    const locked = await sendLink(newClient(), order.orderId, order.phone);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toMatchObject({ code: 'ORDER_PROOF_LIMITED' });
    expect(await mailsTo(order.email ?? '')).toHaveLength(0);

    const badPhone = await sendLink(newClient(), order.orderId, '12');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fields).toHaveProperty('phone');
    const badId = await sendLink(newClient(), 'ORD-1', order.phone);
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toHaveProperty('orderId');
    expect((await call(newClient(), 'POST', '/api/orders/send-link', 'nonsense')).status).toBe(400);
  });
});
