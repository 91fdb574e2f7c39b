import { inject, injectable } from 'inversify';
import { OUTLET_ITEMS_INVALIDATION, type OutletItemsInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { JOB_LEASES, type JobLeases } from '../shared/job-leases.port';
import { BackgroundSync } from '../sync/background-sync';
import { describeError } from '../sync/describe-error';
import type { SyncJob } from '../sync/sync-job';
import { ShopifyAccess } from './shopify-access';
import { SHOPIFY_ADMIN, type ShopifyAdmin, type ShopifyProductPage } from './shopify-admin.port';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnectionStore } from './shopify-connection.port';
import { shopifyCodeOf, SHOPIFY_NOT_CONNECTED, SHOPIFY_UNAVAILABLE } from './shopify-errors';
import { SHOPIFY_STOCK, type ShopifyStock } from './shopify-stock.port';
import { SHOPIFY_SYNC_RUNS, type ShopifySyncProgress, type ShopifySyncRuns, type ShopifySyncStart } from './shopify-sync-runs.port';
import { variantRecordOf } from './shopify-variant-record';

/** The job_leases row every worker of every process asks for before it touches a run. */
export const SHOPIFY_SYNC_LEASE = 'shopify-sync';
/** Renewed after every page (one GraphQL call, at most 50 x 100 variant writes): only a dead worker lets it lapse. */
export const SHOPIFY_SYNC_LEASE_TTL_MS = 3 * 60_000;

/**
 * The Shopify stock sync (issue 12; docs/decisions.md "Shopify stock") on the runner of every sync
 * (application/sync/background-sync.ts: the 'shopify-sync' lease, claim, resume, save after every page, pause,
 * background run). Its pages, from the run's cursor (ShopifyAdmin.listProducts; the adapter paces itself on
 * Shopify's cost-based limit): every variant becomes or updates its outlet item (ShopifyStock.applyVariant, which
 * never lowers the stock below the units held or sold here and records the conflict instead), then the outlet
 * list read model is invalidated. Applying a variant twice is harmless, so a crash costs at most a page again.
 * One variant that cannot be stored is recorded and skipped; SHOPIFY_UNAVAILABLE pauses the run at its cursor;
 * the credentials refused (ShopifyAccess marks the connection) or no connection fail it.
 */
@injectable()
export class SyncShopifyStock extends BackgroundSync<ShopifySyncStart, ShopifySyncProgress, void> {
  constructor(
    @inject(SHOPIFY_ADMIN) admin: ShopifyAdmin,
    @inject(ShopifyAccess) access: ShopifyAccess,
    @inject(SHOPIFY_CONNECTION_STORE) connections: ShopifyConnectionStore,
    @inject(SHOPIFY_STOCK) stock: ShopifyStock,
    @inject(SHOPIFY_SYNC_RUNS) runs: ShopifySyncRuns,
    @inject(JOB_LEASES) leases: JobLeases,
    @inject(OUTLET_ITEMS_INVALIDATION) invalidation: OutletItemsInvalidation,
    @inject(CLOCK) clock: Clock,
    @inject(EVENT_LOG) log: EventLog,
  ) {
    super(new StockSyncJob(admin, access, connections, stock, runs, invalidation, clock), leases, clock, log);
  }
}

class StockSyncJob implements SyncJob<ShopifySyncStart, ShopifySyncProgress, void> {
  readonly name = 'shopify sync';
  readonly lease = SHOPIFY_SYNC_LEASE;
  readonly leaseTtlMs = SHOPIFY_SYNC_LEASE_TTL_MS;
  readonly notConnected = SHOPIFY_NOT_CONNECTED;

  constructor(
    private readonly admin: ShopifyAdmin,
    private readonly access: ShopifyAccess,
    readonly connections: ShopifyConnectionStore,
    private readonly stock: ShopifyStock,
    readonly runs: ShopifySyncRuns,
    private readonly invalidation: OutletItemsInvalidation,
    private readonly clock: Clock,
  ) {}

  async start(): Promise<ShopifySyncStart & ShopifySyncProgress> {
    // The progress estimate: as many variants as the last complete run saw.
    const total = (await this.runs.lastFinished('done'))?.done ?? 0;
    return { cursor: null, done: 0, total, created: 0, updated: 0, conflicts: 0, itemFailures: 0, errors: [] };
  }

  work(_run: unknown, state: ShopifySyncProgress): { step(): Promise<'more' | 'done'> } {
    return {
      step: async () => {
        const page = await this.access.call((credentials) => this.admin.listProducts(credentials, state.cursor));
        const handled = await this.applyPage(page, state);
        state.done += handled;
        state.cursor = page.nextCursor;
        state.total = page.nextCursor === null ? state.done : Math.max(state.total, state.done + 1);
        if (handled > 0) this.invalidation.invalidateAll();
        return page.nextCursor === null ? 'done' : 'more';
      },
    };
  }

  stopsOn(error: unknown, state: ShopifySyncProgress): 'pause' | 'fail' | undefined {
    const code = shopifyCodeOf(error);
    if (code === SHOPIFY_UNAVAILABLE) {
      state.errors.push(`${SHOPIFY_UNAVAILABLE} after ${state.done} variant(s): the next run resumes here`);
      return 'pause';
    }
    if (code === undefined) return undefined;
    state.errors.push(`${code}: the connection needs staff`);
    return 'fail';
  }

  /** Every variant of the page, one transaction each; one that fails costs only itself. */
  private async applyPage(page: ShopifyProductPage, state: ShopifySyncProgress): Promise<number> {
    let handled = 0;
    for (const product of page.products) {
      for (const variant of product.variants) {
        handled += 1;
        try {
          const applied = await this.stock.applyVariant(variantRecordOf(product, variant), this.clock.now());
          if (applied.outcome === 'created') state.created += 1;
          else state.updated += 1;
          if (applied.conflict) state.conflicts += 1;
        } catch (error) {
          state.itemFailures += 1;
          state.errors.push(`variant ${variant.id}: ${describeError(error)}`);
        }
      }
    }
    return handled;
  }
}
