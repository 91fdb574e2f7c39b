import { MESSAGES } from '../../domain/validation/messages';
import { ProviderUnavailableError } from '../errors';
import { shopeeOrder } from '../marketplace/testing/fake-shopee-orders';
import { DEFAULT_ABUSE_LIMITS } from '../shared/abuse-limits';
import { errorOf } from '../orders/testing/test-fixture';
import { LinkOrder } from './link-order';
import { ALICE, BOB, customerFixture } from './testing/test-fixture';

const SN = '2211290Q1ABCDE';
const BUYER = '0912345678';
const NOT_FOUND = { kind: 'not_found', code: 'ORDER_NOT_FOUND' };

function fixture(order = shopeeOrder()) {
  const f = customerFixture();
  f.shopee.orders.set(order.orderSn, order);
  const link = (phoneNumber: string, orderId = SN, customerId = ALICE.id, clientIp = '203.0.113.9') =>
    f.linkOrder.execute(customerId, { orderId, orderSource: 'shopee', phoneNumber, clientIp });
  return { ...f, link };
}

describe('LinkOrder of a Shopee order (issue 11; spec 1, sections 2 and 5)', () => {
  it("links with the buyer's phone (Shopee's +886 form); the order shows in the history with the shopee chip, as Shopee gave it", async () => {
    const f = fixture();
    expect(await f.link(' 0912-345-678 ', ` ${SN.toLowerCase()} `)).toEqual({ message: MESSAGES.ORDER_LINKED });
    const page = await f.listOrders.execute(ALICE.id);
    expect(page.pagination).toEqual({ page: 1, limit: 5, total: 1 });
    expect(page.orders).toEqual([{
      order_id: SN, order_date: '2026-11-25T08:00:00.000Z', order_source: 'shopee', order_total: 1789, status: 'PROCESSING', customer_phone: BUYER,
      products: [
        { id: expect.any(Number), title: '條紋襯衫', image_url: 'https://cf.shopee.tw/file/shirt', variant_details: '藍色,M', price: 1290, discount_price: 1290, quantity: 1 },
        { id: expect.any(Number), title: '馬克杯', image_url: null, variant_details: null, price: 498, discount_price: 498, quantity: 2 },
      ],
      shipping_status: 'delivered', tracking_number: null, payment_no: null, shipped_at: null, cvs_store_id: null, store_name: null, logistics_id: null,
    }]);
    // Again by the same customer: idempotent; by another: 409, never moved.
    expect(await f.link(BUYER)).toEqual({ message: MESSAGES.ORDER_LINKED });
    expect(await errorOf(f.link(BUYER, SN, BOB.id, '198.51.100.7'))).toMatchObject({ kind: 'conflict', code: 'ORDER_LINKED_ELSEWHERE' });
    expect((await f.listOrders.execute(BOB.id)).orders).toEqual([]);
  });

  it("issue 28: a linked order adds up: each line's picture and quantity, and Shopee's shipping fee, come to its total", async () => {
    const f = fixture(shopeeOrder({ totalAmount: 1848, shippingFee: 60 }));
    await f.link(BUYER);
    const [order] = (await f.listOrders.execute(ALICE.id)).orders;
    expect(order.shipping_fee).toBe(60);
    expect(order.products.map((p) => [p.image_url, p.quantity])).toEqual([['https://cf.shopee.tw/file/shirt', 1], [null, 2]]);
    expect(order.products.reduce((sum, p) => sum + p.discount_price, order.shipping_fee ?? 0)).toBe(order.order_total);
  });

  it('a masked Shopee phone matches on its visible last digits (at least 4), never on fewer', async () => {
    const masked = fixture(shopeeOrder({ buyerPhone: '******5678' }));
    expect(await masked.link(BUYER)).toEqual({ message: MESSAGES.ORDER_LINKED });
    expect(await errorOf(masked.link('0912345679', SN, BOB.id))).toMatchObject(NOT_FOUND);
    const three = fixture(shopeeOrder({ buyerPhone: '*******678' }));
    expect(await errorOf(three.link(BUYER))).toMatchObject(NOT_FOUND);
    const none = fixture(shopeeOrder({ buyerPhone: null }));
    expect(await errorOf(none.link(BUYER))).toMatchObject(NOT_FOUND);
  });

  it('a wrong phone, an unknown order and a malformed number are the same 404, and count toward the order-proof limit', async () => {
    const f = fixture();
    const wrong = await errorOf(f.link('0987654321'));
    const unknown = await errorOf(f.link(BUYER, '2211290ZZZZZZZ'));
    const malformed = await errorOf(f.link(BUYER, 'ORD-0000'));
    for (const error of [wrong, unknown, malformed]) expect(error).toMatchObject({ ...NOT_FOUND, message: (wrong as Error).message });
    expect(f.shopee.calls).toBe(2);
    expect(f.customerOrders.linked).toEqual([]);
    expect(f.events.filter((event) => event.message === 'order ownership proof failed').map((event) => event.details?.orderId))
      .toEqual([`shopee:${SN}`, 'shopee:2211290ZZZZZZZ', 'shopee:ORD-0000']);

    // The failures of one order are limited like our own orders': then even the right phone is 429 until the window ends.
    for (let i = 1; i < DEFAULT_ABUSE_LIMITS.proofFailuresPerOrder; i += 1) await errorOf(f.link('0987654321', SN, ALICE.id, `10.0.0.${i}`));
    expect(await errorOf(f.link(BUYER, SN, ALICE.id, '10.0.1.1'))).toMatchObject({ kind: 'rate_limited', code: 'ORDER_PROOF_LIMITED' });
    f.clock.advance(DEFAULT_ABUSE_LIMITS.proofWindowMs);
    expect(await f.link(BUYER, SN, ALICE.id, '10.0.1.1')).toEqual({ message: MESSAGES.ORDER_LINKED });
  });

  it('Shopee down: 503 SHOPEE_UNAVAILABLE, not connected: 503 SHOPEE_NOT_CONNECTED (both read try again later); neither counts as a failure', async () => {
    const f = fixture();
    f.shopee.failure = new Error('socket hang up');
    for (let i = 0; i < DEFAULT_ABUSE_LIMITS.proofFailuresPerOrder + 1; i += 1) {
      expect(await errorOf(f.link(BUYER))).toMatchObject({ kind: 'provider_unavailable', code: 'SHOPEE_UNAVAILABLE', message: MESSAGES.SHOPEE_UNAVAILABLE });
    }
    f.shopee.failure = Object.assign(new Error('no connection'), { name: 'MarketplaceNotConnectedError' });
    expect(await errorOf(f.link(BUYER))).toMatchObject({ kind: 'provider_unavailable', code: 'SHOPEE_NOT_CONNECTED', message: MESSAGES.SHOPEE_UNAVAILABLE });
    f.shopee.failure = new ProviderUnavailableError('SHOPEE_REAUTHORIZE', 'SHOPEE_REAUTHORIZE');
    expect(await errorOf(f.link(BUYER))).toMatchObject({ code: 'SHOPEE_NOT_CONNECTED' });
    f.shopee.failure = null;
    expect(await f.link(BUYER)).toEqual({ message: MESSAGES.ORDER_LINKED });

    const unwired = new LinkOrder(f.proof, f.customerOrders, f.clock);
    expect(await errorOf(unwired.execute(ALICE.id, { orderId: SN, orderSource: 'shopee', phoneNumber: BUYER }))).toMatchObject({ code: 'SHOPEE_NOT_CONNECTED' });
  });

  it('linked Shopee orders take their place among our orders by date, across pages', async () => {
    const f = fixture(shopeeOrder({ createTime: Date.parse('2026-11-20T04:30:00.000Z') / 1000 }));
    const ours: string[] = [];
    for (const itemId of [1, 2]) {
      await f.add(itemId, ALICE.phone);
      ours.push((await f.checkout.execute(f.checkoutInput({ customer: ALICE }))).orderId);
      f.clock.advance(3_600_000);
    }
    await f.link(BUYER);
    const all = await f.listOrders.execute(ALICE.id, { page: 1, limit: 10 });
    expect(all.orders.map((o) => o.order_id)).toEqual([ours[1], SN, ours[0]]);
    expect(all.pagination.total).toBe(3);
    expect((await f.listOrders.execute(ALICE.id, { page: 2, limit: 2 })).orders.map((o) => o.order_id)).toEqual([ours[0]]);
    const ids = all.orders.flatMap((o) => o.products.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
