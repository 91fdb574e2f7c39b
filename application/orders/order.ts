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
 * GET /api/ecpay/{orderId}: "Order as read from the server" (spec 2, sections 3 and 7) with the spec's
 * field names, plus order_id, updated_at and `masked` (true when customer_name and customer_phone are
 * masked because the request did not carry the order's access token).
 */
export interface OrderView {
  order_id: string;
  status: OrderStatus;
  status_message: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  total_amount: number;
  created_at: string;
  updated_at: string;
  delivery_method: DeliveryMethod;
  payment_method: PaymentMethod;
  store_id: string;
  store_name: string;
  store_address: string;
  logistics_sub_type: string;
  order_source: OrderSource;
  masked: boolean;
}

/** GET /api/ecpay/{orderId}/items: "Order item" (spec 2, section 3). */
export interface OrderItemView {
  id: number;
  item_id: number;
  item_type: string;
  title: string;
  sku: string | null;
  variant_id: string | null;
  price: number;
  discount_price: number;
  quantity: number;
  image_url: string | null;
}
