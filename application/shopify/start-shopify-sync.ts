import { inject, injectable } from 'inversify';
import { RecordStaffAction } from '../admin/record-staff-action';
import { GetShopifySyncStatus, type ShopifySyncStatusView } from './get-shopify-sync-status';
import { SHOPIFY_TARGET } from './shopify-connection.port';
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
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  async execute(staffId: number): Promise<ShopifySyncStatusView> {
    const run = await this.sync.startNow();
    await this.audit.execute(staffId, 'shopify.sync', SHOPIFY_TARGET, { runId: run.id });
    return this.status.execute();
  }
}
