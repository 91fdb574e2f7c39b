/**
 * Shopify's cost-based leaky bucket (research B6), one per app + shop: `maximum` points, refilled at
 * `restoreRate` points a second; a query is let through when the bucket holds its requested cost, then charged
 * its actual cost. Default figures: the classic 1000-point bucket restoring 50 a second (the brief's; the 2026
 * figures are per plan: Standard 100/s). Time comes from the caller (the simulator's clock).
 */
export interface BucketStatus { maximumAvailable: number; currentlyAvailable: number; restoreRate: number }

export class CostBucket {
  private available: number;
  private at: number;

  constructor(private maximum: number, private restoreRate: number, nowMs: number) {
    this.available = maximum;
    this.at = nowMs;
  }

  status(nowMs: number): BucketStatus {
    this.refill(nowMs);
    return { maximumAvailable: this.maximum, currentlyAvailable: Math.floor(this.available), restoreRate: this.restoreRate };
  }

  /** Takes `requested` points when there are that many; false (nothing taken) otherwise. */
  take(requested: number, nowMs: number): boolean {
    this.refill(nowMs);
    if (this.available < requested) return false;
    this.available -= requested;
    return true;
  }

  /** Gives back what a query did not use (requested - actual). */
  refund(points: number): void {
    this.available = Math.min(this.maximum, this.available + Math.max(0, points));
  }

  reset(maximum: number, restoreRate: number, nowMs: number): void {
    this.maximum = maximum;
    this.restoreRate = restoreRate;
    this.available = maximum;
    this.at = nowMs;
  }

  private refill(nowMs: number): void {
    this.available = Math.min(this.maximum, this.available + (Math.max(0, nowMs - this.at) / 1000) * this.restoreRate);
    this.at = Math.max(this.at, nowMs);
  }
}
