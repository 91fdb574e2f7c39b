import { formatMessage } from '../../domain';
import { messages } from '../../i18n/messages';
import { apiError } from '../../../test-support/cart-server';
import { useCartSagaHarness } from '../../../test-support/cart-saga-harness';
import { cartLine, heldFor, OTHER_PHONE, PHONE, readLocalCartRaw, seedLocalCart, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { cartActions } from './cart-slice';
import { cartAddItemFromOutlet } from './cart-add-item';
import { outletItem } from '../../../test-support/outlet-fixtures';
import {
  CART_MERGE_COOLDOWN_MS,
  CART_MERGE_RETRY_MS,
  CART_POST_ADD_REFRESH_MS,
  CART_REFRESH_DEBOUNCE_MS,
  CART_SERVER_LOAD_MIN_GAP_MS,
} from './cart-timing';

const { settle, advance, start, startReady } = useCartSagaHarness();

describe('cart start-up (spec 1 §4)', () => {
  it('without a phone the cart is the local cart: outlet lines only, no server call', async () => {
    seedLocalCart([cartLine({ id: 1 }), cartLine({ id: 2, item_type: 'shopee' })]);
    const { store, cart } = await startReady();
    expect(store.getState().cart.status).toBe('complete');
    expect(store.getState().cart.lines.map((l) => l.id)).toEqual([1]);
    expect(cart.requests).toHaveLength(0);
  });

  it('is initializing until the server answers, then complete with the server lines (the phone names the cart in the path)', async () => {
    seedSavedPhone(PHONE);
    const { store, cart } = start({ carts: { [PHONE]: [cartLine({ id: 5 }), cartLine({ id: 5 })] }, latencyMs: 300 });
    store.dispatch(cartActions.initRequested());
    await settle();
    expect(store.getState().cart.status).toBe('initializing');
    expect(store.getState().cart.phone).toBe(PHONE);
    await advance(300);
    expect(store.getState().cart.status).toBe('complete');
    // The server's duplicate is dropped.
    expect(store.getState().cart.lines.map((l) => l.id)).toEqual([5]);
    expect(cart.seen('GET', `/api/cart/${PHONE}`)).toHaveLength(1);
    expect(store.getState().cart.lastServerLoadAt).toBe(Date.now());
  });

  it("restores a guest's phone from the local cart when userPhone is missing", async () => {
    seedLocalCart([], PHONE);
    const { store, cart } = await startReady();
    expect(store.getState().cart.phone).toBe(PHONE);
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(1);
  });

  it('an unreadable local cart is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('outletCart', '{not json');
    const { store } = await startReady();
    expect(store.getState().cart).toMatchObject({ status: 'complete', lines: [], error: null });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a failed server load ends initialisation with the error and the local lines', async () => {
    seedSavedPhone(PHONE);
    seedLocalCart([cartLine({ id: 3 })], PHONE);
    const { store } = await startReady({ onLoad: () => apiError(500, 'INTERNAL', '伺服器忙碌中') });
    expect(store.getState().cart).toMatchObject({ status: 'complete', error: '伺服器忙碌中' });
    expect(store.getState().cart.lines.map((l) => l.id)).toEqual([3]);
  });
});

describe('refresh timing (spec 1 §4, §9)', () => {
  it('cartUpdated events are debounced 1 s; window events count too', async () => {
    seedSavedPhone(PHONE);
    const { store, cart } = await startReady();
    await advance(CART_SERVER_LOAD_MIN_GAP_MS); // past the 2 s gap of the start-up load
    store.dispatch(cartActions.cartUpdated());
    await advance(500);
    window.dispatchEvent(new Event('cartUpdated'));
    await advance(CART_REFRESH_DEBOUNCE_MS - 1);
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(1);
    await advance(1);
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(2);
  });

  it('a server load less than 2 s after the previous one is skipped', async () => {
    seedSavedPhone(PHONE);
    const { store, cart } = await startReady();
    store.dispatch(cartActions.refreshRequested());
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(1);
    await advance(CART_SERVER_LOAD_MIN_GAP_MS);
    store.dispatch(cartActions.refreshRequested());
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(2);
  });

  it('a refresh is skipped while the cart is busy', async () => {
    seedSavedPhone(PHONE);
    // The remove hangs for 5 s, keeping the cart busy.
    const slowRemove = () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000));
    const { store, cart } = await startReady({ carts: { [PHONE]: [cartLine({ id: 1 })] }, onRemove: slowRemove });
    await advance(CART_SERVER_LOAD_MIN_GAP_MS);
    store.dispatch(cartActions.removeRequested({ line: store.getState().cart.lines[0] }));
    await settle();
    expect(store.getState().cart.busy).toBe(true);
    store.dispatch(cartActions.refreshRequested());
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(1);
    await advance(5_000);
    expect(store.getState().cart.busy).toBe(false);
    store.dispatch(cartActions.refreshRequested());
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(2);
  });

  it('an add is followed by a refresh 1 s later', async () => {
    seedSavedPhone(PHONE);
    const { store, cart } = await startReady();
    await advance(CART_SERVER_LOAD_MIN_GAP_MS);
    store.dispatch(cartActions.addRequested({ item: cartAddItemFromOutlet(outletItem({ id: 42 })), phone: PHONE }));
    await settle();
    expect(cart.seen('POST', '/api/cart/add')).toHaveLength(1);
    await advance(CART_POST_ADD_REFRESH_MS - 1);
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(1);
    await advance(1);
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(2);
  });
});

describe('adding (spec 1 §5, spec 2 §4)', () => {
  it('posts phone, itemType, itemId and quantity 1, stores the server line and toasts success', async () => {
    seedSavedPhone(PHONE);
    const { store, cart, toasts } = await startReady();
    store.dispatch(cartActions.addRequested({ item: cartAddItemFromOutlet(outletItem({ id: 42, title: '外套' })), phone: PHONE }));
    expect(store.getState().cart.addingKeys).toEqual(['outlet:42:']);
    await settle();
    expect(cart.seen('POST', '/api/cart/add')[0].body).toEqual({ phone: PHONE, itemType: 'outlet', itemId: 42, quantity: 1 });
    const [line] = store.getState().cart.lines;
    expect(line).toMatchObject({ id: 9000, item_id: 42, item_type: 'outlet', sku: 'SKU-42' });
    expect(line.reservation?.is_confirmed).toBe(false);
    expect(store.getState().cart.addingKeys).toEqual([]);
    expect(toasts()).toContainEqual([messages.cart.added, 'success']);
    expect(readLocalCartRaw()?.items.map((l) => l.item_id)).toEqual([42]);
  });

  it("a duplicate refused by the server toasts the server's message", async () => {
    seedSavedPhone(PHONE);
    const { store, toasts } = await startReady({ onAdd: () => apiError(409, 'CART_ITEM_DUPLICATE', '此商品已在購物車中。') });
    store.dispatch(cartActions.addRequested({ item: cartAddItemFromOutlet(outletItem({ id: 7 })), phone: PHONE }));
    await settle();
    expect(store.getState().cart.lines).toEqual([]);
    expect(store.getState().cart.error).toBe('此商品已在購物車中。');
    expect(toasts()).toContainEqual(['此商品已在購物車中。', 'danger']);
  });

  it('a line already in the cart is refused without a call', async () => {
    seedSavedPhone(PHONE);
    const { store, cart, toasts } = await startReady({ carts: { [PHONE]: [cartLine({ id: 1, item_id: 7 })] } });
    store.dispatch(cartActions.addRequested({ item: cartAddItemFromOutlet(outletItem({ id: 7 })), phone: PHONE }));
    await settle();
    expect(cart.seen('POST', '/api/cart/add')).toHaveLength(0);
    expect(toasts()).toContainEqual([formatMessage('CART_ITEM_DUPLICATE'), 'danger']);
  });

  it('a failure without a server message toasts the default', async () => {
    seedSavedPhone(PHONE);
    const { store, toasts } = await startReady({ onAdd: () => new Response('', { status: 502 }) });
    store.dispatch(cartActions.addRequested({ item: cartAddItemFromOutlet(outletItem({ id: 8 })), phone: PHONE }));
    await settle();
    expect(toasts()).toContainEqual([messages.cart.addFailed, 'danger']);
  });

  it('a phone given with the add becomes the saved phone before the add', async () => {
    const { store, cart } = await startReady();
    store.dispatch(cartActions.addRequested({ item: cartAddItemFromOutlet(outletItem({ id: 9 })), phone: PHONE }));
    await settle();
    expect(localStorage.getItem('userPhone')).toBe(PHONE);
    expect(store.getState().cart.phone).toBe(PHONE);
    expect(cart.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/cart/${PHONE}`, 'POST /api/cart/add']);
  });

  it('a second press while the same item is being added sends nothing more', async () => {
    seedSavedPhone(PHONE);
    const { store, cart } = await startReady({ latencyMs: 200 });
    await advance(200);
    const item = cartAddItemFromOutlet(outletItem({ id: 10 }));
    store.dispatch(cartActions.addRequested({ item, phone: PHONE }));
    store.dispatch(cartActions.addRequested({ item, phone: PHONE }));
    await advance(200);
    expect(cart.seen('POST', '/api/cart/add')).toHaveLength(1);
  });
});

describe('removing and clearing (spec 1 §4, spec 2 §4-5)', () => {
  it('removing an unconfirmed outlet line calls DELETE with the phone and drops the line', async () => {
    seedSavedPhone(PHONE);
    const held = cartLine({ id: 21, item_id: 5, reservation: heldFor(60_000) });
    const { store, cart, toasts } = await startReady({ carts: { [PHONE]: [held, cartLine({ id: 22 })] } });
    store.dispatch(cartActions.removeRequested({ line: held }));
    await settle();
    expect(cart.seen('DELETE', '/api/cart/remove/21')[0].phone).toBe(PHONE);
    expect(store.getState().cart.lines.map((l) => l.id)).toEqual([22]);
    expect(toasts()).toContainEqual([messages.cart.removed, 'success']);
    expect(store.getState().cart.busy).toBe(false);
  });

  it('a failed remove still removes the line locally and says so', async () => {
    seedSavedPhone(PHONE);
    const line = cartLine({ id: 23 });
    const { store, toasts } = await startReady({ carts: { [PHONE]: [line] }, onRemove: () => apiError(500, 'INTERNAL', '伺服器忙碌中') });
    store.dispatch(cartActions.removeRequested({ line }));
    await settle();
    expect(store.getState().cart.lines).toEqual([]);
    expect(toasts()).toContainEqual(['伺服器忙碌中', 'warning']);
  });

  it('a confirmed line is not removed and no call is made', async () => {
    seedSavedPhone(PHONE);
    const confirmed = cartLine({ id: 24, reservation: { expires_at: null, is_confirmed: true } });
    const { store, cart, toasts } = await startReady({ carts: { [PHONE]: [confirmed] } });
    store.dispatch(cartActions.removeRequested({ line: confirmed }));
    await settle();
    expect(cart.seen('DELETE', '/api/cart/remove')).toHaveLength(0);
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(toasts()).toContainEqual([formatMessage('CART_ITEM_CONFIRMED'), 'warning']);
  });

  it('a line the server no longer has is removed and its reservation released', async () => {
    seedSavedPhone(PHONE);
    const held = cartLine({ id: 25, item_id: 77, reservation: heldFor(60_000) });
    const { store, cart } = await startReady({ carts: { [PHONE]: [held] }, onRemove: () => apiError(404, 'CART_LINE_NOT_FOUND', 'gone') });
    store.dispatch(cartActions.removeRequested({ line: held }));
    await settle();
    expect(cart.seen('POST', '/api/outlet/release')[0].body).toEqual({ id: 77, reservedBy: PHONE });
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('clear keeps confirmed lines, and a failed clear still clears locally', async () => {
    seedSavedPhone(PHONE);
    const confirmed = cartLine({ id: 31, reservation: { expires_at: null, is_confirmed: true } });
    const { store, cart } = await startReady({ carts: { [PHONE]: [confirmed, cartLine({ id: 32 })] }, onClear: () => apiError(500, 'INTERNAL', 'x') });
    store.dispatch(cartActions.clearRequested());
    await settle();
    expect(cart.seen('DELETE', `/api/cart/clear/${PHONE}`)).toHaveLength(1);
    expect(store.getState().cart.lines.map((l) => l.id)).toEqual([31]);
  });
});

describe('merging a guest cart (spec 1 §4)', () => {
  it('merges local lines the server lacks once the phone is known, then drops the local copy', async () => {
    seedLocalCart([cartLine({ id: 1, item_id: 11 }), cartLine({ id: 2, item_id: 12 })]);
    const { store, cart } = await startReady({ carts: { [PHONE]: [cartLine({ id: 50, item_id: 12 })] } });
    store.dispatch(cartActions.phoneSaved(PHONE));
    await settle();
    const [merge] = cart.seen('POST', '/api/cart/merge');
    // The contract's MergeCartsBody: the phone is targetPhone.
    expect(merge.body).toEqual({ anonymousCartItems: [{ item_type: 'outlet', item_id: 11, variant_id: null }], targetPhone: PHONE, preventDuplicates: true });
    expect(store.getState().cart.lines.map((l) => l.item_id)).toEqual([12, 11]);
    // The guest copy is gone; what is stored now mirrors this phone's server cart.
    expect(readLocalCartRaw()).toMatchObject({ phone: PHONE });
    expect(localStorage.getItem('userPhone')).toBe(PHONE);
  });

  it('does not merge into the same phone again within 30 s', async () => {
    seedLocalCart([cartLine({ id: 1, item_id: 11 })]);
    const { store, cart } = await startReady();
    store.dispatch(cartActions.phoneSaved(PHONE));
    await settle();
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(1);

    seedLocalCart([cartLine({ id: 3, item_id: 13 })]);
    await advance(CART_MERGE_COOLDOWN_MS - 1_000);
    store.dispatch(cartActions.phoneSaved(PHONE));
    await settle();
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(1);

    await advance(1_000);
    store.dispatch(cartActions.phoneSaved(PHONE));
    await settle();
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(2);
  });

  it('a merge asked for while one runs waits, then finds the local cart already merged', async () => {
    seedLocalCart([cartLine({ id: 1, item_id: 11 })]);
    const { store, cart } = await startReady({ latencyMs: 300 });
    store.dispatch(cartActions.phoneSaved(PHONE));
    store.dispatch(cartActions.phoneSaved(OTHER_PHONE));
    await advance(2_000);
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(1);
    expect(readLocalCartRaw()?.items ?? []).toEqual([]);
  });

  it('a queued merge retries 100 ms after the running one failed', async () => {
    seedLocalCart([cartLine({ id: 1, item_id: 11 })]);
    let merges = 0;
    const { store, cart } = await startReady({
      latencyMs: 300,
      onMerge: () => (merges++ === 0 ? apiError(500, 'INTERNAL', 'x') : undefined),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    store.dispatch(cartActions.phoneSaved(PHONE));
    store.dispatch(cartActions.phoneSaved(OTHER_PHONE));
    // Both loads answer at 300 ms; the first merge runs 300 ms and fails; the second polls every 100 ms.
    await advance(300 + 300 + CART_MERGE_RETRY_MS);
    const [first, second] = cart.seen('POST', '/api/cart/merge');
    expect(first.body?.targetPhone).toBe(PHONE);
    expect(second.body?.targetPhone).toBe(OTHER_PHONE);
    // It never overlapped the first (which took 300 ms) and waited at most one retry step after it.
    expect(second.at - first.at).toBeGreaterThanOrEqual(300);
    expect(second.at - first.at).toBeLessThanOrEqual(300 + CART_MERGE_RETRY_MS);
    expect(warn).toHaveBeenCalledWith('Cart merge failed', expect.objectContaining({ code: 'INTERNAL' }));
    warn.mockRestore();
  });

  it('a local cart of the same phone is not merged again (its missing lines were released on the server)', async () => {
    seedSavedPhone(PHONE);
    seedLocalCart([cartLine({ id: 1, item_id: 11 })], PHONE);
    const { store, cart } = await startReady();
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(0);
    expect(store.getState().cart.lines).toEqual([]);
  });
});
