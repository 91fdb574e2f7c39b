import { MESSAGES } from '../../domain/validation/messages';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { errorOf } from '../orders/testing/test-fixture';
import { ALICE, BOB, customerFixture } from './testing/test-fixture';

const GUEST_PHONE = '0955555555';

async function guestOrder(f: ReturnType<typeof customerFixture>, itemId = 1): Promise<string> {
  await f.add(itemId, GUEST_PHONE);
  return (await f.checkout.execute(f.checkoutInput({ phone: GUEST_PHONE }))).orderId;
}

describe('LinkOrder (POST /api/customers/link-order; spec 1, sections 2, 5, 7)', () => {
  it('links a guest order whose phone matches (digits compared, values trimmed); it then shows in the history', async () => {
    const f = customerFixture();
    const orderId = await guestOrder(f);
    expect(await f.linkOrder.execute(ALICE.id, { orderId: `  ${orderId.toLowerCase()} `, orderSource: 'outlet', phoneNumber: ' 0955-555-555 ' }))
      .toEqual({ message: MESSAGES.ORDER_LINKED });
    expect(f.orders.orders.get(orderId)?.customerId).toBe(ALICE.id);
    expect((await f.listOrders.execute(ALICE.id)).orders.map((o) => o.order_id)).toEqual([orderId]);
    // Again: idempotent.
    expect(await f.linkOrder.execute(ALICE.id, { orderId, orderSource: 'outlet', phoneNumber: GUEST_PHONE })).toEqual({ message: MESSAGES.ORDER_LINKED });
  });

  it('an absent source reads as outlet (the checkout area sends orderId, phoneNumber, name)', async () => {
    const f = customerFixture();
    const orderId = await guestOrder(f);
    await f.linkOrder.execute(ALICE.id, { orderId, phoneNumber: GUEST_PHONE, name: '王小明' });
    expect(f.orders.orders.get(orderId)?.customerId).toBe(ALICE.id);
  });

  it('wrong phone and unknown order give the same 404 ORDER_NOT_FOUND, and link nothing', async () => {
    const f = customerFixture();
    const orderId = await guestOrder(f);
    const wrongPhone = await errorOf(f.linkOrder.execute(ALICE.id, { orderId, orderSource: 'outlet', phoneNumber: '0955555556' }));
    const unknown = await errorOf(f.linkOrder.execute(ALICE.id, { orderId: 'ORD-00000001', orderSource: 'outlet', phoneNumber: GUEST_PHONE }));
    const malformed = await errorOf(f.linkOrder.execute(ALICE.id, { orderId: 'OL-123456', orderSource: 'outlet', phoneNumber: GUEST_PHONE }));
    for (const error of [wrongPhone, unknown, malformed]) {
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ code: 'ORDER_NOT_FOUND', message: MESSAGES.ORDER_NOT_FOUND });
    }
    expect(f.orders.orders.get(orderId)?.customerId).toBeNull();
  });

  it('an order of another account: 409 ORDER_LINKED_ELSEWHERE, and it stays theirs', async () => {
    const f = customerFixture();
    const orderId = await guestOrder(f);
    await f.linkOrder.execute(BOB.id, { orderId, orderSource: 'outlet', phoneNumber: GUEST_PHONE });
    const error = await errorOf(f.linkOrder.execute(ALICE.id, { orderId, orderSource: 'outlet', phoneNumber: GUEST_PHONE }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'ORDER_LINKED_ELSEWHERE', message: MESSAGES.ORDER_LINKED_ELSEWHERE });
    expect(f.orders.orders.get(orderId)?.customerId).toBe(BOB.id);
  });

  it('two accounts racing: exactly one wins, the other gets 409', async () => {
    const f = customerFixture();
    const orderId = await guestOrder(f);
    const input = { orderId, orderSource: 'outlet', phoneNumber: GUEST_PHONE };
    const results = await Promise.allSettled([f.linkOrder.execute(ALICE.id, input), f.linkOrder.execute(BOB.id, input)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.map((r) => (r.reason as ConflictError).code)).toEqual(['ORDER_LINKED_ELSEWHERE']);
  });

  it('shopify without a connection: 503 SHOPIFY_NOT_CONNECTED, read as try again later (shopee: link-order-shopee.test.ts)', async () => {
    const f = customerFixture();
    // Issue 12: Shopify orders are linked through the Shopify connection; without one wired, 503 like Shopee's.
    const error = await errorOf(f.linkOrder.execute(ALICE.id, { orderId: '123456', orderSource: 'shopify', phoneNumber: GUEST_PHONE }));
    expect(error).toMatchObject({ kind: 'provider_unavailable', code: 'SHOPIFY_NOT_CONNECTED', message: MESSAGES.SHOPIFY_UNAVAILABLE });
  });

  it('the domain link-order rules: order number and phone required after trimming, a known source', async () => {
    const f = customerFixture();
    const error = await errorOf(f.linkOrder.execute(ALICE.id, { orderId: '  ', orderSource: 'ebay', phoneNumber: ' ' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      orderId: { code: 'ORDER_NUMBER_REQUIRED', message: MESSAGES.ORDER_NUMBER_REQUIRED },
      orderSource: { code: 'ORDER_SOURCE_INVALID', message: MESSAGES.ORDER_SOURCE_INVALID },
      phoneNumber: { code: 'PHONE_REQUIRED', message: MESSAGES.PHONE_REQUIRED },
    });
  });
});
