import { inject, injectable } from 'inversify';
import { SHOPIFY_SYNC_SCHEDULE, type SyncSchedule } from '../sync/sync-schedule.port';
import { GetShopifyConnection, type ShopifyConnectionView } from './get-shopify-connection';
import { SHOPIFY_DEMO_CREDENTIALS, type ShopifyDemoCredentials } from './shopify-demo.port';
import { SHOPIFY_STOCK, type ShopifyStock, type StockConflict } from './shopify-stock.port';
import { SHOPIFY_SYNC_RUNS, type ShopifySyncRun, type ShopifySyncRuns } from './shopify-sync-runs.port';

/** Conflicts listed with the status; the count says how many there are in all. */
export const CONFLICTS_SHOWN = 50;

export interface ShopifySyncStatusView {
  connection: ShopifyConnectionView | null;
  /** The run in progress (or paused: still 'running'), progress done/total. */
  running: ShopifySyncRun | null;
  last: ShopifySyncRun | null;
  scheduleMinutes: number;
  nextRunAt: Date | null;
  /** Outlet items that came from Shopify. */
  itemCount: number;
  /** Variants whose Shopify quantity is below what is held or sold here, newest first. */
  conflicts: StockConflict[];
  conflictCount: number;
  /** PROVIDERS=sandbox: the simulator's shop and its public demo token, for the connect form; null otherwise. */
  demo: ShopifyDemoCredentials | null;
}

/** GET /api/admin/shopify/sync (staff): the connection, the running run's progress, the last result, the conflicts. */
@injectable()
export class GetShopifySyncStatus {
  constructor(
    @inject(GetShopifyConnection) private readonly connection: GetShopifyConnection,
    @inject(SHOPIFY_SYNC_RUNS) private readonly runs: ShopifySyncRuns,
    @inject(SHOPIFY_STOCK) private readonly stock: ShopifyStock,
    @inject(SHOPIFY_SYNC_SCHEDULE) private readonly schedule: SyncSchedule,
    @inject(SHOPIFY_DEMO_CREDENTIALS) private readonly demo: ShopifyDemoCredentials | null,
  ) {}

  async execute(): Promise<ShopifySyncStatusView> {
    // Running before the last finished (as the Shopee sync status does): a run finishing between the reads shows as last.
    const running = await this.runs.findRunning();
    const [connection, last, itemCount, conflicts] = await Promise.all([
      this.connection.execute(), this.runs.lastFinished(), this.stock.countItems(), this.stock.listConflicts(CONFLICTS_SHOWN),
    ]);
    return {
      connection, running, last, scheduleMinutes: this.schedule.everyMinutes(), nextRunAt: this.schedule.nextRunAt(), itemCount,
      conflicts: conflicts.conflicts, conflictCount: conflicts.total, demo: this.demo,
    };
  }
}
