import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { AdminShipmentAttentionList } from '../../../application/contracts/admin';
import { ListShipmentsNeedingAttention } from '../../../application/shipping/list-shipments-needing-attention';
import type { ShipmentNeedingAttention } from '../../../application/shipping/shipment-store.port';
import { respond } from '../respond';
import { staffOnly } from '../staff-only';

/** The shipment as the console's attention card needs it: enough to tell what went wrong, then the order page. */
function toAttentionWire({ shipment, reason }: ShipmentNeedingAttention) {
  return {
    orderId: shipment.orderId, reason, merchantTradeNo: shipment.merchantTradeNo, subType: shipment.subType, status: shipment.status,
    shippingStatus: shipment.shippingStatus, statusCode: shipment.statusCode, statusMessage: shipment.statusMessage,
    lastError: shipment.lastError, attempts: shipment.attempts, updatedAt: shipment.updatedAt.toISOString(),
  };
}

/**
 * The console's shipments that need a person (issue 12: creation "is visible to staff when it keeps failing"),
 * read only: staff act on the order page (retry, mark delivered), whose routes write the audit log. Staff token only
 * (a customer's 403 STAFF_ONLY, none 401). Cache-Control: no-store.
 *
 *   GET /api/admin/shipments/attention   { items: [...] } newest change first (at most 100)
 */
export function adminShipmentAttentionRoutes(container: Container): Router {
  const router = new Router();
  const staff = staffOnly(container);
  const list = container.get(ListShipmentsNeedingAttention);

  router.get('/api/admin/shipments/attention', staff, async (ctx) => {
    const items = (await list.execute()).map(toAttentionWire);
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, AdminShipmentAttentionList, { items });
  });

  return router;
}
