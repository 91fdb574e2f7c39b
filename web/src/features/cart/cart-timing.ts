/** The cart's timings (spec 1 §4 'Cart' and §9). Sagas take them as options so a test may shorten one. */

/** A refresh waits this long after the last external cartUpdated event. */
export const CART_REFRESH_DEBOUNCE_MS = 1_000;
/** A server load closer than this to the previous one is skipped. */
export const CART_SERVER_LOAD_MIN_GAP_MS = 2_000;
/** After an add, the cart refreshes this much later. */
export const CART_POST_ADD_REFRESH_MS = 1_000;
/** The local cart is not merged into the same phone's server cart again within this time. */
export const CART_MERGE_COOLDOWN_MS = 30_000;
/** A merge asked for while one runs waits and retries after this. */
export const CART_MERGE_RETRY_MS = 100;

export interface CartTimings {
  refreshDebounceMs: number;
  serverLoadMinGapMs: number;
  postAddRefreshMs: number;
  mergeCooldownMs: number;
  mergeRetryMs: number;
}

export const CART_TIMINGS: CartTimings = {
  refreshDebounceMs: CART_REFRESH_DEBOUNCE_MS,
  serverLoadMinGapMs: CART_SERVER_LOAD_MIN_GAP_MS,
  postAddRefreshMs: CART_POST_ADD_REFRESH_MS,
  mergeCooldownMs: CART_MERGE_COOLDOWN_MS,
  mergeRetryMs: CART_MERGE_RETRY_MS,
};
