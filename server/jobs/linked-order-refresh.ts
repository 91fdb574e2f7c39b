import { randomUUID } from 'node:crypto';
import type { RefreshLinkedOrders } from '../../application/customers/refresh-linked-orders';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/**
 * Refreshes the linked Shopee/Shopify orders that are not final every `intervalMs` (LINKED_ORDER_REFRESH_EVERY_MS,
 * default 30 min; 0 disables it), issue 22. Every server process runs this timer; the 'linked-order-refresh' lease
 * (RefreshLinkedOrders) lets one run per interval across all of them, the others' ticks answer 'busy'.
 */
export function startLinkedOrderRefresh(refresh: RefreshLinkedOrders, intervalMs: number, logger: Logger): PeriodicJob {
  const owner = `linked-order-refresh:${randomUUID()}`;
  return startPeriodicJob('linked order refresh', intervalMs, async () => {
    const result = await refresh.execute({ owner, intervalMs });
    if (result.kind === 'ran' && result.refreshed + result.unavailable > 0) logger.info('linked order refresh', { refreshed: result.refreshed, unavailable: result.unavailable });
  }, logger);
}
