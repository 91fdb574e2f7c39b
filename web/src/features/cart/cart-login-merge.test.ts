import { HttpResponse } from 'msw';
import { CUSTOMER, CUSTOMER_TOKEN, fakeAccountServer } from '../../../test-support/account-server';
import { outletListReturns, useApiServer } from '../../../test-support/api-server';
import { cartLine, OTHER_PHONE, readLocalCartRaw, seedLocalCart, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { fakeCartServer } from '../../../test-support/cart-server';
import { createAppStore } from '../../app/store';
import { sessionActions } from '../session/session-slice';
import { cartActions } from './cart-slice';
import { CART_MERGE_COOLDOWN_MS } from './cart-timing';

const server = useApiServer();
let stop: () => void = () => {};

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  localStorage.clear();
  server.use(outletListReturns([]), ...fakeAccountServer().handlers);
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

const settle = async () => {
  for (let i = 0; i < 8; i += 1) await jest.advanceTimersByTimeAsync(0);
};

async function guestWithLocalCart(lines = [cartLine({ id: 1, item_id: 101 }), cartLine({ id: 2, item_id: 102 })], phone: string | null = null) {
  seedLocalCart(lines, phone);
  if (phone) seedSavedPhone(phone);
  const cart = fakeCartServer({ carts: { [CUSTOMER.phone]: [cartLine({ id: 50, item_id: 102 })], ...(phone ? { [phone]: lines } : {}) } });
  server.use(...cart.handlers);
  const { store, sagaTask } = createAppStore();
  stop = () => sagaTask.cancel();
  store.dispatch(cartActions.initRequested());
  await settle();
  const login = () => {
    localStorage.setItem('customerToken', CUSTOMER_TOKEN);
    store.dispatch(sessionActions.loggedIn({ token: CUSTOMER_TOKEN, customer: CUSTOMER }));
  };
  return { store, cart, login };
}

describe('cart merge on sign-in (spec 1 §4)', () => {
  it("adopts the account's phone and merges the local cart once: no duplicate, local copy removed", async () => {
    const { store, cart, login } = await guestWithLocalCart();
    login();
    // A burst of session actions with the same customer adopts once.
    store.dispatch(sessionActions.customerUpdated({ ...CUSTOMER }));
    store.dispatch(sessionActions.restored({ token: CUSTOMER_TOKEN, customer: CUSTOMER }));
    await settle();
    expect(store.getState().cart.phone).toBe(CUSTOMER.phone);
    const merges = cart.seen('POST', '/api/cart/merge');
    expect(merges).toHaveLength(1);
    // Only the line the server lacked is sent (item 102 is already there).
    expect(merges[0].body).toMatchObject({ targetPhone: CUSTOMER.phone, preventDuplicates: true, anonymousCartItems: [{ item_type: 'outlet', item_id: 101, variant_id: null }] });
    expect(store.getState().cart.lines.map((line) => line.item_id).sort()).toEqual([101, 102]);
    expect(localStorage.getItem('userPhone')).toBe(CUSTOMER.phone);
    // The local copy now mirrors the account's cart (the merged one was removed first).
    expect(readLocalCartRaw()?.phone).toBe(CUSTOMER.phone);
  });

  it('signing in again within 30 s does not merge again; after 30 s it does, and nothing is lost meanwhile', async () => {
    const { store, cart, login } = await guestWithLocalCart();
    login();
    await settle();
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(1);

    store.dispatch(sessionActions.loggedOut());
    seedLocalCart([cartLine({ id: 3, item_id: 103 })], null);
    await jest.advanceTimersByTimeAsync(10_000);
    login();
    await settle();
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(1);
    expect(readLocalCartRaw()?.items.map((line) => line.item_id)).toEqual([103]);

    store.dispatch(sessionActions.loggedOut());
    await jest.advanceTimersByTimeAsync(CART_MERGE_COOLDOWN_MS);
    login();
    await settle();
    const merges = cart.seen('POST', '/api/cart/merge');
    expect(merges).toHaveLength(2);
    expect(merges[1].body).toMatchObject({ anonymousCartItems: [{ item_id: 103 }] });
    expect(store.getState().cart.lines.map((line) => line.item_id).sort()).toEqual([101, 102, 103]);
  });

  it("a guest cart kept under another phone moves to the account's cart", async () => {
    const { store, cart, login } = await guestWithLocalCart([cartLine({ id: 4, item_id: 104 })], OTHER_PHONE);
    expect(store.getState().cart.phone).toBe(OTHER_PHONE);
    login();
    await settle();
    expect(cart.seen('POST', '/api/cart/merge')[0].body).toMatchObject({ targetPhone: CUSTOMER.phone, anonymousCartItems: [{ item_id: 104 }] });
    expect(store.getState().cart.phone).toBe(CUSTOMER.phone);
  });

  it("a guest cart kept under the account's own phone is merged on sign-in: it is this browser's guest cart, not the account's (issue 22)", async () => {
    let signedIn = false;
    const guestLine = cartLine({ id: 7, item_id: 107 });
    seedLocalCart([guestLine], CUSTOMER.phone);
    seedSavedPhone(CUSTOMER.phone);
    // Signed out, the phone's cart is this browser's guest cart (X-Cart-Key); signed in, the account's (empty).
    const guestCart = () => HttpResponse.json({ success: true, phone: CUSTOMER.phone, items: [guestLine], totals: { itemCount: 1, total: guestLine.discount_price } });
    const cart = fakeCartServer({ carts: { [CUSTOMER.phone]: [] }, onLoad: () => (signedIn ? undefined : guestCart()) });
    server.use(...cart.handlers);
    const { store, sagaTask } = createAppStore();
    stop = () => sagaTask.cancel();
    store.dispatch(cartActions.initRequested());
    await settle();
    expect(store.getState().cart.lines.map((line) => line.item_id)).toEqual([107]);
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(0);
    signedIn = true;
    localStorage.setItem('customerToken', CUSTOMER_TOKEN);
    store.dispatch(sessionActions.loggedIn({ token: CUSTOMER_TOKEN, customer: CUSTOMER }));
    await settle();
    expect(cart.seen('POST', '/api/cart/merge').map((seen) => seen.body)).toEqual([
      expect.objectContaining({ targetPhone: CUSTOMER.phone, anonymousCartItems: [{ item_type: 'outlet', item_id: 107, variant_id: null }] }),
    ]);
  });

  it("issue 28: a guest holding Shopee and outlet lines who signs in with the same phone keeps both: the Shopee line goes with the merge", async () => {
    let signedIn = false;
    const outletLine = cartLine({ id: 7, item_id: 107 });
    const shopeeLine = cartLine({ id: 8, item_id: 4_294_967_303, item_type: 'shopee', variant_id: '4294967304', title: '條紋襯衫', reservation: null });
    // outletCart holds the outlet line only (spec 1 §4); the Shopee line lives in the guest cart on the server.
    seedLocalCart([outletLine], CUSTOMER.phone);
    seedSavedPhone(CUSTOMER.phone);
    const guestCart = () => HttpResponse.json({ success: true, phone: CUSTOMER.phone, items: [outletLine, shopeeLine], totals: { itemCount: 2, total: outletLine.discount_price + shopeeLine.discount_price } });
    const cart = fakeCartServer({ carts: { [CUSTOMER.phone]: [] }, onLoad: () => (signedIn ? undefined : guestCart()) });
    server.use(...cart.handlers);
    const { store, sagaTask } = createAppStore();
    stop = () => sagaTask.cancel();
    store.dispatch(cartActions.initRequested());
    await settle();
    expect(store.getState().cart.lines.map((line) => line.item_type)).toEqual(['outlet', 'shopee']);
    signedIn = true;
    localStorage.setItem('customerToken', CUSTOMER_TOKEN);
    store.dispatch(sessionActions.loggedIn({ token: CUSTOMER_TOKEN, customer: CUSTOMER }));
    await settle();
    const merges = cart.seen('POST', '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0].body).toMatchObject({
      targetPhone: CUSTOMER.phone,
      anonymousCartItems: [
        { item_type: 'outlet', item_id: 107, variant_id: null },
        { item_type: 'shopee', item_id: 4_294_967_303, variant_id: '4294967304' },
      ],
    });
    expect(store.getState().cart.lines.map((line) => [line.item_type, line.item_id])).toEqual([['outlet', 107], ['shopee', 4_294_967_303]]);
  });

  it('a session restored before the cart starts makes the start-up load the account cart (one merge)', async () => {
    seedLocalCart([cartLine({ id: 5, item_id: 105 })], null);
    seedSavedPhone(OTHER_PHONE);
    const cart = fakeCartServer({ carts: { [CUSTOMER.phone]: [] } });
    server.use(...cart.handlers);
    localStorage.setItem('customerToken', CUSTOMER_TOKEN);
    const { store, sagaTask } = createAppStore();
    stop = () => sagaTask.cancel();
    store.dispatch(sessionActions.restored({ token: CUSTOMER_TOKEN, customer: CUSTOMER }));
    store.dispatch(cartActions.initRequested());
    await settle();
    expect(cart.seen('GET', `/api/cart/${OTHER_PHONE}`)).toHaveLength(0);
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(1);
    expect(store.getState().cart.lines.map((line) => line.item_id)).toEqual([105]);
  });
});
