import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import type * as t from 'io-ts';
import type { MessageCode } from '../../../domain/messages';
import { trackingNumberOf } from '../../../domain/orders/shipment-status';
import type { AdminShipmentView } from '../../../application/admin/admin-order-reads.port';
import { GetAdminOrder, type AdminOrderDetail as AdminOrderDetailView } from '../../../application/admin/get-admin-order';
import { ListAdminOrders } from '../../../application/admin/list-admin-orders';
import { MarkOrderDelivered } from '../../../application/admin/mark-order-delivered';
import { RecordOrderRefund } from '../../../application/admin/record-order-refund';
import { RequestShipment } from '../../../application/admin/request-shipment';
import type { ShipmentRequestOutcome } from '../../../application/admin/shipment-actions.port';
import {
  AdminDeliveredResult, AdminOrderDetail, AdminOrderList, AdminOrderParams, AdminOrdersQuery, AdminRefundBody, AdminRefundResult,
  AdminShipment, AdminShipmentActionResult, paginationOf,
} from '../../../application/contracts/admin';
import { staffOf } from '../auth';
import { decodeOrThrow } from '../codecs/decode';
import { say } from '../language';
import { respond } from '../respond';
import { staffOnly } from '../staff-only';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/**
 * The shipment on the wire. The tracking number is the domain's rule (trackingNumberOf), the one the buyer's pages
 * show: CVSPaymentNo then CVSValidationNo for 7-ELEVEN (research 8.2), CVSPaymentNo alone for FamilyMart.
 */
function toShipmentWire(shipment: AdminShipmentView): t.TypeOf<typeof AdminShipment> {
  return {
    merchantTradeNo: shipment.merchantTradeNo, subType: shipment.subType, status: shipment.status, shippingStatus: shipment.shippingStatus,
    statusCode: shipment.statusCode, attempts: shipment.attempts, nextAttemptAt: iso(shipment.nextAttemptAt), lastError: shipment.lastError,
    logisticsId: shipment.logisticsId, paymentNo: shipment.paymentNo, validationNo: shipment.validationNo,
    trackingNumber: trackingNumberOf(shipment.subType ?? '', shipment.paymentNo, shipment.validationNo),
    shippedAt: iso(shipment.shippedAt), deliveredAt: iso(shipment.deliveredAt), createdAt: iso(shipment.createdAt), updatedAt: iso(shipment.updatedAt),
    events: shipment.events.map((event) => ({
      statusCode: event.statusCode, message: event.message, source: event.source, occurredAt: iso(event.occurredAt), receivedAt: iso(event.receivedAt),
    })),
  };
}

const SHIPMENT_OUTCOME_MESSAGES: Readonly<Record<ShipmentRequestOutcome, MessageCode>> = {
  created: 'ADMIN_SHIPMENT_CREATED',
  already_created: 'ADMIN_SHIPMENT_ALREADY_CREATED',
  retry_scheduled: 'ADMIN_SHIPMENT_RETRY_SCHEDULED',
};

function toDetailWire({ order, items, payments, shipment, history }: AdminOrderDetailView): t.TypeOf<typeof AdminOrderDetail> {
  return {
    order: {
      orderId: order.id, status: order.status, statusMessage: order.statusMessage, customerName: order.customerName, customerPhone: order.customerPhone,
      totalAmount: order.totalAmount, paymentMethod: order.paymentMethod, deliveryMethod: order.deliveryMethod, orderSource: order.orderSource,
      storeId: order.store.storeId, storeName: order.store.storeName, storeAddress: order.store.storeAddress,
      logisticsSubType: order.store.logisticsSubType, customerId: order.customerId, createdAt: order.createdAt.toISOString(), updatedAt: order.updatedAt.toISOString(),
    },
    items: items.map((item) => ({
      id: item.id, itemType: item.itemType, itemId: item.itemId, variantId: item.variantId, variantName: item.variantName, title: item.title,
      variantSku: item.variantSku,
      sku: item.sku, price: item.price, discountPrice: item.discountPrice, quantity: item.quantity, imageUrl: item.imageUrl,
    })),
    payments: payments.map((attempt) => ({
      attemptId: attempt.id, attemptNo: attempt.attemptNo, merchantTradeNo: attempt.merchantTradeNo, amount: attempt.amount, status: attempt.status,
      rtnCode: attempt.rtnCode, rtnMsg: attempt.rtnMsg, providerTradeNo: attempt.providerTradeNo, tradeAmt: attempt.tradeAmt, paidAt: iso(attempt.paidAt),
      simulatePaid: attempt.simulatePaid, resultSource: attempt.resultSource, resultAt: iso(attempt.resultAt), createdAt: attempt.createdAt.toISOString(),
      attention: attempt.attention, attentionAt: iso(attempt.attentionAt), resolvedAt: iso(attempt.resolvedAt),
    })),
    shipment: shipment && toShipmentWire(shipment),
    history: history.map((event) => ({ fromStatus: event.fromStatus, toStatus: event.toStatus, reason: event.reason, at: event.createdAt.toISOString() })),
  };
}

/**
 * The console's orders (issue 12; application/contracts/admin.ts): the filtered list, the order page, and the actions
 * on an order (create or retry the shipment, mark delivered, record the refund of a second charge), each written to
 * the audit log by its use case. Staff token only (a customer's 403 STAFF_ONLY, none 401). Cache-Control: no-store.
 */
export function adminOrderRoutes(container: Container): Router {
  const router = new Router();
  const staff = staffOnly(container);
  const list = container.get(ListAdminOrders);
  const detail = container.get(GetAdminOrder);
  const shipment = container.get(RequestShipment);
  const delivered = container.get(MarkOrderDelivered);
  const refund = container.get(RecordOrderRefund);
  const answer = <C extends t.Mixed>(ctx: Context, codec: C, body: t.TypeOf<C>) => {
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, codec, body);
  };

  router.get('/api/admin/orders', staff, async (ctx) => {
    const query = decodeOrThrow(AdminOrdersQuery, ctx.query);
    const { orders, total } = await list.execute(query);
    answer(ctx, AdminOrderList, {
      orders: orders.map((order) => ({
        orderId: order.id, status: order.status, customerName: order.customerName, customerPhone: order.customerPhone, totalAmount: order.totalAmount,
        paymentMethod: order.paymentMethod, deliveryMethod: order.deliveryMethod, orderSource: order.orderSource,
        createdAt: order.createdAt.toISOString(), updatedAt: order.updatedAt.toISOString(),
      })),
      pagination: paginationOf(query.page, query.limit, total),
    });
  });

  router.get('/api/admin/orders/:orderId', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    answer(ctx, AdminOrderDetail, toDetailWire(await detail.execute(orderId)));
  });

  router.post('/api/admin/orders/:orderId/shipment', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    const { outcome } = await shipment.execute(orderId, staffOf(ctx).staff.id);
    // Say what happened (issue 22): "requested" for an order that already had its logistics order was untrue.
    answer(ctx, AdminShipmentActionResult, { success: true, message: say(ctx, SHIPMENT_OUTCOME_MESSAGES[outcome]), orderId, outcome });
  });

  router.post('/api/admin/orders/:orderId/mark-delivered', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    const { changed } = await delivered.execute(orderId, staffOf(ctx).staff.id);
    answer(ctx, AdminDeliveredResult, { success: true, message: say(ctx, 'ADMIN_MARKED_DELIVERED'), orderId, changed });
  });

  router.post('/api/admin/orders/:orderId/refund', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(AdminOrderParams, ctx.params);
    const { attemptId } = decodeOrThrow(AdminRefundBody, ctx.request.body ?? {});
    const item = await refund.execute(orderId, attemptId, staffOf(ctx).staff.id);
    answer(ctx, AdminRefundResult, { success: true, message: say(ctx, 'ADMIN_REFUND_RECORDED'), orderId, attemptId, resolvedAt: iso(item.resolvedAt) });
  });

  return router;
}
