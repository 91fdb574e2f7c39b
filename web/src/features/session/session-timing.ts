/** The customer session's timings (spec 1 §4 'Customer session' and §9). Sagas take them as options. */

/** A cached customer younger than this is used at once: 30 days. */
export const CACHED_USER_MAX_AGE_MS = 2_592_000_000;
/** The background revalidation of a cached customer starts this long after it was used. */
export const REVALIDATE_DELAY_MS = 2_000;
/** Background revalidations are at least this far apart. */
export const REVALIDATE_MIN_GAP_MS = 30_000;
/** The lost-connection message appears after this long offline. */
export const OFFLINE_MESSAGE_DELAY_MS = 10_000;
/** 'customerLogin' / 'customerLogout' reach the window this long after the change ("a small delay"). */
export const SESSION_EVENT_DELAY_MS = 100;

export interface SessionTimings {
  cachedUserMaxAgeMs: number;
  revalidateDelayMs: number;
  revalidateMinGapMs: number;
  offlineMessageDelayMs: number;
  eventDelayMs: number;
}

export const SESSION_TIMINGS: SessionTimings = {
  cachedUserMaxAgeMs: CACHED_USER_MAX_AGE_MS,
  revalidateDelayMs: REVALIDATE_DELAY_MS,
  revalidateMinGapMs: REVALIDATE_MIN_GAP_MS,
  offlineMessageDelayMs: OFFLINE_MESSAGE_DELAY_MS,
  eventDelayMs: SESSION_EVENT_DELAY_MS,
};
