import type { OrderSource } from '../../domain/orders/order-source';
import type { OrderStatus } from '../../domain/orders/order-status';
import type { DeliveryMethod, PaymentMethod } from '../../domain/orders/payment-methods';

/**
 * What the staff console reads about orders that the shopper-facing ports do not offer (issue 12): the filtered,
 * paged list and the order's shipment. The order itself, its items, attempts and status history come from the
 * existing ports (OrderStore, PaymentAttemptStore). Implemented by adapters/persistence/admin/knex-admin-order-reads.ts.
 */
export interface AdminOrderFilter {
  status?: OrderStatus;
  source?: OrderSource;
  /** created_at >= from (inclusive). */
  from?: Date;
  /** created_at < to (exclusive): the use case turns an inclusive day into the next day's start. */
  to?: Date;
  /** Exactly one order, or the orders of one buyer phone. */
  orderId?: string;
  phone?: string;
  page: number;
  limit: number;
}

export interface AdminOrderSummary {
  id: string;
  status: OrderStatus;
  customerName: string;
  customerPhone: string;
  totalAmount: number;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  orderSource: OrderSource;
  createdAt: Date;
  updatedAt: Date;
}

/** One entry of a shipment's history (table shipment_events). */
export interface AdminShipmentEvent {
  statusCode: string;
  message: string | null;
  /** notification | manual | create (whatever the shipment job recorded). */
  source: string | null;
  occurredAt: Date | null;
  receivedAt: Date | null;
}

/** An order's logistics order as staff see it (table shipments of migration 20261129_1101, written by application/shipping's job). */
export interface AdminShipmentView {
  merchantTradeNo: string | null;
  subType: string | null;
  /** The job's own state: creating | created | failed. */
  status: string | null;
  /** The spec's shipping status (pending / prepared / shipped / delivered / returned ...). */
  shippingStatus: string | null;
  statusCode: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  logisticsId: string | null;
  /** CVSPaymentNo: the pickup code. */
  paymentNo: string | null;
  /** CVSValidationNo (7-ELEVEN only). */
  validationNo: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  events: AdminShipmentEvent[];
}

export interface AdminOrderReads {
  /** Newest first (created_at, then id), one page (`page` counted from 1), and the number of orders matching every filter given. */
  listOrders(filter: AdminOrderFilter): Promise<{ orders: AdminOrderSummary[]; total: number }>;
  /**
   * The order's shipment with its events oldest first (statusCode as text: '' for a staff event, which has none);
   * null when it has none.
   */
  findShipment(orderId: string): Promise<AdminShipmentView | null>;
}

export const ADMIN_ORDER_READS = Symbol.for('AdminOrderReads');
