import { inject, injectable } from 'inversify';
import { RecordStaffAction } from '../admin/record-staff-action';
import { GetSyncStatus, type SyncStatusView } from './get-sync-status';
import { SHOPEE_TARGET } from './shopee-connection.port';
import { SyncMarketplaceCatalogue, type SyncRequest } from './sync-marketplace-catalogue';

/**
 * POST /api/admin/shopee/sync (staff): starts (or resumes) a sync now and answers at once with the status, the
 * claimed run in it; the work goes on in the background and its progress is read with GetSyncStatus. A started
 * sync is audited 'shopee.sync'.
 * @throws ConflictError SYNC_ALREADY_RUNNING while any worker of any process holds the lease;
 *         ConflictError SHOPEE_NOT_CONNECTED when there is no usable connection to sync from.
 */
@injectable()
export class StartSync {
  constructor(
    @inject(SyncMarketplaceCatalogue) private readonly sync: SyncMarketplaceCatalogue,
    @inject(GetSyncStatus) private readonly status: GetSyncStatus,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  async execute(request: SyncRequest, staffId: number): Promise<SyncStatusView> {
    await this.sync.startNow(request);
    const view = await this.status.execute();
    await this.audit.execute(staffId, 'shopee.sync', SHOPEE_TARGET, { kind: request.kind ?? null });
    return view;
  }
}
