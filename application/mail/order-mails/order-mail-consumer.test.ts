import { RecordingMailer } from '../../accounts/testing/password-reset-fixture';
import type { OrderEvent, OrderEventType } from '../../order-events/order-event';
import { FakeOrderLinks } from '../../orders/testing/fake-order-links';
import { shippedOrder, shippingFixture } from '../../shipping/testing/shipping-fixture';
import type { MailMessage } from '../mailer.port';
import { InMemoryOrderMailRecords } from '../testing/in-memory-order-mail-records';
import { MAIL_CONSUMER_SUBSCRIPTION, OrderMailConsumer } from './order-mail-consumer';

const EMAIL = 'wang@example.com';

function setup() {
  const app = shippingFixture();
  const records = new InMemoryOrderMailRecords();
  const mailer = new RecordingMailer();
  const links = new FakeOrderLinks();
  const consumer = new OrderMailConsumer(app.orders, app.shipments, records, links, mailer, app.clock);
  let eventId = 0;
  const event = (orderId: string, type: OrderEventType): OrderEvent => {
    eventId += 1;
    return { id: eventId, orderId, type, reason: null, createdAt: app.clock.now() };
  };
  return { ...app, records, mailer, links, consumer, event };
}

describe('OrderMailConsumer (issue 30: the order mails, a consumer of the order-event outbox)', () => {
  it('is the outbox consumer "mail" of the five moves that mail', () => {
    const { consumer } = setup();
    expect(MAIL_CONSUMER_SUBSCRIPTION).toEqual({ name: 'mail', subscribes: ['status:PAID', 'order:placed', 'shipment:handed_in', 'shipment:at_store', 'shipment:picked_up'] });
    expect(consumer.name).toBe('mail');
    expect(consumer.subscribes).toEqual(MAIL_CONSUMER_SUBSCRIPTION.subscribes);
  });

  it('a card order paid: the payment mail once, to orders.email, with a link that opens that order; a repeat of the delivery sends nothing', async () => {
    const f = setup();
    const orderId = f.addOrder({ paymentMethod: 'credit_card', items: [{ title: '羊毛大衣', variantName: '黑色 / L', variantSku: null }] });
    f.records.emails.set(orderId, EMAIL);
    const paid = f.event(orderId, 'status:PAID');
    expect(await f.consumer.handle(paid)).toBe('done');
    expect(f.mailer.sent).toHaveLength(1);
    const [mail] = f.mailer.sent;
    expect(mail.to).toBe(EMAIL);
    expect(mail.subject).toContain(`訂單 ${orderId} 付款成功`);
    expect(mail.text).toContain('羊毛大衣 × 1：NT$1,280');
    expect(mail.text).toContain('顏色／尺寸：黑色 / L');
    const token = /link=([^\s"]+)/.exec(mail.text)?.[1] ?? '';
    expect(f.links.verify(token, f.clock.now())).toEqual({ orderId });
    expect(await f.records.listSent(orderId)).toEqual([{ eventId: paid.id, kind: 'card_paid', orderId, to: EMAIL, sentAt: f.clock.now() }]);

    expect(await f.consumer.handle(paid)).toBe('done');
    expect(f.mailer.sent).toHaveLength(1);
  });

  it('order placed: a store-payment order mails, a card order (awaiting payment) does not; PAID of a store-payment order does not either', async () => {
    const f = setup();
    const store = f.addOrder({ paymentMethod: 'store_cod', status: 'PENDING' });
    const card = f.addOrder({ paymentMethod: 'credit_card', status: 'PENDING_PAYMENT' });
    f.records.emails.set(store, EMAIL);
    f.records.emails.set(card, EMAIL);
    await f.consumer.handle(f.event(store, 'order:placed'));
    await f.consumer.handle(f.event(card, 'order:placed'));
    await f.consumer.handle(f.event(store, 'status:PAID'));
    expect(f.mailer.sent.map((mail) => mail.subject)).toEqual([expect.stringContaining(`訂單 ${store} 已成立`)]);
    expect(f.mailer.sent[0].text).toContain('請於取貨時在門市付款 NT$1,280');
  });

  it('the parcel: handed in (tracking number and parcel code), at the store, picked up (with the invoice once issued): one mail each', async () => {
    const f = setup();
    const orderId = await shippedOrder(f);
    f.records.emails.set(orderId, EMAIL);
    const shipment = await f.shipments.findByOrderId(orderId);
    await f.consumer.handle(f.event(orderId, 'shipment:handed_in'));
    await f.consumer.handle(f.event(orderId, 'shipment:at_store'));
    f.records.invoices.set(orderId, { number: 'AB12345678', issuedAt: f.clock.now(), randomCode: '6371' });
    await f.consumer.handle(f.event(orderId, 'shipment:picked_up'));
    const subjects = f.mailer.sent.map((mail: MailMessage) => mail.subject);
    expect(subjects).toEqual([
      expect.stringContaining('已出貨'), expect.stringContaining('已送達取貨門市'), expect.stringContaining('已完成取貨'),
    ]);
    expect(f.mailer.sent[0].text).toContain(`物流編號：${shipment?.logisticsId}`);
    expect(f.mailer.sent[0].text).toContain(`寄貨編號：${shipment?.paymentNo}${shipment?.validationNo ?? ''}`);
    expect(f.mailer.sent[1].text).not.toContain('發票號碼');
    expect(f.mailer.sent[2].text).toContain('發票號碼 AB12345678');
    expect((await f.records.listSent(orderId)).map((sent) => sent.kind)).toEqual(['handed_in', 'at_store', 'picked_up']);
  });

  it('no address on the order, or an unknown order: done, nothing sent, nothing recorded', async () => {
    const f = setup();
    const orderId = f.addOrder();
    expect(await f.consumer.handle(f.event(orderId, 'status:PAID'))).toBe('done');
    expect(await f.consumer.handle(f.event('ORD-99999999', 'status:PAID'))).toBe('done');
    expect(f.mailer.sent).toEqual([]);
    expect(f.records.sent).toEqual([]);
  });

  it('a mail the mailer refuses throws (the outbox retries it), is not recorded, and leaves the order as it was; the retry sends it', async () => {
    const f = setup();
    const orderId = f.addOrder();
    f.records.emails.set(orderId, EMAIL);
    const before = structuredClone(await f.orders.findOrder(orderId));
    const send = jest.spyOn(f.mailer, 'deliver').mockRejectedValueOnce(new Error('outbox down'));
    const paid = f.event(orderId, 'status:PAID');
    await expect(f.consumer.handle(paid)).rejects.toThrow('outbox down');
    expect(f.records.sent).toEqual([]);
    expect(await f.orders.findOrder(orderId)).toEqual(before);
    expect(await f.orders.listStatusEvents(orderId)).toHaveLength(1);

    expect(await f.consumer.handle(paid)).toBe('done');
    expect(send).toHaveBeenCalledTimes(2);
    expect(f.mailer.sent).toHaveLength(1);
  });
});
