/**
 * Fixed-window attempt counters shared by every server process (table rate_limits;
 * adapters/persistence/accounts/knex-rate-limiter.ts, InMemoryRateLimiter for unit tests). hit() counts one
 * attempt under key in the current window of windowMs and says whether it is within limit; a refused
 * attempt counts too. retryAfterMs: until the window ends (0 when allowed).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

export const RATE_LIMITER = Symbol.for('RateLimiter');
