import { ApiRequestError, apiRequest } from '../../api/client';
import type { DeliveryMethod, OrderSource, OrderStatus, PaymentMethod } from '../../domain';
import { orderMessages } from './order-messages';

/**
 * GET /api/ecpay/{orderId}: spec 2 §3 "Order as read from the server" (docs/api.md "Reading an order").
 * Without the buyer's token customer_name / customer_phone come masked and `masked` is true; the screen shows
 * them as they come.
 */
export interface OrderDetails {
  order_id: string;
  /** A server status (OrderStatus); typed loosely because the screen maps whatever arrives through the domain. */
  status: OrderStatus | string | null;
  status_message: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  total_amount: number;
  created_at: string | null;
  delivery_method: DeliveryMethod | string | null;
  payment_method: PaymentMethod | string | null;
  store_id: string | null;
  store_name: string | null;
  store_address: string | null;
  logistics_sub_type: string | null;
  order_source: OrderSource | string | null;
  masked: boolean;
}

/** GET /api/ecpay/{orderId}/items: spec 2 §3 "Order item" (item_id or id). */
export interface OrderItem {
  id?: number | string | null;
  item_id?: number | string | null;
  item_type: string | null;
  title: string | null;
  sku: string | null;
  variant_id: number | string | null;
  price: number;
  discount_price: number;
  quantity: number;
  image_url: string | null;
}

/** GET /api/orders/{orderId}: what polling reads. */
export interface OrderStatusAnswer {
  order_id?: string;
  status: string | null;
  status_message: string | null;
}

export interface OrderRequestOptions {
  background?: boolean;
  signal?: AbortSignal;
}

/** The header carrying the buyer's proof of the order (docs/decisions.md, decision 5). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

const orderPath = (orderId: string) => `/api/ecpay/${encodeURIComponent(orderId)}`;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function fetchOrder(orderId: string, token: string | null, options: OrderRequestOptions = {}): Promise<OrderDetails> {
  const order = await apiRequest<unknown>(orderPath(orderId), {
    ...options,
    headers: token ? { [ORDER_TOKEN_HEADER]: token } : undefined,
    defaultMessage: orderMessages.loadError,
  });
  if (!isObject(order)) throw new ApiRequestError(200, 'BAD_RESPONSE', orderMessages.loadError);
  return order as unknown as OrderDetails;
}

export async function fetchOrderItems(orderId: string, options: OrderRequestOptions = {}): Promise<OrderItem[]> {
  const items = await apiRequest<unknown>(`${orderPath(orderId)}/items`, { ...options, defaultMessage: orderMessages.itemsLoadFailed });
  if (!Array.isArray(items)) throw new ApiRequestError(200, 'BAD_RESPONSE', orderMessages.itemsLoadFailed);
  return items as OrderItem[];
}

export async function fetchOrderStatus(orderId: string, options: OrderRequestOptions = {}): Promise<OrderStatusAnswer> {
  const answer = await apiRequest<unknown>(`/api/orders/${encodeURIComponent(orderId)}`, { ...options, defaultMessage: orderMessages.loadError });
  if (!isObject(answer)) throw new ApiRequestError(200, 'BAD_RESPONSE', orderMessages.loadError);
  return answer as unknown as OrderStatusAnswer;
}
