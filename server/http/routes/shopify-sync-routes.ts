import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { ShopifySyncStatus } from '../../../application/contracts/shopify';
import { GetShopifySyncStatus } from '../../../application/shopify/get-shopify-sync-status';
import { StartShopifySync } from '../../../application/shopify/start-shopify-sync';
import { requireStaff, staffOf } from '../auth';
import { NO_STORE, respond } from '../respond';
import { toShopifySyncStatusWire } from '../wire/shopify';

/** The Shopify stock sync for staff (issue 12): its status (progress, last result, conflicts) and "sync now". */
export function shopifySyncRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container);
  const status = container.get(GetShopifySyncStatus);
  const start = container.get(StartShopifySync);

  router.get('/api/admin/shopify/sync', staff, async (ctx) => {
    respond(ctx, ShopifySyncStatus, toShopifySyncStatusWire(await status.execute()), NO_STORE);
  });

  router.post('/api/admin/shopify/sync', staff, async (ctx) => {
    const view = await start.execute(staffOf(ctx).staff.id);
    respond(ctx, ShopifySyncStatus, toShopifySyncStatusWire(view), { status: 202, cache: 'no-store' });
  });

  return router;
}
