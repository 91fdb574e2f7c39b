import type * as t from 'io-ts';
import { OrderItems, OrderStatusResponse, OrderView } from '../../../../application/contracts/checkout';
import { OrderPickupStoreResponse } from '../../../../application/contracts/logistics';
import { apiRequest } from '../../api/client';
import { orderMessages } from './order-messages';

/**
 * GET /api/ecpay/{orderId}: spec 2 §3 "Order as read from the server" (docs/api.md "Reading an order").
 * Without the buyer's token customer_name / customer_phone come masked and `masked` is true; the screen shows
 * them as they come. The wire shape is the contract's (application/contracts/checkout.ts), decoded on arrival.
 */
export type OrderDetails = t.TypeOf<typeof OrderView>;

/** GET /api/ecpay/{orderId}/items: spec 2 §3 "Order item". */
export type OrderItem = t.TypeOf<typeof OrderItems>[number];

/** GET /api/orders/{orderId}: what polling reads. */
export type OrderStatusAnswer = t.TypeOf<typeof OrderStatusResponse>;

export interface OrderRequestOptions {
  background?: boolean;
  signal?: AbortSignal;
}

/** The header carrying the buyer's proof of the order (docs/decisions.md, decision 5). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

const orderPath = (orderId: string) => `/api/ecpay/${encodeURIComponent(orderId)}`;

export function fetchOrder(orderId: string, token: string | null, options: OrderRequestOptions = {}): Promise<OrderDetails> {
  return apiRequest(orderPath(orderId), {
    ...options,
    headers: token ? { [ORDER_TOKEN_HEADER]: token } : undefined,
    defaultMessage: orderMessages.loadError,
    decode: OrderView,
  });
}

export function fetchOrderItems(orderId: string, options: OrderRequestOptions = {}): Promise<OrderItem[]> {
  return apiRequest(`${orderPath(orderId)}/items`, { ...options, defaultMessage: orderMessages.itemsLoadFailed, decode: OrderItems });
}

export function fetchOrderStatus(orderId: string, options: OrderRequestOptions = {}): Promise<OrderStatusAnswer> {
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, { ...options, defaultMessage: orderMessages.loadError, decode: OrderStatusResponse });
}

/** GET /api/ecpay/logistics/order/{orderId}: the pickup store and the shipment (status, numbers, history; issue 12). */
export type OrderShipment = t.TypeOf<typeof OrderPickupStoreResponse>;

export function fetchOrderShipment(orderId: string, options: OrderRequestOptions = {}): Promise<OrderShipment> {
  return apiRequest(`/api/ecpay/logistics/order/${encodeURIComponent(orderId)}?platform=web`, {
    ...options, defaultMessage: orderMessages.loadError, decode: OrderPickupStoreResponse,
  });
}
