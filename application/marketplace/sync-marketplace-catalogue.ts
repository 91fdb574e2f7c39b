import { inject, injectable } from 'inversify';
import { ApplicationError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { MARKETPLACE_CATALOGUE_INVALIDATION, type MarketplaceCatalogueInvalidation } from './marketplace-catalogue-invalidation.port';
import { MARKETPLACE_CATALOGUE_WRITER, type MarketplaceCatalogueWriter, type MarketplaceProductRecord } from './marketplace-catalogue.port';
import { MARKETPLACE_SOURCE, type MarketplaceSource, type SourceItemRef, type SourceItemStatus, type SourceProduct } from './marketplace-source.port';
import { SHOPEE_CONNECTION_STORE, type ShopeeConnectionStore } from './shopee-connection.port';
import {
  JOB_LEASES, SYNC_RUN_STORE, type JobLeases, type SyncKind, type SyncProgress, type SyncRun, type SyncRunStore,
} from './sync-run-store.port';

/** The lease every worker of every process asks for before it touches a run. */
export const SYNC_LEASE = 'marketplace-sync';
/**
 * How long a worker's lease lasts without a renewal. It is renewed after every page (one list call, two
 * getProducts of 50 with their model calls, two upserts: seconds, even with the adapter's retries), so only a
 * worker that died lets it lapse, and the run it left is resumed by the first tick after that.
 */
export const SYNC_LEASE_TTL_MS = 3 * 60_000;
/** get_item_list's maximum page_size, and get_item_base_info's maximum item_id_list. */
export const ITEM_PAGE_SIZE = 100;
export const PRODUCT_CHUNK_SIZE = 50;
/** An incremental run asks for every status: NORMAL items are (re)stored, every other status is removed. */
export const INCREMENTAL_STATUSES: readonly SourceItemStatus[] = ['NORMAL', 'UNLIST', 'BANNED', 'SELLER_DELETE', 'SHOPEE_DELETE', 'REVIEWING'];
const ERROR_DETAIL_MAX = 200;

export interface SyncRequest {
  /** Staff may ask for a kind; the schedule does not (then: full until one succeeded, incremental after). */
  kind?: SyncKind;
}

export type SyncClaimRefusal = { outcome: 'busy' } | { outcome: 'not_connected' };

/**
 * How a step ended: `done`/`failed` finished the run; `paused`: Shopee stayed unavailable, the run stays
 * 'running' at its saved cursor for the next tick; `stopped`: the server is shutting down (same); `lease_lost`:
 * this worker was too slow and another took the run over (it wrote nothing more).
 */
export type SyncStepResult = SyncClaimRefusal | { outcome: 'done' | 'failed' | 'paused' | 'stopped' | 'lease_lost'; run: SyncRun };

interface Claim {
  run: SyncRun;
  owner: string;
}

/** Thrown inside a step when its lease or its run was taken over: nothing more may be written. */
class LeaseLost extends Error {}

let workers = 0;
/** Unique enough across processes for a lease owner (it is not a secret). */
const newOwner = () => `sync-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${(workers += 1)}`;

/**
 * The marketplace sync job's step (issue 11; docs/decisions.md "The marketplace sync"). The schedule calls
 * `execute`; staff and a new connection call `launch`, which claims the same way and works in the background.
 *
 * 1. Claim: take the 'marketplace-sync' lease (taken: 'busy'); resume the newest 'running' run (its worker
 *    died and its lease lapsed, or Shopee was unavailable last time), unless staff asked for the other kind
 *    (then that run ends 'failed' as superseded); otherwise start a run, if the shop is connected.
 * 2. Work, page by page (never the whole catalogue in memory): get_item_list pages of 100 over the run's
 *    window, getProducts in chunks of 50, upsertProducts with the run id; removals for non-NORMAL items; the
 *    cursor, counts and errors saved after EVERY page, after renewing the lease. A run resumed after a crash
 *    repeats at most the page it died in, which is harmless: upserts and removals are idempotent.
 *    - full: categories, then every NORMAL item with update_time <= the run's start ('scan'), then a
 *      'catch_up' over every status for what changed during the scan (those items left the scan's window), then
 *      removeUnseen(runId): what no page showed is gone from Shopee.
 *    - incremental: every status updated since the last successful run's window end.
 *    Offset paging over a window that shrinks while we read it (items updated meanwhile leave it) could skip
 *    items, so when a page reports a smaller total than the last one the cursor steps back by the difference.
 * 3. Errors: one item that cannot be read or stored is recorded and skipped (and a full run then keeps the
 *    rows it did not see rather than delete a product it could not read); SHOPEE_UNAVAILABLE (after the
 *    adapter's retries) pauses the run; SHOPEE_NOT_CONNECTED / SHOPEE_REAUTHORIZE fail it; anything else (the
 *    database went away) is thrown with the run left at its last saved page.
 */
@injectable()
export class SyncMarketplaceCatalogue {
  private stopping = false;
  private readonly background = new Set<Promise<unknown>>();

  constructor(
    @inject(MARKETPLACE_SOURCE) private readonly source: MarketplaceSource,
    @inject(MARKETPLACE_CATALOGUE_WRITER) private readonly catalogue: MarketplaceCatalogueWriter,
    @inject(SYNC_RUN_STORE) private readonly runs: SyncRunStore,
    @inject(JOB_LEASES) private readonly leases: JobLeases,
    @inject(SHOPEE_CONNECTION_STORE) private readonly connections: ShopeeConnectionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
    @inject(MARKETPLACE_CATALOGUE_INVALIDATION) private readonly readModel: MarketplaceCatalogueInvalidation,
  ) {}

  /** One step of the job: claim, then work the run to its end or its pause. */
  async execute(request: SyncRequest = {}): Promise<SyncStepResult> {
    const claim = await this.claim(request);
    if ('outcome' in claim) return claim;
    return this.work(claim);
  }

  /** Claims as `execute` does and answers the claimed run at once; the work goes on in the background. */
  async launch(request: SyncRequest = {}): Promise<SyncClaimRefusal | { outcome: 'started'; run: SyncRun }> {
    const claim = await this.claim(request);
    if ('outcome' in claim) return claim;
    const working: Promise<unknown> = this.work(claim)
      .then((result) => this.log.info('marketplace sync', { runId: claim.run.id, outcome: result.outcome }))
      .catch((error: unknown) => this.log.error('marketplace sync failed', { runId: claim.run.id, error: describeError(error) }))
      .finally(() => this.background.delete(working));
    this.background.add(working);
    return { outcome: 'started', run: claim.run };
  }

  /** Background work still going (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  /** Shutdown: every worker stops after its current page (the run stays resumable) and the lease is given back. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  private async claim(request: SyncRequest): Promise<Claim | SyncClaimRefusal> {
    const owner = newOwner();
    const now = this.clock.now();
    if (!(await this.leases.acquire(SYNC_LEASE, owner, now, SYNC_LEASE_TTL_MS))) return { outcome: 'busy' };
    try {
      let run = await this.runs.findRunning();
      if (run && request.kind !== undefined && request.kind !== run.kind) {
        await this.runs.finish(run.id, 'failed', { ...progressOf(run), errors: [...run.errors, `SUPERSEDED: staff started a ${request.kind} sync`] }, now);
        run = null;
      }
      if (!run) {
        const connection = await this.connections.get();
        if (!connection || connection.status !== 'connected') {
          await this.leases.release(SYNC_LEASE, owner);
          return { outcome: 'not_connected' };
        }
        run = await this.startRun(request.kind, now);
      }
      return { run, owner };
    } catch (error) {
      await this.leases.release(SYNC_LEASE, owner).catch(() => undefined);
      throw error;
    }
  }

  private async startRun(kind: SyncKind | undefined, now: Date): Promise<SyncRun> {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const chosen = kind ?? ((await this.runs.lastSuccessful('full')) ? 'incremental' : 'full');
    if (chosen === 'full') return this.runs.create({ kind: 'full', phase: 'categories', updateTimeFrom: null, updateTimeTo: nowSeconds, startedAt: now });
    // Inclusive on both ends: the previous window's last second is read again, which is harmless.
    const from = (await this.runs.lastSuccessful())?.updateTimeTo ?? (await this.catalogue.latestUpdateTime()) ?? 0;
    return this.runs.create({ kind: 'incremental', phase: 'scan', updateTimeFrom: Math.min(from, nowSeconds), updateTimeTo: nowSeconds, startedAt: now });
  }

  private async work({ run, owner }: Claim): Promise<SyncStepResult> {
    const state: SyncProgress = progressOf(run);
    const page = new PageWork(this.source, this.catalogue, run, state, () => this.clock.now());
    const save = async () => {
      const now = this.clock.now();
      if (!(await this.leases.renew(SYNC_LEASE, owner, now, SYNC_LEASE_TTL_MS))) throw new LeaseLost();
      if (!(await this.runs.saveProgress(run.id, state, now))) throw new LeaseLost();
    };
    try {
      if (state.phase === 'categories') {
        await this.catalogue.replaceCategories(await this.source.getCategories());
        this.readModel.invalidate();
        state.phase = 'scan';
        await save();
      }
      await page.loadCategoryNames();
      for (;;) {
        if (this.stopping) return { outcome: 'stopped', run: await this.current(run) };
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
          await save();
          continue;
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
        if (listed.hasNextPage && listed.items.length > 0) {
          await save();
          continue;
        }
        if (fullScan) {
          // What changed while we scanned left the scan's window: read it before deciding what is gone.
          const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
          Object.assign(state, { phase: 'catch_up', cursorOffset: 0, updateTimeFrom: state.updateTimeTo, updateTimeTo: Math.max(nowSeconds, state.updateTimeTo), total: state.done });
          await save();
          continue;
        }
        if (run.kind === 'full') {
          if (state.itemFailures === 0) {
            const removed = await this.catalogue.removeUnseen(run.id);
            state.removed += removed;
            if (removed > 0) this.readModel.invalidate();
          } else state.errors.push(`REMOVE_UNSEEN_SKIPPED: ${state.itemFailures} item(s) could not be synced, so no product was deleted as unseen`);
        }
        state.total = state.done;
        return await this.end(run, owner, 'done', state);
      }
    } catch (error) {
      if (error instanceof LeaseLost) return { outcome: 'lease_lost', run: await this.current(run) };
      const code = shopeeCodeOf(error);
      if (code === 'SHOPEE_NOT_CONNECTED' || code === 'SHOPEE_REAUTHORIZE') {
        state.errors.push(`${code}: ${describeError(error)}`);
        return await this.end(run, owner, 'failed', state);
      }
      if (code === 'SHOPEE_UNAVAILABLE') {
        state.errors.push(`SHOPEE_UNAVAILABLE at offset ${state.cursorOffset} (${state.phase}): the next run resumes here`);
        try {
          await save();
        } catch (saveError) {
          if (saveError instanceof LeaseLost) return { outcome: 'lease_lost', run: await this.current(run) };
          throw saveError;
        }
        return { outcome: 'paused', run: await this.current(run) };
      }
      throw error;
    } finally {
      await this.leases.release(SYNC_LEASE, owner).catch(() => undefined);
    }
  }

  private async end(run: SyncRun, owner: string, status: 'done' | 'failed', state: SyncProgress): Promise<SyncStepResult> {
    const now = this.clock.now();
    if (!(await this.leases.renew(SYNC_LEASE, owner, now, SYNC_LEASE_TTL_MS))) return { outcome: 'lease_lost', run: await this.current(run) };
    if (!(await this.runs.finish(run.id, status, state, now))) return { outcome: 'lease_lost', run: await this.current(run) };
    return { outcome: status, run: await this.current(run) };
  }

  private async current(run: SyncRun): Promise<SyncRun> {
    return (await this.runs.get(run.id)) ?? run;
  }
}

/** One page's items: removals, then the NORMAL ones read in chunks of 50 and stored; failures per item. */
class PageWork {
  private names = new Map<number, string>();
  private categoriesRefreshed = false;
  private writes = 0;

  constructor(
    private readonly source: MarketplaceSource,
    private readonly catalogue: MarketplaceCatalogueWriter,
    private readonly run: SyncRun,
    private readonly state: SyncProgress,
    private readonly now: () => Date,
  ) {}

  async loadCategoryNames(): Promise<void> {
    this.names = await this.catalogue.categoryNames();
  }

  /** Whether the catalogue was (or may have been) written since the last call: then the read model is stale. */
  wrote(): boolean {
    const wrote = this.writes > 0;
    this.writes = 0;
    return wrote;
  }

  async handle(items: readonly SourceItemRef[]): Promise<void> {
    const gone = items.filter((item) => item.status !== 'NORMAL').map((item) => item.itemId);
    if (gone.length > 0) {
      this.writes += 1;
      this.state.removed += await this.catalogue.removeProducts(gone);
    }
    const listed = items.filter((item) => item.status === 'NORMAL').map((item) => item.itemId);
    for (let start = 0; start < listed.length; start += PRODUCT_CHUNK_SIZE) {
      await this.sync(listed.slice(start, start + PRODUCT_CHUNK_SIZE));
    }
  }

  private async sync(itemIds: readonly number[]): Promise<void> {
    const products = await this.read(itemIds);
    // An item may have changed status between the list and this read.
    const delisted = products.filter((product) => product.status !== 'NORMAL').map((product) => product.itemId);
    if (delisted.length > 0) {
      this.writes += 1;
      this.state.removed += await this.catalogue.removeProducts(delisted);
    }
    const listed = products.filter((product) => product.status === 'NORMAL');
    if (!this.categoriesRefreshed && listed.some((product) => product.categoryId !== null && !this.names.has(product.categoryId))) {
      // A category created since the last full run: refresh the tree once per step.
      this.categoriesRefreshed = true;
      const categories = await this.source.getCategories();
      this.writes += 1;
      await this.catalogue.replaceCategories(categories);
      await this.loadCategoryNames();
    }
    const records = listed.map((product): MarketplaceProductRecord => ({
      ...product, category: product.categoryId === null ? null : this.names.get(product.categoryId) ?? null,
    }));
    await this.store(records);
  }

  /** getProducts of a chunk; when it fails for another reason than Shopee itself, item by item, to find the culprit. */
  private async read(itemIds: readonly number[]): Promise<SourceProduct[]> {
    try {
      return await this.source.getProducts(itemIds);
    } catch (error) {
      if (shopeeCodeOf(error) !== undefined) throw error;
      if (itemIds.length === 1) {
        this.failed(itemIds[0], 'read', error);
        return [];
      }
    }
    const products: SourceProduct[] = [];
    for (const itemId of itemIds) {
      try {
        products.push(...(await this.source.getProducts([itemId])));
      } catch (error) {
        if (shopeeCodeOf(error) !== undefined) throw error;
        this.failed(itemId, 'read', error);
      }
    }
    return products;
  }

  /** upsertProducts of a chunk; when the database refuses it, record by record, so one bad record costs only itself. */
  private async store(records: readonly MarketplaceProductRecord[]): Promise<void> {
    if (records.length === 0) return;
    this.writes += 1;
    try {
      await this.catalogue.upsertProducts(records, this.now(), this.run.id);
      this.state.upserted += records.length;
      return;
    } catch (error) {
      if (records.length === 1) {
        this.failed(records[0].itemId, 'store', error);
        return;
      }
    }
    for (const record of records) {
      try {
        await this.catalogue.upsertProducts([record], this.now(), this.run.id);
        this.state.upserted += 1;
      } catch (error) {
        this.failed(record.itemId, 'store', error);
      }
    }
  }

  private failed(itemId: number, step: 'read' | 'store', error: unknown): void {
    this.state.itemFailures += 1;
    this.state.errors.push(`item ${itemId} (${step}): ${describeError(error)}`);
  }
}

function progressOf(run: SyncRun): SyncProgress {
  const { phase, cursorOffset, updateTimeFrom, updateTimeTo, done, total, upserted, removed, itemFailures, errors } = run;
  return { phase, cursorOffset, updateTimeFrom, updateTimeTo, done, total, upserted, removed, itemFailures, errors: [...errors] };
}

/** The Shopee connection's codes that stop a page (the adapter throws them as ProviderUnavailableError). */
function shopeeCodeOf(error: unknown): 'SHOPEE_UNAVAILABLE' | 'SHOPEE_NOT_CONNECTED' | 'SHOPEE_REAUTHORIZE' | undefined {
  if (!(error instanceof ApplicationError)) return undefined;
  return error.code === 'SHOPEE_UNAVAILABLE' || error.code === 'SHOPEE_NOT_CONNECTED' || error.code === 'SHOPEE_REAUTHORIZE' ? error.code : undefined;
}

/** A short description for the run's errors and the log: the stable code of our errors, else the first 200 characters. */
function describeError(error: unknown): string {
  if (error instanceof ApplicationError) return error.code;
  const text = error instanceof Error ? error.message : String(error);
  return text.length > ERROR_DETAIL_MAX ? `${text.slice(0, ERROR_DETAIL_MAX)}…` : text;
}
