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
}

export const RATE_LIMITER = Symbol.for('RateLimiter');
