import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { SyncStartBody, SyncStatus } from '../../../application/contracts/marketplace';
import { GetSyncStatus } from '../../../application/marketplace/get-sync-status';
import { StartSync } from '../../../application/marketplace/start-sync';
import { requireStaff, staffOf } from '../auth';
import { decodeOrThrow } from '../codecs/decode';
import { NO_STORE, respond } from '../respond';
import { toSyncStatusWire } from '../wire/marketplace';

/**
 * The marketplace sync job for staff (issue 11): its status (the running run's done/total, polled by the
 * console while it runs; the last result; the schedule) and "sync now" (202 with the status; 409
 * SYNC_ALREADY_RUNNING while any worker holds the lease, 409 SHOPEE_NOT_CONNECTED without a connection).
 * A staff token: none 401, a customer's 403. Cache-Control: no-store. A started sync writes the staff audit log (StartSync).
 */
export function marketplaceSyncRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container);
  const status = container.get(GetSyncStatus);
  const start = container.get(StartSync);

  router.get('/api/admin/shopee/sync', staff, async (ctx) => {
    respond(ctx, SyncStatus, toSyncStatusWire(await status.execute()), NO_STORE);
  });

  router.post('/api/admin/shopee/sync', staff, async (ctx) => {
    const body = decodeOrThrow(SyncStartBody, ctx.request.body ?? {});
    const view = await start.execute({ kind: body.kind }, staffOf(ctx).staff.id);
    respond(ctx, SyncStatus, toSyncStatusWire(view), { status: 202, cache: 'no-store' });
  });

  return router;
}
