import { inject, injectable } from 'inversify';
import { JOB_LEASES, type JobLeases } from '../marketplace/sync-run-store.port';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { ShopifyAccess } from './shopify-access';
import { SHOPIFY_ADMIN, type ShopifyAdmin, type ShopifyProductPage } from './shopify-admin.port';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnectionStore } from './shopify-connection.port';
import { describeError, shopifyCodeOf, SHOPIFY_UNAVAILABLE } from './shopify-errors';
import { SHOPIFY_STOCK, type ShopifyStock } from './shopify-stock.port';
import { SHOPIFY_SYNC_RUNS, type ShopifySyncProgress, type ShopifySyncRun, type ShopifySyncRuns } from './shopify-sync-runs.port';
import { variantRecordOf } from './shopify-variant-record';

/** The job_leases row every worker of every process asks for before it touches a run. */
export const SHOPIFY_SYNC_LEASE = 'shopify-sync';
/** Renewed after every page (one GraphQL call, at most 50 x 100 variant writes): only a dead worker lets it lapse. */
export const SHOPIFY_SYNC_LEASE_TTL_MS = 3 * 60_000;

export type ShopifySyncRefusal = { outcome: 'busy' } | { outcome: 'not_connected' };
/**
 * `done`/`failed` ended the run; `paused`: Shopify stayed unavailable (after the adapter's own throttling waits and
 * retries), the run stays 'running' at its saved cursor for the next tick; `stopped`: shutdown (same);
 * `lease_lost`: another worker took the run over, this one wrote nothing more.
 */
export type ShopifySyncStepResult = ShopifySyncRefusal | { outcome: 'done' | 'failed' | 'paused' | 'stopped' | 'lease_lost'; run: ShopifySyncRun };

class LeaseLost extends Error {}

let workers = 0;
const newOwner = () => `shopify-sync-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${(workers += 1)}`;

/**
 * The Shopify stock sync (issue 12; docs/decisions.md "Shopify stock"), built like the marketplace sync
 * (decision 12): the schedule calls `execute`, staff and a new connection `launch`.
 *
 * 1. Claim the 'shopify-sync' lease (JobLeases, one worker of any number of processes; taken: 'busy'); resume the
 *    newest 'running' run (its worker died, or Shopify was unavailable), else start one if the shop is connected.
 * 2. Page by page from the run's cursor (ShopifyAdmin.listProducts, the adapter paces itself on Shopify's
 *    cost-based limit): every variant becomes or updates its outlet item (ShopifyStock.applyVariant, which never
 *    lowers the stock below the units held or sold here and records the conflict instead); then the cursor and
 *    counts are saved with the lease renewed, and the outlet list read model is invalidated. A crash repeats at
 *    most the page it died in: applying a variant twice is harmless.
 * 3. One variant that cannot be stored is recorded and skipped; SHOPIFY_UNAVAILABLE pauses the run at its
 *    cursor; the credentials refused (ShopifyAccess marks the connection) or no connection fail it.
 */
@injectable()
export class SyncShopifyStock {
  private stopping = false;
  private readonly background = new Set<Promise<unknown>>();

  constructor(
    @inject(SHOPIFY_ADMIN) private readonly admin: ShopifyAdmin,
    @inject(ShopifyAccess) private readonly access: ShopifyAccess,
    @inject(SHOPIFY_CONNECTION_STORE) private readonly connections: ShopifyConnectionStore,
    @inject(SHOPIFY_STOCK) private readonly stock: ShopifyStock,
    @inject(SHOPIFY_SYNC_RUNS) private readonly runs: ShopifySyncRuns,
    @inject(JOB_LEASES) private readonly leases: JobLeases,
    @inject(OUTLET_LIST_INVALIDATION) private readonly invalidation: OutletListInvalidation,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  async execute(): Promise<ShopifySyncStepResult> {
    const claim = await this.claim();
    if ('outcome' in claim) return claim;
    return this.work(claim.run, claim.owner);
  }

  /** Claims as `execute` does and answers at once; the work goes on in the background. */
  async launch(): Promise<ShopifySyncRefusal | { outcome: 'started'; run: ShopifySyncRun }> {
    const claim = await this.claim();
    if ('outcome' in claim) return claim;
    const working: Promise<unknown> = this.work(claim.run, claim.owner)
      .then((result) => this.log.info('shopify sync', { runId: claim.run.id, outcome: result.outcome }))
      .catch((error: unknown) => this.log.error('shopify sync failed', { runId: claim.run.id, error: describeError(error) }))
      .finally(() => this.background.delete(working));
    this.background.add(working);
    return { outcome: 'started', run: claim.run };
  }

  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  /** Shutdown: workers stop after their current page (the run stays resumable). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  private async claim(): Promise<{ run: ShopifySyncRun; owner: string } | ShopifySyncRefusal> {
    const owner = newOwner();
    const now = this.clock.now();
    if (!(await this.leases.acquire(SHOPIFY_SYNC_LEASE, owner, now, SHOPIFY_SYNC_LEASE_TTL_MS))) return { outcome: 'busy' };
    try {
      let run = await this.runs.findRunning();
      if (!run) {
        const connection = await this.connections.get();
        if (!connection || connection.status !== 'connected') {
          await this.leases.release(SHOPIFY_SYNC_LEASE, owner);
          return { outcome: 'not_connected' };
        }
        // The progress estimate: as many variants as the last complete run saw.
        run = await this.runs.create(now, (await this.runs.lastFinished('done'))?.done ?? 0);
      }
      return { run, owner };
    } catch (error) {
      await this.leases.release(SHOPIFY_SYNC_LEASE, owner).catch(() => undefined);
      throw error;
    }
  }

  private async work(run: ShopifySyncRun, owner: string): Promise<ShopifySyncStepResult> {
    const state: ShopifySyncProgress = progressOf(run);
    const save = async () => {
      const now = this.clock.now();
      if (!(await this.leases.renew(SHOPIFY_SYNC_LEASE, owner, now, SHOPIFY_SYNC_LEASE_TTL_MS))) throw new LeaseLost();
      if (!(await this.runs.saveProgress(run.id, state, now))) throw new LeaseLost();
    };
    try {
      for (;;) {
        if (this.stopping) return { outcome: 'stopped', run: await this.current(run) };
        const page: ShopifyProductPage = await this.access.call((credentials) => this.admin.listProducts(credentials, state.cursor));
        const handled = await this.applyPage(page, state);
        state.done += handled;
        state.cursor = page.nextCursor;
        state.total = page.nextCursor === null ? state.done : Math.max(state.total, state.done + 1);
        if (handled > 0) this.invalidation.invalidate();
        if (page.nextCursor === null) return await this.end(run, owner, 'done', state);
        await save();
      }
    } catch (error) {
      if (error instanceof LeaseLost) return { outcome: 'lease_lost', run: await this.current(run) };
      const code = shopifyCodeOf(error);
      if (code === SHOPIFY_UNAVAILABLE) {
        state.errors.push(`${SHOPIFY_UNAVAILABLE} after ${state.done} variant(s): the next run resumes here`);
        try {
          await save();
        } catch (saveError) {
          if (saveError instanceof LeaseLost) return { outcome: 'lease_lost', run: await this.current(run) };
          throw saveError;
        }
        return { outcome: 'paused', run: await this.current(run) };
      }
      if (code !== undefined) {
        state.errors.push(`${code}: the connection needs staff`);
        return await this.end(run, owner, 'failed', state);
      }
      throw error;
    } finally {
      await this.leases.release(SHOPIFY_SYNC_LEASE, owner).catch(() => undefined);
    }
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

  private async end(run: ShopifySyncRun, owner: string, status: 'done' | 'failed', state: ShopifySyncProgress): Promise<ShopifySyncStepResult> {
    const now = this.clock.now();
    if (!(await this.leases.renew(SHOPIFY_SYNC_LEASE, owner, now, SHOPIFY_SYNC_LEASE_TTL_MS))) return { outcome: 'lease_lost', run: await this.current(run) };
    if (!(await this.runs.finish(run.id, status, state, now))) return { outcome: 'lease_lost', run: await this.current(run) };
    return { outcome: status, run: await this.current(run) };
  }

  private async current(run: ShopifySyncRun): Promise<ShopifySyncRun> {
    return (await this.runs.get(run.id)) ?? run;
  }
}

function progressOf(run: ShopifySyncRun): ShopifySyncProgress {
  const { cursor, done, total, created, updated, conflicts, itemFailures, errors } = run;
  return { cursor, done, total, created, updated, conflicts, itemFailures, errors: [...errors] };
}
