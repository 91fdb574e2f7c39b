import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type * as t from 'io-ts';
import { RecordStaffAction } from '../../../application/admin/record-staff-action';
import { SyncStartBody, SyncStatus, type SyncRunView } from '../../../application/contracts/marketplace';
import { GetSyncStatus, type SyncStatusView } from '../../../application/marketplace/get-sync-status';
import { StartSync } from '../../../application/marketplace/start-sync';
import type { SyncRun } from '../../../application/marketplace/sync-run-store.port';
import { decodeOrThrow } from '../codecs/decode';
import { respond } from '../respond';
import { staffOf } from '../auth';
import { staffOnly } from '../staff-only';
import { SHOPEE_TARGET } from './shopee-auth-routes';

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

/**
 * The marketplace sync job for staff (issue 11): its status (the running run's done/total, polled by the
 * console while it runs; the last result; the schedule) and "sync now" (202 with the status; 409
 * SYNC_ALREADY_RUNNING while any worker holds the lease, 409 SHOPEE_NOT_CONNECTED without a connection).
 * A staff token: none 401, a customer's 403. Cache-Control: no-store. A started sync writes the staff audit log.
 */
export function marketplaceSyncRoutes(container: Container): Router {
  const router = new Router();
  const staff = staffOnly(container);
  const status = container.get(GetSyncStatus);
  const start = container.get(StartSync);
  const audit = container.get(RecordStaffAction);

  router.get('/api/admin/shopee/sync', staff, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, SyncStatus, toSyncStatusWire(await status.execute()));
  });

  router.post('/api/admin/shopee/sync', staff, async (ctx) => {
    const body = decodeOrThrow(SyncStartBody, ctx.request.body ?? {});
    const view = await start.execute({ kind: body.kind });
    await audit.execute(staffOf(ctx).staff.id, 'shopee.sync', SHOPEE_TARGET, { kind: body.kind ?? null });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 202;
    respond(ctx, SyncStatus, toSyncStatusWire(view));
  });

  return router;
}
