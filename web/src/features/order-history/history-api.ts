import { apiRequest } from '../../api/client';
import type { LinkOrderSource } from '../../domain';
import { historyMessages } from './history-messages';

/** A product line of a customer order (spec 1 §3 'Order product line'). */
export interface CustomerOrderProduct {
  id: number | string;
  title: string;
  image_url: string | null;
  variant_details: string | null;
  price: number;
  discount_price: number;
}

/** GET /api/customers/orders rows (docs/accounts-contract.md 'CustomerOrder'); nulls where unknown. */
export interface CustomerOrder {
  order_id: string;
  order_date: string | null;
  order_source: string | null;
  order_total: number;
  status: string | null;
  customer_phone: string | null;
  products: CustomerOrderProduct[];
  shipping_status: string | null;
  tracking_number: string | null;
  payment_no: string | null;
  shipped_at: string | null;
  cvs_store_id: string | null;
  store_name: string | null;
  logistics_id: string | null;
}

export interface CustomerOrderPage {
  orders: CustomerOrder[];
  total: number;
}

/** Spec 1 §9: the history shows 5 orders a page; the profile the 3 latest. */
export const HISTORY_PAGE_SIZE = 5;
export const RECENT_ORDERS_LIMIT = 3;

/** GET /api/customers/orders?page&limit -> { orders, pagination: { page, limit, total } }, newest first. */
export async function fetchCustomerOrders(page: number, limit: number, options: { defaultMessage?: string; signal?: AbortSignal } = {}): Promise<CustomerOrderPage> {
  const answer = await apiRequest<{ orders?: unknown; pagination?: { total?: unknown } }>(`/api/customers/orders?page=${page}&limit=${limit}`, {
    defaultMessage: options.defaultMessage ?? historyMessages.loadError,
    signal: options.signal,
  });
  const orders = Array.isArray(answer.orders) ? (answer.orders as CustomerOrder[]).map((order) => ({ ...order, products: Array.isArray(order.products) ? order.products : [] })) : [];
  const total = typeof answer.pagination?.total === 'number' ? answer.pagination.total : orders.length;
  return { orders, total };
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
export function postLinkOrder(request: LinkOrderRequest): Promise<{ success?: boolean; message?: string }> {
  return apiRequest('/api/customers/link-order', { method: 'POST', body: request, defaultMessage: historyMessages.linkFailed });
}
