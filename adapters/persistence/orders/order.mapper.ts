import type { OrderStatusEvent, StoredOrder, StoredOrderItem } from '../../../application/orders/order';
import { isOrderSource } from '../../../domain/orders/order-source';
import { isOrderStatus, type OrderStatus } from '../../../domain/orders/order-status';
import { isDeliveryMethod, isPaymentMethod } from '../../../domain/orders/payment-methods';
import { DEFAULT_LOGISTICS_SUB_TYPE, isLogisticsSubType } from '../../../domain/orders/pickup-store';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';

/** Rows of orders, order_items and order_status_events as the database returns them. */
export interface OrderRow {
  id: string;
  status: string;
  status_message: string | null;
  customer_name: string;
  customer_phone: string;
  total_amount: number | string;
  delivery_method: string;
  payment_method: string;
  store_id: string;
  store_name: string;
  store_address: string;
  logistics_sub_type: string;
  order_source: string;
  access_token_hash: string;
  /** Absent only in rows read before the customer-orders migration ran. */
  customer_id?: number | string | null;
  /** Issue 30 (migration 20261203_3001): where the order's mails go. */
  email?: string | null;
  created_at: StoredDateTime;
  updated_at: StoredDateTime;
}

export interface OrderItemRow {
  id: number;
  order_id: string;
  item_type: string;
  item_id: number;
  variant_id: string | null;
  title: string;
  sku: string | null;
  price: number | string;
  discount_price: number | string;
  quantity: number | string;
  image_url: string | null;
  reservation_id: number | null;
  /** The variant's label as sold: a marketplace model's name (migration 20261128_0901), an outlet variant's (issue 22). */
  variant_name?: string | null;
  /** The variant's own SKU as sold (migration 20261201_2231); null before it and for items without one. */
  variant_sku?: string | null;
}

export interface OrderEventRow {
  from_status: string | null;
  to_status: string;
  reason: string | null;
  created_at: StoredDateTime;
}

const dateOf = (value: StoredDateTime) => new Date(toIsoUtc(value));

/** Statuses are written only through the status machine; anything else in the table is a corrupt row. */
export function toOrderStatus(value: string): OrderStatus {
  if (!isOrderStatus(value)) throw new Error(`Unknown order status in the database: '${value}'`);
  return value;
}

export function toStoredOrder(row: OrderRow): StoredOrder {
  return {
    id: row.id,
    status: toOrderStatus(row.status),
    statusMessage: row.status_message,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    totalAmount: Number(row.total_amount),
    deliveryMethod: isDeliveryMethod(row.delivery_method) ? row.delivery_method : 'pickup',
    paymentMethod: isPaymentMethod(row.payment_method) ? row.payment_method : 'store_cod',
    store: {
      storeId: row.store_id,
      storeName: row.store_name,
      storeAddress: row.store_address,
      logisticsSubType: isLogisticsSubType(row.logistics_sub_type) ? row.logistics_sub_type : DEFAULT_LOGISTICS_SUB_TYPE,
    },
    orderSource: isOrderSource(row.order_source) ? row.order_source : 'outlet',
    accessTokenHash: row.access_token_hash,
    customerId: row.customer_id === null || row.customer_id === undefined ? null : Number(row.customer_id),
    // Absent when the order has none, as the in-memory store leaves it (application/orders/order.ts).
    ...(row.email ? { email: row.email } : {}),
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
  };
}

export function toStoredOrderItem(row: OrderItemRow): StoredOrderItem {
  return {
    id: Number(row.id),
    orderId: row.order_id,
    itemType: row.item_type,
    itemId: Number(row.item_id),
    variantId: row.variant_id,
    title: row.title,
    sku: row.sku,
    price: Number(row.price),
    discountPrice: Number(row.discount_price),
    quantity: Number(row.quantity),
    imageUrl: row.image_url,
    variantName: row.variant_name ?? null,
    variantSku: row.variant_sku ?? null,
    reservationId: row.reservation_id === null ? null : Number(row.reservation_id),
  };
}

export function toOrderEvent(row: OrderEventRow): OrderStatusEvent {
  return {
    fromStatus: row.from_status === null ? null : toOrderStatus(row.from_status),
    toStatus: toOrderStatus(row.to_status),
    reason: row.reason,
    createdAt: dateOf(row.created_at),
  };
}
