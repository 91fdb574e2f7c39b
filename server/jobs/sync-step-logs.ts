import type { SyncRun } from '../../application/marketplace/sync-run-store.port';
import type { ShopifySyncRun } from '../../application/shopify/shopify-sync-runs.port';
import type { SyncStepResult } from '../../application/sync/background-sync';
import type { Logger } from '../logger';

type StepLog<Run> = (result: SyncStepResult<Run>, logger: Logger) => void;

/**
 * What a sync step did, for the log (the logStep of its PeriodicSyncSchedule): nothing for 'busy' and
 * 'not_connected'; an error ('<job> needs attention', with the last error) when the run failed, paused or the job
 * says so; otherwise its counts.
 */
function syncStepLog<Run extends { errors: string[] }>(
  name: string, details: (run: Run, outcome: string) => Record<string, unknown>, needsAttention: (run: Run) => boolean = () => false,
): StepLog<Run> {
  return (result, logger) => {
    if (!('run' in result)) return;
    const fields = details(result.run, result.outcome);
    if (result.outcome === 'failed' || result.outcome === 'paused' || needsAttention(result.run)) logger.error(`${name} needs attention`, { ...fields, lastError: result.run.errors.at(-1) });
    else logger.info(name, fields);
  };
}

/** The Shopee catalogue sync (SHOPEE_SYNC_MINUTES): kind and catalogue counts. */
export const logCatalogueSyncStep: StepLog<SyncRun> = syncStepLog('marketplace sync', ({ id, kind, done, total, upserted, removed, itemFailures }, outcome) => (
  { runId: id, kind, outcome, done, total, upserted, removed, itemFailures }
));

/** The Shopify stock sync (SHOPIFY_SYNC_MINUTES): stock counts; a conflict with what is held or sold here needs staff too. */
export const logStockSyncStep: StepLog<ShopifySyncRun> = syncStepLog('shopify sync', ({ id, done, total, created, updated, conflicts, itemFailures }, outcome) => (
  { runId: id, outcome, done, total, created, updated, conflicts, itemFailures }
), (run) => run.conflicts > 0);
