import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { AdminShipmentAttentionList } from '../../../application/contracts/admin';
import { ListShipmentsNeedingAttention } from '../../../application/shipping/list-shipments-needing-attention';
import { requireStaff } from '../auth';
import { NO_STORE, respond } from '../respond';
import { toAttentionWire } from '../wire/admin';

/**
 * The console's shipments that need a person (issue 12: creation "is visible to staff when it keeps failing"),
 * read only: staff act on the order page (retry, mark delivered), whose use cases write the audit log. Staff token only
 * (a customer's 403 STAFF_ONLY, none 401). Cache-Control: no-store.
 *
 *   GET /api/admin/shipments/attention   { items: [...] } newest change first (at most 100)
 */
export function adminShipmentAttentionRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container);
  const list = container.get(ListShipmentsNeedingAttention);

  router.get('/api/admin/shipments/attention', staff, async (ctx) => {
    respond(ctx, AdminShipmentAttentionList, { items: (await list.execute()).map(toAttentionWire) }, NO_STORE);
  });

  return router;
}
