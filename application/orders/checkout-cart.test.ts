import { RESERVATION_HOLD_MS } from '../../domain/cart/reservation';
import { MESSAGES } from '../../domain/validation/messages';
import { ConflictError, ValidationError } from '../errors';
import { AddToCart } from '../cart/add-to-cart';
import { OTHER_PHONE, PHONE } from '../cart/testing/test-fixture';
import { errorOf, orderFixture, STORE } from './testing/test-fixture';

describe('CheckoutCart', () => {
  it('creates a PENDING store-payment order priced by the server, confirms the holds, empties the cart, invalidates the list', async () => {
    const f = orderFixture();
    await f.add(1);
    await f.add(2);
    const before = f.invalidations.count;
    const result = await f.checkout.execute(f.checkoutInput());
    const at = f.clock.now();
    expect(result).toEqual({
      orderId: expect.stringMatching(/^ORD-\d{8}$/), status: 'PENDING', totalAmount: 1290 + 990,
      deliveryMethod: 'pickup', paymentMethod: 'store_cod', accessToken: 'token-1',
    });
    expect(await f.cart.countLines(PHONE)).toBe(0);
    expect(f.cart.reservations.every((r) => r.confirmedAt === f.clock.now().getTime())).toBe(true);
    f.clock.advance(RESERVATION_HOLD_MS * 2);
    expect(f.cart.available(1, f.clock.now())).toBe(0); // sold, never back
    expect(f.invalidations.count).toBe(before + 1);
    const order = await f.orders.findOrder(result.orderId);
    expect(order).toMatchObject({ customerName: '王小明', customerPhone: PHONE, store: STORE, orderSource: 'outlet', accessTokenHash: 'hash:token-1', statusMessage: null });
    expect((await f.orders.listItems(result.orderId)).map((i) => [i.itemId, i.price, i.discountPrice, i.title])).toEqual([[1, 3280, 1290, '外套'], [2, 1500, 990, '背包']]);
    expect(await f.orders.listStatusEvents(result.orderId)).toEqual([{ fromStatus: null, toStatus: 'PENDING', reason: 'checkout', createdAt: at }]);
  });

  it('a card order starts PENDING_PAYMENT; an invalid method falls back to store_cod; delivery is forced to pickup', async () => {
    const f = orderFixture();
    await f.add(2);
    expect(await f.checkout.execute(f.checkoutInput({ paymentMethod: 'credit_card', deliveryMethod: 'shipping' }))).toMatchObject({ status: 'PENDING_PAYMENT', paymentMethod: 'credit_card', deliveryMethod: 'pickup' });
    await f.add(2);
    expect(await f.checkout.execute(f.checkoutInput({ paymentMethod: 'bitcoin' }))).toMatchObject({ status: 'PENDING', paymentMethod: 'store_cod', deliveryMethod: 'pickup' });
    await f.add(2);
    expect(await f.checkout.execute(f.checkoutInput({ paymentMethod: null, deliveryMethod: undefined }))).toMatchObject({ status: 'PENDING', paymentMethod: 'store_cod' });
  });

  it('validates name and phone with the domain rules and requires a store: 400 with fields, nothing changes', async () => {
    const f = orderFixture();
    await f.add(1);
    const error = await errorOf(f.checkout.execute(f.checkoutInput({ name: ' 王 ', phone: '0912-345', store: null })));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      name: { code: 'CHECKOUT_NAME_INVALID', message: MESSAGES.CHECKOUT_NAME_INVALID },
      phone: { code: 'CHECKOUT_PHONE_INVALID', message: MESSAGES.CHECKOUT_PHONE_INVALID },
      storeData: { code: 'CHECKOUT_STORE_REQUIRED', message: MESSAGES.CHECKOUT_STORE_REQUIRED },
    });
    const blankStore = await errorOf(f.checkout.execute(f.checkoutInput({ store: { ...STORE, storeId: '  ' } })));
    expect((blankStore as ValidationError).fields).toEqual({ storeData: { code: 'CHECKOUT_STORE_REQUIRED', message: MESSAGES.CHECKOUT_STORE_REQUIRED } });
    expect(await f.cart.countLines(PHONE)).toBe(1);
    expect(f.orders.orders.size).toBe(0);
  });

  it('an empty cart is 409 CART_EMPTY; a second checkout of the same cart finds it empty', async () => {
    const f = orderFixture();
    const empty = await errorOf(f.checkout.execute(f.checkoutInput()));
    expect(empty).toBeInstanceOf(ConflictError);
    expect(empty).toMatchObject({ code: 'CART_EMPTY', message: MESSAGES.CART_EMPTY });
    await f.add(2);
    const [first, second] = await Promise.allSettled([f.checkout.execute(f.checkoutInput()), f.checkout.execute(f.checkoutInput())]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { code: 'CART_EMPTY' } });
    expect(f.orders.orders.size).toBe(1);
  });

  it("an expired line is 409 'Your cart contains expired items' and nothing changes", async () => {
    const f = orderFixture();
    await f.add(1);
    f.clock.advance(RESERVATION_HOLD_MS);
    await f.add(2);
    const error = await errorOf(f.checkout.execute(f.checkoutInput()));
    expect(error).toMatchObject({ kind: 'conflict', code: 'CART_HAS_EXPIRED_ITEMS', message: '購物車中有已過期的商品，請移除後再試一次。' });
    expect(await f.cart.countLines(PHONE)).toBe(2);
    expect(f.cart.reservations.every((r) => r.confirmedAt === null)).toBe(true);
    expect(f.orders.orders.size).toBe(0);
  });

  it("only the phone's own cart is checked out; the name is trimmed; an order id already taken is skipped", async () => {
    const f = orderFixture();
    await f.add(2);
    await f.add(2, OTHER_PHONE);
    const first = await f.checkout.execute(f.checkoutInput({ name: '  陳大文 ' }));
    const second = await f.checkout.execute(f.checkoutInput({ phone: OTHER_PHONE })); // same clock millisecond
    expect(second.orderId).not.toBe(first.orderId);
    expect((await f.orders.findOrder(first.orderId))?.customerName).toBe('陳大文');
    expect(await f.orders.listItems(second.orderId)).toHaveLength(1);
  });

  it('a checkout that sold a Shopee line invalidates the marketplace pages (its synced stock went down); an outlet-only one does not', async () => {
    const f = orderFixture();
    await f.add(1);
    await f.checkout.execute(f.checkoutInput());
    expect(f.marketplaceInvalidations.count).toBe(0);

    f.cart.marketplace.set(5_000_000_001, { item_id: 5_000_000_001, item_name: '條紋襯衫', price: 1000, stock: 2 });
    await new AddToCart(f.cart, f.clock, f.invalidations).execute({ phone: PHONE, itemType: 'shopee', itemId: 5_000_000_001, cap: { maxPerPhone: 0, maxPerClient: 0 } });
    await f.checkout.execute(f.checkoutInput());
    expect(f.cart.marketplace.get(5_000_000_001)?.stock).toBe(1);
    expect(f.marketplaceInvalidations.count).toBe(1);
  });
});
