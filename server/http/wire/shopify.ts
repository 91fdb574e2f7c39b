import type * as t from 'io-ts';
import type { ShopifyConnectionStatus, ShopifyStockConflictView, ShopifySyncRunView, ShopifySyncStatus } from '../../../application/contracts/shopify';
import type { ShopifyConnectionView } from '../../../application/shopify/get-shopify-connection';
import type { ShopifySyncStatusView } from '../../../application/shopify/get-shopify-sync-status';
import type { StockConflict } from '../../../application/shopify/shopify-stock.port';
import type { ShopifySyncRun } from '../../../application/shopify/shopify-sync-runs.port';

// The Shopify context's wire mappers (application/contracts/shopify.ts).

/** The staff view of a connection (or none) on the wire: never a token or a secret. */
export function toShopifyConnectionWire(view: ShopifyConnectionView | null): t.TypeOf<typeof ShopifyConnectionStatus> {
  return {
    success: true, connected: view?.status === 'connected', shopDomain: view?.shopDomain ?? null, shopName: view?.shopName ?? null,
    mode: view?.mode ?? null, tokenExpiresAt: view?.tokenExpiresAt?.toISOString() ?? null, connectedAt: view?.connectedAt.toISOString() ?? null,
    status: view?.status ?? null,
  };
}

function toRunWire(run: ShopifySyncRun | null): t.TypeOf<typeof ShopifySyncRunView> | null {
  if (!run) return null;
  const { id, status, done, total, created, updated, conflicts, itemFailures, errors } = run;
  return { id, status, done, total, created, updated, conflicts, itemFailures, errors, startedAt: run.startedAt.toISOString(), finishedAt: run.finishedAt?.toISOString() ?? null };
}

function toConflictWire(conflict: StockConflict): t.TypeOf<typeof ShopifyStockConflictView> {
  return { ...conflict, detectedAt: conflict.detectedAt.toISOString() };
}

export function toShopifySyncStatusWire(view: ShopifySyncStatusView): t.TypeOf<typeof ShopifySyncStatus> {
  return {
    success: true, connection: toShopifyConnectionWire(view.connection), running: toRunWire(view.running), last: toRunWire(view.last),
    scheduleMinutes: view.scheduleMinutes, nextRunAt: view.nextRunAt?.toISOString() ?? null, itemCount: view.itemCount,
    conflicts: view.conflicts.map(toConflictWire), conflictCount: view.conflictCount, demo: view.demo,
  };
}
