import type { Clock } from '../../shared/clock.port';
import type { RateLimiter } from '../rate-limiter.port';

/** rate_limits.key holds 191 characters: KnexRateLimiter counts a longer key under its first 191, and so does the fake. */
const KEY_WIDTH = 191;
const slotOf = (key: string, windowStart: number) => `${key.slice(0, KEY_WIDTH)}@${windowStart}`;

/** A fixed-window RateLimiter in memory for the use-case tests (same arithmetic as KnexRateLimiter). */
export class InMemoryRateLimiter implements RateLimiter {
  readonly counts = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const slot = slotOf(key, windowStart);
    const count = (this.counts.get(slot) ?? 0) + 1;
    this.counts.set(slot, count);
    const allowed = count <= limit;
    return { allowed, retryAfterMs: allowed ? 0 : windowStart + windowMs - now };
  }

  async refund(key: string, windowMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    const slot = slotOf(key, Math.floor(now / windowMs) * windowMs);
    const count = this.counts.get(slot) ?? 0;
    if (count > 0) this.counts.set(slot, count - 1);
  }

  async peek(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const allowed = (this.counts.get(slotOf(key, windowStart)) ?? 0) < limit;
    return { allowed, retryAfterMs: allowed ? 0 : windowStart + windowMs - now };
  }
}
