import { inject, injectable } from 'inversify';
import { AUDIT_LOG, type AuditLog } from '../shared/audit-log.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { GetShopifySyncStatus, type ShopifySyncStatusView } from './get-shopify-sync-status';
import { SyncShopifyStock } from './sync-shopify-stock';

/**
 * POST /api/admin/shopify/sync (staff): starts (or resumes) the stock sync now and answers the status at once;
 * the work goes on in the background. Audited as 'shopify.sync'.
 * @throws ConflictError SYNC_ALREADY_RUNNING while any worker holds the lease; SHOPIFY_NOT_CONNECTED without a usable connection
 */
@injectable()
export class StartShopifySync {
  constructor(
    @inject(SyncShopifyStock) private readonly sync: SyncShopifyStock,
    @inject(GetShopifySyncStatus) private readonly status: GetShopifySyncStatus,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(AUDIT_LOG) private readonly audit: AuditLog,
  ) {}

  async execute(staffId: number): Promise<ShopifySyncStatusView> {
    const run = await this.sync.startNow();
    await this.audit.record({ staffId, action: 'shopify.sync', target: 'connection:shopify', at: this.clock.now(), details: { runId: run.id } });
    return this.status.execute();
  }
}
