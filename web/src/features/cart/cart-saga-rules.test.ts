/**
 * Rules the cart sagas' structure makes testable (issue 10 §6): the merge queue serves one merge at a time in
 * the order asked; refreshes are debounced; a merge that does not settle in time is reported and the queue
 * moves on; the 2 s gap and the cooldown are measured by the clock the store is given.
 */
import type { Clock } from '../../app/clock';
import { apiError } from '../../../test-support/cart-server';
import { useCartSagaHarness } from '../../../test-support/cart-saga-harness';
import { cartLine, OTHER_PHONE, PHONE, readLocalCartRaw, seedLocalCart, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { cartActions } from './cart-slice';
import { CART_REFRESH_DEBOUNCE_MS, CART_SERVER_LOAD_MIN_GAP_MS } from './cart-timing';

const THIRD_PHONE = '0922333444';
const { settle, advance, startReady } = useCartSagaHarness();

describe('the merge queue', () => {
  it('serves merges one at a time, in the order they were asked for', async () => {
    seedLocalCart([cartLine({ id: 1, item_id: 11 })]);
    // Every merge fails, so the local cart stays and each queued request really posts.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, cart } = await startReady({ latencyMs: 300, onMerge: () => apiError(500, 'INTERNAL', 'x') });
    store.dispatch(cartActions.phoneSaved(PHONE));
    store.dispatch(cartActions.phoneSaved(OTHER_PHONE));
    store.dispatch(cartActions.phoneSaved(THIRD_PHONE));
    await advance(300); // the three loads answer together; the three merges are queued
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(1);
    expect(store.getState().cart.busy).toBe(true);
    await advance(3 * 300);
    await settle();
    const merges = cart.seen('POST', '/api/cart/merge');
    expect(merges.map((m) => m.body?.targetPhone)).toEqual([PHONE, OTHER_PHONE, THIRD_PHONE]);
    // Each starts only when the one before has answered (300 ms), and no sooner.
    expect(merges[1].at - merges[0].at).toBe(300);
    expect(merges[2].at - merges[1].at).toBe(300);
    expect(store.getState().cart).toMatchObject({ busy: false, pendingChanges: 0 });
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('reports a merge that does not settle in time as timed out, and moves on to the next', async () => {
    seedLocalCart([cartLine({ id: 1, item_id: 11 })]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let merges = 0;
    const hang = () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 60_000));
    const { store, cart } = await startReady(
      { onMerge: () => (merges++ === 0 ? hang() : undefined) },
      { sagas: { cart: { timings: { mergeTimeoutMs: 500 } } } },
    );
    store.dispatch(cartActions.phoneSaved(PHONE));
    store.dispatch(cartActions.phoneSaved(OTHER_PHONE));
    await settle();
    expect(cart.seen('POST', '/api/cart/merge')).toHaveLength(1);
    await advance(499);
    expect(warn).not.toHaveBeenCalled();
    await advance(1);
    await settle();
    expect(warn).toHaveBeenCalledWith('Cart merge failed', expect.objectContaining({ status: 0, code: 'TIMEOUT' }));
    // The queue went on: the second merge posted and, answered, removed the local copy.
    const [first, second] = cart.seen('POST', '/api/cart/merge');
    expect([first.body?.targetPhone, second.body?.targetPhone]).toEqual([PHONE, OTHER_PHONE]);
    expect(second.at - first.at).toBe(500);
    expect(readLocalCartRaw()?.phone).toBe(OTHER_PHONE);
    expect(store.getState().cart.busy).toBe(false);
    warn.mockRestore();
  });
});

describe('refresh', () => {
  it('a burst of cartUpdated events loads once, 1 s after the last', async () => {
    seedSavedPhone(PHONE);
    const { store, cart } = await startReady();
    await advance(CART_SERVER_LOAD_MIN_GAP_MS);
    for (let i = 0; i < 5; i += 1) {
      store.dispatch(cartActions.cartUpdated());
      await advance(CART_REFRESH_DEBOUNCE_MS - 100);
    }
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(1);
    await advance(100);
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(2);
    await advance(5 * CART_REFRESH_DEBOUNCE_MS);
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(2);
  });
});

describe('the injected clock', () => {
  it('stamps server loads and measures the 2 s gap, whatever the timers do', async () => {
    let time = 1_700_000_000_000;
    const clock: Clock = { now: () => time };
    seedSavedPhone(PHONE);
    const { store, cart } = await startReady({}, { clock });
    expect(store.getState().cart.lastServerLoadAt).toBe(time);
    // Timers run 10 s, the clock stands still: still within the gap.
    await advance(10_000);
    store.dispatch(cartActions.refreshRequested());
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(1);
    time += CART_SERVER_LOAD_MIN_GAP_MS;
    store.dispatch(cartActions.refreshRequested());
    await settle();
    expect(cart.seen('GET', '/api/cart/')).toHaveLength(2);
    expect(store.getState().cart.lastServerLoadAt).toBe(time);
  });
});
