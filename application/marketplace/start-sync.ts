import { inject, injectable } from 'inversify';
import { GetSyncStatus, type SyncStatusView } from './get-sync-status';
import { SyncMarketplaceCatalogue, type SyncRequest } from './sync-marketplace-catalogue';

/**
 * POST /api/admin/shopee/sync (staff): starts (or resumes) a sync now and answers at once with the status, the
 * claimed run in it; the work goes on in the background and its progress is read with GetSyncStatus.
 * @throws ConflictError SYNC_ALREADY_RUNNING while any worker of any process holds the lease;
 *         ConflictError SHOPEE_NOT_CONNECTED when there is no usable connection to sync from.
 */
@injectable()
export class StartSync {
  constructor(
    @inject(SyncMarketplaceCatalogue) private readonly sync: SyncMarketplaceCatalogue,
    @inject(GetSyncStatus) private readonly status: GetSyncStatus,
  ) {}

  async execute(request: SyncRequest): Promise<SyncStatusView> {
    await this.sync.startNow(request);
    return this.status.execute();
  }
}
