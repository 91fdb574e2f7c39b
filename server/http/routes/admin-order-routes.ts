import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { EndOrder } from '../../../application/admin/end-order';
import { GetAdminOrder } from '../../../application/admin/get-admin-order';
import { ListAdminOrders } from '../../../application/admin/list-admin-orders';
import { MarkOrderDelivered } from '../../../application/admin/mark-order-delivered';
import { RecordOrderRefund } from '../../../application/admin/record-order-refund';
import { RequestShipment } from '../../../application/admin/request-shipment';
import {
  AdminDeliveredResult, AdminEndOrderBody, AdminEndOrderResult, AdminOrderDetail, AdminOrderList, AdminOrderParams, AdminOrdersQuery, AdminRefundBody, AdminRefundResult,
  AdminShipmentActionResult, paginationOf,
} from '../../../application/contracts/admin';
import { requireStaff, staffOf } from '../auth';
import { decodeOrThrow } from '../codecs/decode';
import { say } from '../language';
import { NO_STORE, respond } from '../respond';
import { iso, SHIPMENT_OUTCOME_MESSAGES, toDetailWire, toOrderSummaryWire } from '../wire/admin';

/**
 * The console's orders (issue 12; application/contracts/admin.ts): the filtered list, the order page, and the actions
 * on an order (create or retry the shipment, mark delivered, record the refund of a second charge, end the order: cancel or refund, issue 30), each written to
 * the audit log by its use case. Staff token only (a customer's 403 STAFF_ONLY, none 401). Cache-Control: no-store.
 */
export function adminOrderRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container);
  const list = container.get(ListAdminOrders);
  const detail = container.get(GetAdminOrder);
  const shipment = container.get(RequestShipment);
  const delivered = container.get(MarkOrderDelivered);
  const refund = container.get(RecordOrderRefund);
  const end = container.get(EndOrder);

  router.get('/api/admin/orders', staff, async (ctx) => {
    const query = decodeOrThrow(AdminOrdersQuery, ctx.query);
    const { orders, total } = await list.execute(query);
    respond(ctx, AdminOrderList, { orders: orders.map(toOrderSummaryWire), pagination: paginationOf(query.page, query.limit, total) }, NO_STORE);
  });

  router.get('/api/admin/orders/:orderId', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    respond(ctx, AdminOrderDetail, toDetailWire(await detail.execute(orderId)), NO_STORE);
  });

  router.post('/api/admin/orders/:orderId/shipment', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    const { outcome } = await shipment.execute(orderId, staffOf(ctx).staff.id);
    // Say what happened (issue 22): "requested" for an order that already had its logistics order was untrue.
    respond(ctx, AdminShipmentActionResult, { success: true, message: say(ctx, SHIPMENT_OUTCOME_MESSAGES[outcome]), orderId, outcome }, NO_STORE);
  });

  router.post('/api/admin/orders/:orderId/mark-delivered', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    const { changed } = await delivered.execute(orderId, staffOf(ctx).staff.id);
    respond(ctx, AdminDeliveredResult, { success: true, message: say(ctx, 'ADMIN_MARKED_DELIVERED'), orderId, changed }, NO_STORE);
  });

  router.post('/api/admin/orders/:orderId/end', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    const { to, note } = decodeOrThrow(AdminEndOrderBody, ctx.request.body ?? {});
    const { status, changed } = await end.execute(orderId, to, staffOf(ctx).staff.id, note?.trim() || null);
    respond(ctx, AdminEndOrderResult, { success: true, message: say(ctx, status === 'CANCELLED' ? 'ADMIN_ORDER_CANCELLED' : 'ADMIN_ORDER_REFUNDED'), orderId, status, changed }, NO_STORE);
  });

  router.post('/api/admin/orders/:orderId/refund', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    const { attemptId } = decodeOrThrow(AdminRefundBody, ctx.request.body ?? {});
    const item = await refund.execute(orderId, attemptId, staffOf(ctx).staff.id);
    respond(ctx, AdminRefundResult, { success: true, message: say(ctx, 'ADMIN_REFUND_RECORDED'), orderId, attemptId, resolvedAt: iso(item.resolvedAt) }, NO_STORE);
  });

  return router;
}
