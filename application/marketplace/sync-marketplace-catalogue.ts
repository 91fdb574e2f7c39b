import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { JOB_LEASES, type JobLeases } from '../shared/job-leases.port';
import { BackgroundSync } from '../sync/background-sync';
import { describeError } from '../sync/describe-error';
import type { SyncJob } from '../sync/sync-job';
import { MARKETPLACE_CATALOGUE_INVALIDATION, type MarketplaceCatalogueInvalidation } from './marketplace-catalogue-invalidation.port';
import { MARKETPLACE_CATALOGUE_WRITER, type MarketplaceCatalogueWriter } from './marketplace-catalogue.port';
import { MARKETPLACE_SOURCE, type MarketplaceSource, type SourceItemStatus } from './marketplace-source.port';
import { SHOPEE_CONNECTION_STORE, type ShopeeConnectionStore } from './shopee-connection.port';
import { shopeeCodeOf, SyncCataloguePage } from './sync-catalogue-page';
import { SYNC_RUN_STORE, type SyncKind, type SyncProgress, type SyncRun, type SyncRunStore, type SyncStart } from './sync-run-store.port';

/** The lease every worker of every process asks for before it touches a run. */
export const SYNC_LEASE = 'marketplace-sync';
/**
 * How long a worker's lease lasts without a renewal. It is renewed after every page (one list call, two
 * getProducts of 50 with their model calls, two upserts: seconds, even with the adapter's retries), so only a
 * worker that died lets it lapse, and the run it left is resumed by the first tick after that.
 */
export const SYNC_LEASE_TTL_MS = 3 * 60_000;
/** get_item_list's maximum page_size. */
export const ITEM_PAGE_SIZE = 100;
/** An incremental run asks for every status: NORMAL items are (re)stored, every other status is removed. */
export const INCREMENTAL_STATUSES: readonly SourceItemStatus[] = ['NORMAL', 'UNLIST', 'BANNED', 'SELLER_DELETE', 'SHOPEE_DELETE', 'REVIEWING'];

export interface SyncRequest {
  /** Staff may ask for a kind; the schedule does not (then: full until one succeeded, incremental after). */
  kind?: SyncKind;
}

/**
 * The marketplace sync job (issue 11; docs/decisions.md "The marketplace sync") on the runner of every sync
 * (application/sync/background-sync.ts: lease, claim, resume, save after every page, pause, background run).
 * Staff asking for the other kind than the running run's end that run 'failed' as superseded.
 *
 * Its pages (never the whole catalogue in memory): get_item_list pages of 100 over the run's window,
 * getProducts in chunks of 50, upsertProducts with the run id; removals for non-NORMAL items (sync-catalogue-page.ts).
 * A run resumed after a crash repeats at most the page it died in, which is harmless: upserts and removals are idempotent.
 * - full: categories, then every NORMAL item with update_time <= the run's start ('scan'), then a 'catch_up' over
 *   every status for what changed during the scan (those items left the scan's window), then removeUnseen(runId):
 *   what no page showed is gone from Shopee.
 * - incremental: every status updated since the last successful run's window end.
 * Offset paging over a window that shrinks while we read it (items updated meanwhile leave it) could skip
 * items, so when a page reports a smaller total than the last one the cursor steps back by the difference.
 * Errors: one item that cannot be read or stored is recorded and skipped (and a full run then keeps the rows it
 * did not see rather than delete a product it could not read); SHOPEE_UNAVAILABLE (after the adapter's retries)
 * pauses the run; SHOPEE_NOT_CONNECTED / SHOPEE_REAUTHORIZE fail it.
 */
@injectable()
export class SyncMarketplaceCatalogue extends BackgroundSync<SyncStart, SyncProgress, SyncRequest> {
  constructor(
    @inject(MARKETPLACE_SOURCE) source: MarketplaceSource,
    @inject(MARKETPLACE_CATALOGUE_WRITER) catalogue: MarketplaceCatalogueWriter,
    @inject(SYNC_RUN_STORE) runs: SyncRunStore,
    @inject(JOB_LEASES) leases: JobLeases,
    @inject(SHOPEE_CONNECTION_STORE) connections: ShopeeConnectionStore,
    @inject(CLOCK) clock: Clock,
    @inject(EVENT_LOG) log: EventLog,
    @inject(MARKETPLACE_CATALOGUE_INVALIDATION) readModel: MarketplaceCatalogueInvalidation,
  ) {
    super(new CatalogueSyncJob(source, catalogue, runs, connections, clock, readModel), leases, clock, log);
  }
}

class CatalogueSyncJob implements SyncJob<SyncStart, SyncProgress, SyncRequest> {
  readonly name = 'marketplace sync';
  readonly lease = SYNC_LEASE;
  readonly leaseTtlMs = SYNC_LEASE_TTL_MS;
  readonly notConnected = 'SHOPEE_NOT_CONNECTED';

  constructor(
    private readonly source: MarketplaceSource,
    private readonly catalogue: MarketplaceCatalogueWriter,
    readonly runs: SyncRunStore,
    readonly connections: ShopeeConnectionStore,
    private readonly clock: Clock,
    private readonly readModel: MarketplaceCatalogueInvalidation,
  ) {}

  supersedes(run: SyncRun, request: SyncRequest | undefined): string | null {
    const kind = request?.kind;
    return kind !== undefined && kind !== run.kind ? `SUPERSEDED: staff started a ${kind} sync` : null;
  }

  async start(request: SyncRequest | undefined, now: Date): Promise<SyncStart & SyncProgress> {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const counts = { cursorOffset: 0, done: 0, total: 0, upserted: 0, removed: 0, itemFailures: 0, errors: [] };
    const kind = request?.kind ?? ((await this.runs.lastFinished('done', { kind: 'full' })) ? 'incremental' : 'full');
    if (kind === 'full') return { kind, phase: 'categories', updateTimeFrom: null, updateTimeTo: nowSeconds, ...counts };
    // Inclusive on both ends: the previous window's last second is read again, which is harmless.
    const from = (await this.runs.lastFinished('done'))?.updateTimeTo ?? (await this.catalogue.latestUpdateTime()) ?? 0;
    return { kind, phase: 'scan', updateTimeFrom: Math.min(from, nowSeconds), updateTimeTo: nowSeconds, ...counts };
  }

  work(run: SyncRun, state: SyncProgress): { step(): Promise<'more' | 'done'> } {
    const page = new SyncCataloguePage(this.source, this.catalogue, run, state, () => this.clock.now());
    let namesLoaded = false;
    return {
      step: async () => {
        if (state.phase === 'categories') {
          await this.catalogue.replaceCategories(await this.source.getCategories());
          this.readModel.invalidate();
          state.phase = 'scan';
          return 'more';
        }
        if (!namesLoaded) await page.loadCategoryNames();
        namesLoaded = true;
        return this.page(run, state, page);
      },
    };
  }

  stopsOn(error: unknown, state: SyncProgress): 'pause' | 'fail' | undefined {
    const code = shopeeCodeOf(error);
    if (code === 'SHOPEE_NOT_CONNECTED' || code === 'SHOPEE_REAUTHORIZE') {
      state.errors.push(`${code}: ${describeError(error)}`);
      return 'fail';
    }
    if (code !== 'SHOPEE_UNAVAILABLE') return undefined;
    state.errors.push(`SHOPEE_UNAVAILABLE at offset ${state.cursorOffset} (${state.phase}): the next run resumes here`);
    return 'pause';
  }

  /** One page of item references of the run's window, then what the end of the window means for the phase. */
  private async page(run: SyncRun, state: SyncProgress, page: SyncCataloguePage): Promise<'more' | 'done'> {
    const fullScan = run.kind === 'full' && state.phase === 'scan';
    const listed = await this.source.listItems({
      offset: state.cursorOffset, pageSize: ITEM_PAGE_SIZE, statuses: fullScan ? ['NORMAL'] : INCREMENTAL_STATUSES,
      updateTimeFrom: state.updateTimeFrom ?? undefined, updateTimeTo: state.updateTimeTo,
    });
    // The window's size at the last page: total = done + (window size - cursor), saved with every page.
    const shrunkBy = state.total - state.done + state.cursorOffset - listed.total;
    if (state.cursorOffset > 0 && shrunkBy > 0) {
      // Items left the window since the last page, so the ones after them moved up: some may now sit before
      // our offset. Step back as many places and read again (re-reading is harmless, skipping is not).
      state.cursorOffset = Math.max(0, state.cursorOffset - shrunkBy);
      state.total = state.done + Math.max(0, listed.total - state.cursorOffset);
      return 'more';
    }
    try {
      await page.handle(listed.items);
    } finally {
      // Every write of the page has committed (or failed, maybe after some committed): the shop's cached
      // answers of this process must not outlive them. Once per page, so a sync costs 100 refills, not 10,000.
      if (page.wrote()) this.readModel.invalidate();
    }
    const nextOffset = listed.hasNextPage ? listed.nextOffset : state.cursorOffset + listed.items.length;
    state.done += listed.items.length;
    state.cursorOffset = nextOffset;
    state.total = state.done + Math.max(0, listed.total - nextOffset);
    if (listed.hasNextPage && listed.items.length > 0) return 'more';
    if (fullScan) {
      // What changed while we scanned left the scan's window: read it before deciding what is gone.
      const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
      Object.assign(state, { phase: 'catch_up', cursorOffset: 0, updateTimeFrom: state.updateTimeTo, updateTimeTo: Math.max(nowSeconds, state.updateTimeTo), total: state.done });
      return 'more';
    }
    if (run.kind === 'full') {
      if (state.itemFailures === 0) {
        const removed = await this.catalogue.removeUnseen(run.id);
        state.removed += removed;
        if (removed > 0) this.readModel.invalidate();
      } else state.errors.push(`REMOVE_UNSEEN_SKIPPED: ${state.itemFailures} item(s) could not be synced, so no product was deleted as unseen`);
    }
    state.total = state.done;
    return 'done';
  }
}
