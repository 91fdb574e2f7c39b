import type * as t from 'io-ts';
import {
  CustomerOrder as CustomerOrderCodec, CustomerOrderProduct as CustomerOrderProductCodec, CustomerOrdersPage, LinkedOrderDetails as LinkedOrderDetailsCodec,
} from '../../../../application/contracts/accounts';
import { SuccessMessage } from '../../../../application/contracts/shared';
import { apiRequest } from '../../api/client';
import type { LinkOrderSource } from '../../domain';
import { historyMessages } from './history-messages';

/** A product line of a customer order (spec 1 §3 'Order product line'). */
export type CustomerOrderProduct = t.TypeOf<typeof CustomerOrderProductCodec>;

/** GET /api/customers/orders rows (docs/accounts-contract.md 'CustomerOrder'; application/contracts/accounts.ts). */
export type CustomerOrder = t.TypeOf<typeof CustomerOrderCodec>;

export interface CustomerOrderPage {
  orders: CustomerOrder[];
  total: number;
}

/** Spec 1 §9: the history shows 5 orders a page; the profile the 3 latest. */
export const HISTORY_PAGE_SIZE = 5;
export const RECENT_ORDERS_LIMIT = 3;

/** GET /api/customers/orders?page&limit -> { orders, pagination: { page, limit, total } }, newest first. */
export async function fetchCustomerOrders(page: number, limit: number, options: { defaultMessage?: string; signal?: AbortSignal } = {}): Promise<CustomerOrderPage> {
  const answer = await apiRequest(`/api/customers/orders?page=${page}&limit=${limit}`, {
    defaultMessage: options.defaultMessage ?? historyMessages.loadError,
    signal: options.signal,
    decode: CustomerOrdersPage,
  });
  return { orders: answer.orders, total: answer.pagination.total };
}

/** GET /api/customers/linked-orders/{source}/{orderId} (issue 22): the order, when the platform last answered, and stale. */
export type LinkedOrderDetails = t.TypeOf<typeof LinkedOrderDetailsCodec>;
export type LinkedSource = 'shopee' | 'shopify';

export function isLinkedSource(source: string): source is LinkedSource {
  return source === 'shopee' || source === 'shopify';
}

/**
 * Where 查看訂單詳情 goes: our own orders to /order-details/{id} (the confirmation screen), a linked Shopee or
 * Shopify order to /linked-orders/{source}/{id} (its own page: it has no payment or pickup of ours).
 */
export function orderDetailsPath(order: Pick<CustomerOrder, 'order_id' | 'order_source'>): string {
  return isLinkedSource(order.order_source)
    ? `/linked-orders/${order.order_source}/${encodeURIComponent(order.order_id)}`
    : `/order-details/${encodeURIComponent(order.order_id)}`;
}

export function fetchLinkedOrder(source: LinkedSource, orderId: string, options: { signal?: AbortSignal } = {}): Promise<LinkedOrderDetails> {
  return apiRequest(`/api/customers/linked-orders/${source}/${encodeURIComponent(orderId)}`, {
    defaultMessage: historyMessages.linkedLoadError, signal: options.signal, decode: LinkedOrderDetailsCodec,
  });
}

export interface LinkOrderRequest {
  orderId: string;
  orderSource: LinkOrderSource;
  phoneNumber: string;
  name?: string;
}

/**
 * POST /api/customers/link-order -> 200 { success, message }; 404 ORDER_NOT_FOUND, 409 ORDER_LINKED_ELSEWHERE,
 * 409 SOURCE_NOT_AVAILABLE. Used by the history's dialog and after a store-payment checkout.
 */
export function postLinkOrder(request: LinkOrderRequest): Promise<t.TypeOf<typeof SuccessMessage>> {
  return apiRequest('/api/customers/link-order', { method: 'POST', body: request, defaultMessage: historyMessages.linkFailed, decode: SuccessMessage });
}
