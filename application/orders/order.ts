import type { PlannedOrderItem } from '../../domain/orders/checkout-plan';
import type { OrderSource } from '../../domain/orders/order-source';
import type { OrderStatus } from '../../domain/orders/order-status';
import type { DeliveryMethod, PaymentMethod } from '../../domain/orders/payment-methods';
import type { PickupStore } from '../../domain/orders/pickup-store';

/** An order as the store keeps it (tables orders, order_items, order_status_events). Money is whole NT$. */
export interface StoredOrder {
  /** ORD-{8 digits} (spec 2, section 3). */
  id: string;
  status: OrderStatus;
  statusMessage: string | null;
  customerName: string;
  customerPhone: string;
  totalAmount: number;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  store: PickupStore;
  orderSource: OrderSource;
  /** SHA-256 (hex) of the buyer's access token; the token itself is never stored (decision 5). */
  accessTokenHash: string;
  /** The customer account the order belongs to (signed-in checkout or link-order); null for a guest order. */
  customerId: number | null;
  /** Issue 30: where the order's mails go (typed at checkout, or the member's account address); absent when none. */
  email?: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An order item as stored: the domain's planned item (server prices, copied from the catalogue) with its ids. */
export interface StoredOrderItem extends Omit<PlannedOrderItem, 'lineId'> {
  id: number;
  orderId: string;
}

/** One row of the audit of status changes; fromStatus is null for the order's creation. */
export interface OrderStatusEvent {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  reason: string | null;
  createdAt: Date;
}

/**
 * GET /api/ecpay/{orderId}: "Order as read from the server" (spec 2, sections 3 and 7), and its items: the
 * wire shapes are the contract's (application/contracts/checkout.ts), declared once there.
 */
export type { OrderItemView, OrderView } from '../contracts/checkout';
