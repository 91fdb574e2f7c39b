import { inject, injectable } from 'inversify';
import { LINKED_ORDER_FINAL_STATUSES } from '../../domain/marketplace/linked-order-progress';
import { JOB_LEASES, type JobLeases } from '../shared/job-leases.port';
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
 * The periodic refresh of linked orders that are not final (issue 22). WHEN it runs is decided by the shared schedule
 * (server/jobs/linked-order-refresh.ts, job_schedules: one run per interval across processes, issue 23). Here the
 * job_leases row 'linked-order-refresh' only stops overlap: a run still going when the next one is claimed makes that
 * one 'busy'. It is held for at most one interval (a process that dies mid-run blocks no later than that) and given
 * back when the run ends. Each run asks the platform about
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
    try {
      return { kind: 'ran', ...(await this.refreshDue(now, intervalMs, batch)) };
    } finally {
      await this.leases.release(LINKED_ORDER_REFRESH_LEASE, owner);
    }
  }

  private async refreshDue(now: Date, intervalMs: number, batch: number): Promise<{ refreshed: number; unavailable: number }> {
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
    return { refreshed, unavailable };
  }
}
