import { inject, injectable } from 'inversify';
import { MARKETPLACE_CATALOGUE_WRITER, type MarketplaceCatalogueWriter } from './marketplace-catalogue.port';
import { SYNC_SCHEDULE, type SyncSchedule } from './sync-schedule.port';
import { SYNC_RUN_STORE, type SyncRun, type SyncRunStore } from './sync-run-store.port';

export interface SyncStatusView {
  /** The run in progress (or paused: still 'running'), with its progress done/total. */
  running: SyncRun | null;
  /** The newest run that ended. */
  last: SyncRun | null;
  scheduleMinutes: number;
  nextRunAt: Date | null;
  productCount: number;
}

/** GET /api/admin/shopee/sync (staff): the running run's progress, the last result, the schedule. */
@injectable()
export class GetSyncStatus {
  constructor(
    @inject(SYNC_RUN_STORE) private readonly runs: SyncRunStore,
    @inject(MARKETPLACE_CATALOGUE_WRITER) private readonly catalogue: MarketplaceCatalogueWriter,
    @inject(SYNC_SCHEDULE) private readonly schedule: SyncSchedule,
  ) {}

  async execute(): Promise<SyncStatusView> {
    const [running, last, productCount] = await Promise.all([this.runs.findRunning(), this.runs.lastFinished(), this.catalogue.countProducts()]);
    return { running, last, scheduleMinutes: this.schedule.everyMinutes(), nextRunAt: this.schedule.nextRunAt(), productCount };
  }
}
