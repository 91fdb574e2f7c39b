/**
 * A token bucket per partner + shop: `perSecond` calls a second on average, bursts of up to `perSecond`.
 * Shopee publishes no numbers (research/platforms.md A5: "rate_limit": "[0, 0, 0]"), only the error
 * error_rate_limit; the default of 100 a second is the simulator's. Time comes from the caller (the
 * simulator's clock), so a test with a fake clock controls refills. perSecond <= 0 turns the limit off.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private perSecond: number) {}

  setRate(perSecond: number): void {
    this.perSecond = perSecond;
    this.buckets.clear();
  }

  get rate(): number {
    return this.perSecond;
  }

  /** Takes one call from the bucket of `key` at `nowMs`; false when it is empty. */
  take(key: string, nowMs: number): boolean {
    if (!(this.perSecond > 0)) return true;
    const bucket = this.buckets.get(key) ?? { tokens: this.perSecond, at: nowMs };
    bucket.tokens = Math.min(this.perSecond, bucket.tokens + (Math.max(0, nowMs - bucket.at) / 1000) * this.perSecond);
    bucket.at = nowMs;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    // Keys are partner:shop pairs the caller has already authenticated, so the map stays small; still bounded.
    if (this.buckets.size > 10_000) this.buckets.delete(this.buckets.keys().next().value as string);
    return allowed;
  }
}
