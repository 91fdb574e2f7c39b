import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type * as t from 'io-ts';
import { ShopifySyncStatus, type ShopifySyncRunView, type ShopifyStockConflictView } from '../../../application/contracts/shopify';
import { GetShopifySyncStatus, type ShopifySyncStatusView } from '../../../application/shopify/get-shopify-sync-status';
import type { StockConflict } from '../../../application/shopify/shopify-stock.port';
import type { ShopifySyncRun } from '../../../application/shopify/shopify-sync-runs.port';
import { StartShopifySync } from '../../../application/shopify/start-shopify-sync';
import { staffOf } from '../auth';
import { respond } from '../respond';
import { staffOnly } from '../staff-only';
import { toShopifyConnectionWire } from './shopify-routes';

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
    conflicts: view.conflicts.map(toConflictWire), conflictCount: view.conflictCount,
  };
}

/** The Shopify stock sync for staff (issue 12): its status (progress, last result, conflicts) and "sync now". */
export function shopifySyncRoutes(container: Container): Router {
  const router = new Router();
  const staff = staffOnly(container);
  const status = container.get(GetShopifySyncStatus);
  const start = container.get(StartShopifySync);

  router.get('/api/admin/shopify/sync', staff, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, ShopifySyncStatus, toShopifySyncStatusWire(await status.execute()));
  });

  router.post('/api/admin/shopify/sync', staff, async (ctx) => {
    const view = await start.execute(staffOf(ctx).staff.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 202;
    respond(ctx, ShopifySyncStatus, toShopifySyncStatusWire(view));
  });

  return router;
}
