import { inject, injectable } from 'inversify';
import { LINKED_ORDER_FINAL_STATUSES } from '../../domain/marketplace/linked-order-progress';
import { JOB_LEASES, type JobLeases } from '../marketplace/sync-run-store.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from './customer-order-store.port';
import { LinkedOrderRefresher } from './refresh-linked-order';

export const LINKED_ORDER_REFRESH_LEASE = 'linked-order-refresh';
/** Orders asked per run: Shopee's rate limit is per shop and shared with the catalogue sync; 2 calls each. */
export const LINKED_ORDER_REFRESH_BATCH = 200;

export type RefreshLinkedOrdersResult =
  | { kind: 'busy' }
  | { kind: 'ran'; refreshed: number; unavailable: number };

/**
 * The periodic refresh of linked orders that are not final (issue 22), run by server/jobs/linked-order-refresh.ts
 * in every server process. ONE run per interval across processes: the run takes the job_leases row
 * 'linked-order-refresh' for the whole interval and never gives it back, so the next process to tick within the
 * interval finds it held ('busy') and the first tick after it lapses runs again. Each run asks the platform about
 * the open orders not checked within the interval, longest unchecked first, at most LINKED_ORDER_REFRESH_BATCH;
 * one order the platform cannot answer is counted and skipped (it stays due for the next run).
 */
@injectable()
export class RefreshLinkedOrders {
  constructor(
    @inject(CUSTOMER_ORDER_STORE) private readonly customerOrders: CustomerOrderStore,
    @inject(LinkedOrderRefresher) private readonly refresher: LinkedOrderRefresher,
    @inject(JOB_LEASES) private readonly leases: JobLeases,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ owner, intervalMs, batch = LINKED_ORDER_REFRESH_BATCH }: { owner: string; intervalMs: number; batch?: number }): Promise<RefreshLinkedOrdersResult> {
    const now = this.clock.now();
    if (!(await this.leases.acquire(LINKED_ORDER_REFRESH_LEASE, owner, now, intervalMs))) return { kind: 'busy' };
    const due = await this.customerOrders.listLinkedOrdersDue({
      before: new Date(now.getTime() - intervalMs), limit: batch, finalStatuses: LINKED_ORDER_FINAL_STATUSES,
    });
    let refreshed = 0;
    let unavailable = 0;
    for (const record of due) {
      try {
        await this.refresher.refresh(record);
        refreshed += 1;
      } catch {
        unavailable += 1;
      }
    }
    return { kind: 'ran', refreshed, unavailable };
  }
}
