import type { SyncRun } from '../../application/marketplace/sync-run-store.port';
import type { ShopifySyncRun } from '../../application/shopify/shopify-sync-runs.port';
import type { Logger } from '../logger';
import { logCatalogueSyncStep, logStockSyncStep } from './sync-step-logs';

const META = { status: 'done' as const, startedAt: new Date(0), finishedAt: new Date(0), heartbeatAt: new Date(0) };
const CATALOGUE_RUN: SyncRun = {
  ...META, id: 7, kind: 'incremental', phase: 'scan', cursorOffset: 0, updateTimeFrom: 1, updateTimeTo: 2, done: 3, total: 3, upserted: 2, removed: 1, itemFailures: 0, errors: [],
};
const STOCK_RUN: ShopifySyncRun = { ...META, id: 8, cursor: null, done: 5, total: 5, created: 4, updated: 1, conflicts: 0, itemFailures: 0, errors: [] };

function recorder() {
  const logged: Array<[string, Record<string, unknown> | undefined]> = [];
  const logger: Logger = { info: (message, details) => logged.push([message, details]), error: (message, details) => logged.push([`error: ${message}`, details]) };
  return { logged, logger };
}

describe('the sync step logs', () => {
  it('the catalogue sync: its counts when done, "needs attention" with the last error when paused or failed, nothing when busy', () => {
    const { logged, logger } = recorder();
    logCatalogueSyncStep({ outcome: 'done', run: CATALOGUE_RUN }, logger);
    logCatalogueSyncStep({ outcome: 'paused', run: { ...CATALOGUE_RUN, status: 'running', errors: ['SHOPEE_UNAVAILABLE at offset 0 (scan)'] } }, logger);
    logCatalogueSyncStep({ outcome: 'busy' }, logger);
    logCatalogueSyncStep({ outcome: 'not_connected' }, logger);
    expect(logged).toEqual([
      ['marketplace sync', { runId: 7, kind: 'incremental', outcome: 'done', done: 3, total: 3, upserted: 2, removed: 1, itemFailures: 0 }],
      ['error: marketplace sync needs attention', {
        runId: 7, kind: 'incremental', outcome: 'paused', done: 3, total: 3, upserted: 2, removed: 1, itemFailures: 0, lastError: 'SHOPEE_UNAVAILABLE at offset 0 (scan)',
      }],
    ]);
  });

  it('the stock sync: a done run with stock conflicts needs attention too', () => {
    const { logged, logger } = recorder();
    logStockSyncStep({ outcome: 'done', run: STOCK_RUN }, logger);
    logStockSyncStep({ outcome: 'done', run: { ...STOCK_RUN, conflicts: 2, errors: [] } }, logger);
    logStockSyncStep({ outcome: 'failed', run: { ...STOCK_RUN, status: 'failed', errors: ['SHOPIFY_NOT_CONNECTED: the connection needs staff'] } }, logger);
    expect(logged.map(([message, details]) => [message, details?.lastError])).toEqual([
      ['shopify sync', undefined],
      ['error: shopify sync needs attention', undefined],
      ['error: shopify sync needs attention', 'SHOPIFY_NOT_CONNECTED: the connection needs staff'],
    ]);
    expect(logged[0][1]).toEqual({ runId: 8, outcome: 'done', done: 5, total: 5, created: 4, updated: 1, conflicts: 0, itemFailures: 0 });
  });
});
