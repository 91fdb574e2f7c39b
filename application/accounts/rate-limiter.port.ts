/**
 * Fixed-window attempt counters shared by every server process (table rate_limits;
 * adapters/persistence/accounts/knex-rate-limiter.ts, InMemoryRateLimiter for unit tests). hit() counts one
 * attempt under key in the current window of windowMs and says whether it is within limit; a refused
 * attempt counts too. retryAfterMs: until the window ends (0 when allowed).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /**
   * Takes back one attempt counted by hit() in the current window (never below 0). For limits on FAILED
   * attempts that must still be race-free (application/orders/ownership-proof.ts): every attempt is counted
   * up front, atomically, and a success gives its count back. If the window ended meanwhile, nothing is left
   * to take back and nothing changes.
   */
  refund(key: string, windowMs: number): Promise<void>;
  /**
   * Reads the key's count in the current window without counting anything: allowed while fewer than `limit`
   * were counted, i.e. while one more hit() would still be within limit. For reports and reads only, never to
   * guard a check: a burst of simultaneous attempts all peek the same count and all get checked (issue 23:
   * 100 of 100 staff codes against a limit of 5). Limits go through application/shared/limit-attempt.ts.
   */
  peek(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

export const RATE_LIMITER = Symbol.for('RateLimiter');
