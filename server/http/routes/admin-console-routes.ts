import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { GetAdminOverview } from '../../../application/admin/get-admin-overview';
import { ListAuditLog } from '../../../application/admin/list-audit-log';
import { ListInventory } from '../../../application/admin/list-inventory';
import { ListProviderRejections } from '../../../application/admin/list-provider-rejections';
import { SetOutletCategory } from '../../../application/admin/set-outlet-category';
import {
  AdminAuditList, AdminAuditQuery, AdminCategoryBody, AdminCategoryResult, AdminOverview, AdminInventoryList, AdminInventoryQuery, AdminProviderRejectionList, AdminProviderRejectionsQuery, paginationOf,
} from '../../../application/contracts/admin';
import { decodeOrThrow } from '../codecs/decode';
import { requireStaff, staffOf } from '../auth';
import { say } from '../language';
import { NO_STORE, respond } from '../respond';
import { toAuditEntryWire } from '../wire/admin';

/**
 * The console's read-only pages besides orders (issue 12): the overview's figures (issue 28), the outlet inventory (the storefront's availability
 * rule, application/admin/inventory-reads.port.ts), the audit log and the provider messages the shop refused.
 * Staff token only. Cache-Control: no-store.
 */
export function adminConsoleRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container);
  const inventory = container.get(ListInventory);
  const audit = container.get(ListAuditLog);
  const rejections = container.get(ListProviderRejections);
  const overview = container.get(GetAdminOverview);

  router.get('/api/admin/overview', staff, async (ctx) => {
    respond(ctx, AdminOverview, await overview.execute(), NO_STORE);
  });
  const setCategory = container.get(SetOutletCategory);

  router.get('/api/admin/inventory', staff, async (ctx) => {
    const query = decodeOrThrow(AdminInventoryQuery, ctx.query);
    const { items, total } = await inventory.execute(query);
    respond(ctx, AdminInventoryList, { items, pagination: paginationOf(query.page, query.limit, total) }, NO_STORE);
  });

  // Issue 28: files a product card (every item of its sku) under a category, or none (null or blank).
  router.put('/api/admin/inventory/category', staff, async (ctx) => {
    const { sku, category } = decodeOrThrow(AdminCategoryBody, ctx.request.body ?? {});
    const { updated } = await setCategory.execute(sku, category, staffOf(ctx).staff.id);
    respond(ctx, AdminCategoryResult, { success: true, message: say(ctx, 'OUTLET_CATEGORY_SAVED'), sku, category, updated }, NO_STORE);
  });

  router.get('/api/admin/audit', staff, async (ctx) => {
    const query = decodeOrThrow(AdminAuditQuery, ctx.query);
    const { entries, total } = await audit.execute(query);
    respond(ctx, AdminAuditList, { entries: entries.map(toAuditEntryWire), pagination: paginationOf(query.page, query.limit, total) }, NO_STORE);
  });

  router.get('/api/admin/provider-rejections', staff, async (ctx) => {
    const items = await rejections.execute(decodeOrThrow(AdminProviderRejectionsQuery, ctx.query));
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, AdminProviderRejectionList, { items: items.map((item) => ({ ...item, receivedAt: item.receivedAt.toISOString() })) });
  });

  return router;
}
