import { inject, injectable } from 'inversify';
import { MARKETPLACE_CATALOGUE_WRITER, type MarketplaceCatalogueWriter } from './marketplace-catalogue.port';
import { SYNC_SCHEDULE, type SyncSchedule } from '../sync/sync-schedule.port';
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
    // Running first, then the last finished: a run that finishes between the two reads then shows as the last one.
    // Read at once (Promise.all), it could show neither: not running any more, and not yet finished when read.
    const running = await this.runs.findRunning();
    const [last, productCount] = await Promise.all([this.runs.lastFinished(), this.catalogue.countProducts()]);
    return { running, last, scheduleMinutes: this.schedule.everyMinutes(), nextRunAt: this.schedule.nextRunAt(), productCount };
  }
}
