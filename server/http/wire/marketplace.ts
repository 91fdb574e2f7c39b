import type * as t from 'io-ts';
import type { ShopeeConnectionStatus, SyncRunView, SyncStatus } from '../../../application/contracts/marketplace';
import type { ShopeeConnectionView } from '../../../application/marketplace/get-shopee-connection';
import type { SyncStatusView } from '../../../application/marketplace/get-sync-status';
import type { SyncRun } from '../../../application/marketplace/sync-run-store.port';

// The marketplace context's wire mappers (application/contracts/marketplace.ts).

/** The staff view of a connection (or of none) on the wire: never a token. */
export function toShopeeConnectionWire(view: ShopeeConnectionView | null): t.TypeOf<typeof ShopeeConnectionStatus> {
  const connected = view?.status === 'connected';
  return {
    success: true, authenticated: connected, shopeeAuthenticated: connected, shopId: view?.shopId ?? null, shopName: view?.shopName ?? null,
    accessExpiresAt: view?.accessExpiresAt.toISOString() ?? null, authExpiresAt: view?.authExpiresAt?.toISOString() ?? null, status: view?.status ?? null,
  };
}

function toRunWire(run: SyncRun): t.TypeOf<typeof SyncRunView> {
  return {
    id: run.id, kind: run.kind, status: run.status, done: run.done, total: run.total, upserted: run.upserted, removed: run.removed,
    errors: run.errors, startedAt: run.startedAt.toISOString(), finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

export function toSyncStatusWire(view: SyncStatusView): t.TypeOf<typeof SyncStatus> {
  return {
    success: true, running: view.running && toRunWire(view.running), last: view.last && toRunWire(view.last),
    scheduleMinutes: view.scheduleMinutes, nextRunAt: view.nextRunAt?.toISOString() ?? null, productCount: view.productCount,
  };
}
