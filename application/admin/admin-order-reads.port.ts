import type { OrderSource } from '../../domain/orders/order-source';
import type { OrderStatus } from '../../domain/orders/order-status';
import type { DeliveryMethod, PaymentMethod } from '../../domain/orders/payment-methods';
import type { Shipment, ShipmentEvent } from '../shipping/shipment';

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
  /**
   * The order's logistics order once ECPay has it (the shipment row's job status 'created'): its stored stage and
   * last ECPay code, for the stage the list shows (issue 28: a picked-up order reads completed); null before.
   */
  shipment: { stage: string; statusCode: number | null } | null;
}

/**
 * An order's logistics order as staff see it: the shipment as application/shipping's job keeps it (table shipments),
 * with its history (table shipment_events) oldest first.
 */
export type AdminShipmentView = Shipment & { events: ShipmentEvent[] };

export interface AdminOrderReads {
  /** Newest first (created_at, then id), one page (`page` counted from 1), and the number of orders matching every filter given. */
  listOrders(filter: AdminOrderFilter): Promise<{ orders: AdminOrderSummary[]; total: number }>;
  /** The order's shipment with its events oldest first; null when it has none. */
  findShipment(orderId: string): Promise<AdminShipmentView | null>;
}

export const ADMIN_ORDER_READS = Symbol.for('AdminOrderReads');
