import type * as t from 'io-ts';
import type { AdminShipmentView } from '../../../application/admin/admin-order-reads.port';
import type { AdminOrderListed } from '../../../application/admin/list-admin-orders';
import type { AdminOrderDetail as AdminOrderDetailView } from '../../../application/admin/get-admin-order';
import { toOrderInvoiceView } from '../../../application/invoicing/invoice-view';
import type { ShipmentRequestOutcome } from '../../../application/admin/shipment-actions.port';
import type { AdminAuditEntry, AdminOrderDetail, AdminOrderSummary, AdminShipment, AdminShipmentAttentionItem } from '../../../application/contracts/admin';
import type { AuditEntry } from '../../../application/shared/audit-log.port';
import type { ShipmentNeedingAttention } from '../../../application/shipping/shipment-store.port';
import type { MessageCode } from '../../../domain/messages';
import { trackingNumberOf } from '../../../domain/orders/shipment-status';

// The staff console's wire mappers (application/contracts/admin.ts): the use cases' views as the console reads them.

export const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/**
 * The shipment on the wire. The tracking number is the domain's rule (trackingNumberOf), the one the buyer's pages
 * show: CVSPaymentNo then CVSValidationNo for 7-ELEVEN (research 8.2), CVSPaymentNo alone for FamilyMart.
 */
export function toShipmentWire(shipment: AdminShipmentView): t.TypeOf<typeof AdminShipment> {
  return {
    merchantTradeNo: shipment.merchantTradeNo, subType: shipment.subType, status: shipment.status, shippingStatus: shipment.shippingStatus,
    statusCode: shipment.statusCode === null ? null : String(shipment.statusCode), attempts: shipment.attempts, nextAttemptAt: iso(shipment.nextAttemptAt),
    lastError: shipment.lastError, logisticsId: shipment.logisticsId, paymentNo: shipment.paymentNo, validationNo: shipment.validationNo,
    trackingNumber: trackingNumberOf(shipment.subType, shipment.paymentNo, shipment.validationNo),
    shippedAt: iso(shipment.shippedAt), deliveredAt: iso(shipment.deliveredAt), createdAt: iso(shipment.createdAt), updatedAt: iso(shipment.updatedAt),
    // The console reads ECPay's codes as text; a staff event has none: ''.
    events: shipment.events.map((event) => ({
      statusCode: String(event.statusCode ?? ''), message: event.message, source: event.source, occurredAt: iso(event.occurredAt), receivedAt: iso(event.receivedAt),
    })),
  };
}

export const SHIPMENT_OUTCOME_MESSAGES: Readonly<Record<ShipmentRequestOutcome, MessageCode>> = {
  created: 'ADMIN_SHIPMENT_CREATED',
  already_created: 'ADMIN_SHIPMENT_ALREADY_CREATED',
  retry_scheduled: 'ADMIN_SHIPMENT_RETRY_SCHEDULED',
};

export function toDetailWire({ order, items, payments, shipment, history, invoice }: AdminOrderDetailView): t.TypeOf<typeof AdminOrderDetail> {
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
    ...(invoice ? { invoice: toOrderInvoiceView(invoice) } : {}),
  };
}

export function toOrderSummaryWire(order: AdminOrderListed): t.TypeOf<typeof AdminOrderSummary> {
  return {
    orderId: order.id, status: order.status, customerName: order.customerName, customerPhone: order.customerPhone, totalAmount: order.totalAmount,
    paymentMethod: order.paymentMethod, deliveryMethod: order.deliveryMethod, orderSource: order.orderSource,
    createdAt: order.createdAt.toISOString(), updatedAt: order.updatedAt.toISOString(), fulfilmentStage: order.fulfilmentStage,
  };
}

/** The shipment as the console's attention card needs it: enough to tell what went wrong, then the order page. */
export function toAttentionWire({ shipment, reason }: ShipmentNeedingAttention): t.TypeOf<typeof AdminShipmentAttentionItem> {
  return {
    orderId: shipment.orderId, reason, merchantTradeNo: shipment.merchantTradeNo, subType: shipment.subType, status: shipment.status,
    shippingStatus: shipment.shippingStatus, statusCode: shipment.statusCode, statusMessage: shipment.statusMessage,
    lastError: shipment.lastError, attempts: shipment.attempts, updatedAt: shipment.updatedAt.toISOString(),
  };
}

export function toAuditEntryWire(entry: AuditEntry & { id: number; staffName: string | null }): t.TypeOf<typeof AdminAuditEntry> {
  return {
    id: entry.id, staffId: entry.staffId, staffName: entry.staffName, action: entry.action, target: entry.target,
    details: entry.details ?? null, at: entry.at.toISOString(),
  };
}
