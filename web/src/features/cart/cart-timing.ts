/**
 * The cart's timings (spec 1 §4 'Cart' and §9). The cart saga puts them in its saga context (cartTimings() in
 * cart-saga-support.ts); a test may shorten one through createAppStore({ sagas: { cart: { timings } } }).
 */

/** A refresh waits this long after the last external cartUpdated event. */
export const CART_REFRESH_DEBOUNCE_MS = 1_000;
/** A server load closer than this to the previous one is skipped. */
export const CART_SERVER_LOAD_MIN_GAP_MS = 2_000;
/** After an add, the cart refreshes this much later. */
export const CART_POST_ADD_REFRESH_MS = 1_000;
/** The local cart is not merged into the same phone's server cart again within this time. */
export const CART_MERGE_COOLDOWN_MS = 30_000;
/**
 * Spec 1 §4: a merge asked for while one runs is queued and retried after 100 ms. The queue (an actionChannel)
 * starts it as soon as the running one ends, so this is the most it waits after that.
 */
export const CART_MERGE_RETRY_MS = 100;
/** A merge not settled by then is reported as timed out and the queue moves on (the client aborts at 10 s). */
export const CART_MERGE_TIMEOUT_MS = 12_000;

export interface CartTimings {
  refreshDebounceMs: number;
  serverLoadMinGapMs: number;
  postAddRefreshMs: number;
  mergeCooldownMs: number;
  mergeTimeoutMs: number;
}

export const CART_TIMINGS: CartTimings = {
  refreshDebounceMs: CART_REFRESH_DEBOUNCE_MS,
  serverLoadMinGapMs: CART_SERVER_LOAD_MIN_GAP_MS,
  postAddRefreshMs: CART_POST_ADD_REFRESH_MS,
  mergeCooldownMs: CART_MERGE_COOLDOWN_MS,
  mergeTimeoutMs: CART_MERGE_TIMEOUT_MS,
};
