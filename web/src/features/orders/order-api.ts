import type * as t from 'io-ts';
import { OrderItems, OrderStatusResponse, OrderView } from '../../../../application/contracts/checkout';
import { OrderPickupStoreResponse } from '../../../../application/contracts/logistics';
import { OrderDisclosure } from '../../../../application/contracts/order-disclosure';
import { apiRequest } from '../../api/client';
// Straight to the module, not the payment barrel (which reaches components and closes an import cycle).
import { orderTokenFor } from '../payment/order-tokens';
import { orderMessages } from './order-messages';

/**
 * GET /api/ecpay/{orderId}: spec 2 §3 "Order as read from the server" (docs/api.md "Reading an order").
 * Without the buyer's token (or the owner's sign-in) `masked` is true: a stranger's view (issue 22) with the
 * name and phone masked and no store; the screen then offers the phone proof (postOrderProof). The wire shape
 * is the contract's (application/contracts/checkout.ts), decoded on arrival.
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

/**
 * The buyer's order token, when this browser holds it: every read of the order by number sends it, so the
 * buyer reads the whole order and is never counted by the server's limit on reads without proof (issue 22),
 * nor caught by its limit on failed phone proofs (docs/security.md).
 */
export function orderTokenHeader(orderId: string): Record<string, string> | undefined {
  const token = orderTokenFor(orderId);
  return token === null ? undefined : { [ORDER_TOKEN_HEADER]: token };
}

export function fetchOrder(orderId: string, token: string | null, options: OrderRequestOptions = {}): Promise<OrderDetails> {
  return apiRequest(orderPath(orderId), {
    ...options,
    headers: token ? { [ORDER_TOKEN_HEADER]: token } : undefined,
    defaultMessage: orderMessages.loadError,
    decode: OrderView,
  });
}

export function fetchOrderItems(orderId: string, options: OrderRequestOptions = {}): Promise<OrderItem[]> {
  return apiRequest(`${orderPath(orderId)}/items`, {
    ...options, headers: orderTokenHeader(orderId), defaultMessage: orderMessages.itemsLoadFailed, decode: OrderItems,
  });
}

export function fetchOrderStatus(orderId: string, options: OrderRequestOptions = {}): Promise<OrderStatusAnswer> {
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, {
    ...options, headers: orderTokenHeader(orderId), defaultMessage: orderMessages.loadError, decode: OrderStatusResponse,
  });
}

/** POST /api/ecpay/{orderId}/proof { phone }: the whole order (order, items, shipment) for the order's phone (issue 22). */
export type OrderDisclosureAnswer = t.TypeOf<typeof OrderDisclosure>;

export function postOrderProof(orderId: string, phone: string): Promise<OrderDisclosureAnswer> {
  return apiRequest(`${orderPath(orderId)}/proof`, { method: 'POST', body: { phone }, defaultMessage: orderMessages.proofFailed, decode: OrderDisclosure });
}

/** GET /api/ecpay/logistics/order/{orderId}: the pickup store and the shipment (status, numbers, history; issue 12). */
export type OrderShipment = t.TypeOf<typeof OrderPickupStoreResponse>;

export function fetchOrderShipment(orderId: string, options: OrderRequestOptions = {}): Promise<OrderShipment> {
  return apiRequest(`/api/ecpay/logistics/order/${encodeURIComponent(orderId)}?platform=web`, {
    ...options, headers: orderTokenHeader(orderId), defaultMessage: orderMessages.loadError, decode: OrderPickupStoreResponse,
  });
}
