import type { Knex } from 'knex';
import { KnexOutbox } from '../../adapters/persistence/mail/knex-outbox';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { ORDER_EVENT_CONSUMERS, type OrderEventConsumer } from '../../application/order-events/order-event-consumer';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { cartKeyHeaders } from '../../test/support/cart-key';
import { callFrom } from '../../test/support/client-ip';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 30 end to end on the server: the mail consumer, run as the outbox's dispatcher runs it, leaves the order's
 * mail in mail_outbox (the demo's mailbox) with a signed link, and that link alone opens the order over HTTP in a
 * browser that never saw the order. A link altered, of another order, or expired opens nothing.
 */
const T0 = '2026-12-03T04:00:00.000Z';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
let counter = 0;
const unique = () => (counter += 1);

describe.each(databasesUnderTest)('the order mail and its signed link (issue 30) on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const call = (method: string, pathname: string, body?: unknown, headers?: Record<string, string>) => callFrom(`127.0.3.${unique() % 250 + 2}`, server.url, method, pathname, body, headers);
  const mailConsumer = () => server.container.getAll<OrderEventConsumer>(ORDER_EVENT_CONSUMERS).find((consumer) => consumer.name === 'mail') as OrderEventConsumer;

  const placeStoreOrder = async (email: string | null) => {
    const phone = `09${String(70_000_000 + unique()).slice(-8)}`;
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [itemId] = await knex('outlet_items').insert({ ...row, title: `信件外套 ${unique()}`, sku: `MAIL-${unique()}`, total_quantity: 1 });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    const browser = cartKeyHeaders();
    expect((await call('POST', '/api/cart/add', { phone, itemId: Number(itemId) }, browser)).status).toBe(201);
    const answer = await call('POST', '/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData: STORE }, browser);
    expect(answer.status).toBe(201);
    const orderId = answer.body.orderId as string;
    // Checkout fills orders.email in another engineer's branch; here the row is given its address directly.
    await knex('orders').where({ id: orderId }).update({ email });
    return orderId;
  };
  const placedEvent = (orderId: string) => ({ id: 900_000 + unique(), orderId, type: 'order:placed' as const, reason: null, createdAt: clock.now() });
  const readWith = (orderId: string, token: string) => call('GET', `/api/ecpay/${orderId}`, undefined, { 'X-Order-Token': token });

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 1));
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0 },
      { knex, logger: silentLogger, clock, env: {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('the outbox holds the store-order mail once, with a signed link that opens the whole order in a new browser', async () => {
    const orderId = await placeStoreOrder('buyer@example.com');
    const event = placedEvent(orderId);
    expect(await mailConsumer().handle(event)).toBe('done');
    expect(await mailConsumer().handle(event)).toBe('done'); // the dispatcher ran it again: nothing more is sent

    const mails = (await new KnexOutbox(knex).latest(20)).filter((mail) => mail.subject.includes(orderId));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe('buyer@example.com');
    expect(mail.subject).toBe(`【好物選品】訂單 ${orderId} 已成立`);
    const link = /https?:\/\/\S+\/order-confirmation\/\S+\?link=\S+/.exec(mail.text)?.[0] ?? '';
    expect(link.startsWith(`${server.url}/order-confirmation/${orderId}?link=v1.${orderId}.`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    const token = new URL(link).searchParams.get('link') as string;

    const opened = await readWith(orderId, token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ order_id: orderId, customer_name: '王小明', masked: false, store_id: STORE.storeId });
    expect((await call('GET', `/api/ecpay/${orderId}/items`, undefined, { 'X-Order-Token': token })).body).toHaveLength(1);
  });

  it('refused: an altered link, a link of another order, an expired link (a stranger\'s view); no address: no mail', async () => {
    const orderId = await placeStoreOrder('buyer@example.com');
    const other = await placeStoreOrder(null);
    await mailConsumer().handle(placedEvent(orderId));
    await mailConsumer().handle(placedEvent(other));
    const outbox = await new KnexOutbox(knex).latest(50);
    expect(outbox.filter((mail) => mail.subject.includes(other))).toEqual([]);
    const [mail] = outbox.filter((sent) => sent.subject.includes(orderId));
    const token = new URL(/https?:\/\/\S+\?link=\S+/.exec(mail.text)?.[0] ?? '').searchParams.get('link') as string;

    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await readWith(orderId, altered)).body).toMatchObject({ masked: true, store_id: '' });
    expect((await readWith(other, token)).body).toMatchObject({ masked: true, store_id: '' });
    expect((await readWith(orderId, token.replace(`v1.${orderId}.`, `v1.${other}.`))).body).toMatchObject({ masked: true });

    clock.advance(30 * 24 * 3_600_000);
    expect((await readWith(orderId, token)).body).toMatchObject({ masked: true, store_id: '' });
  });
});
