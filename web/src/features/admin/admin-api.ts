import type * as t from 'io-ts';
import {
  AdminAuditList, AdminDeliveredResult, AdminInventoryList, AdminOrderDetail, AdminOrderList, AdminRefundResult, AdminShipmentActionResult,
} from '../../../../application/contracts/admin';
import { apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';

/**
 * The staff console's orders, inventory and audit routes (issue 12; application/contracts/admin.ts), with the staff
 * token. Loaded by the console's sagas on first use, so the codecs stay out of the storefront's entry chunk.
 */
export type AdminOrderListAnswer = t.TypeOf<typeof AdminOrderList>;
export type AdminOrderRow = AdminOrderListAnswer['orders'][number];
export type AdminOrderPage = t.TypeOf<typeof AdminOrderDetail>;
export type AdminInventoryAnswer = t.TypeOf<typeof AdminInventoryList>;
export type AdminAuditAnswer = t.TypeOf<typeof AdminAuditList>;
export type AdminPaging = AdminOrderListAnswer['pagination'];

const text = messages.admin;

/** The order list's filters as the address and the form hold them ('' = any). */
export interface OrderFilters {
  status: string;
  source: string;
  from: string;
  to: string;
  q: string;
  page: number;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = { status: '', source: '', from: '', to: '', q: '', page: 1 };

function queryOf(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function fetchAdminOrders(token: string, filters: OrderFilters): Promise<AdminOrderListAnswer> {
  return apiRequest(`/api/admin/orders${queryOf({ ...filters })}`, { auth: { token }, defaultMessage: text.orders.loadFailed, decode: AdminOrderList });
}

export function fetchAdminOrder(token: string, orderId: string): Promise<AdminOrderPage> {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(orderId)}`, { auth: { token }, defaultMessage: text.order.loadFailed, decode: AdminOrderDetail });
}

export type OrderAction = { kind: 'shipment' } | { kind: 'mark-delivered' } | { kind: 'refund'; attemptId: number };

/** POST an action; the answer's message is the server's (in zh-TW) for the toast. */
export async function postOrderAction(token: string, orderId: string, action: OrderAction): Promise<string> {
  const path = `/api/admin/orders/${encodeURIComponent(orderId)}/${action.kind}`;
  const options = { method: 'POST' as const, auth: { token }, defaultMessage: text.order.actions.failed };
  if (action.kind === 'shipment') return (await apiRequest(path, { ...options, body: {}, decode: AdminShipmentActionResult })).message;
  if (action.kind === 'mark-delivered') return (await apiRequest(path, { ...options, body: {}, decode: AdminDeliveredResult })).message;
  return (await apiRequest(path, { ...options, body: { attemptId: action.attemptId }, decode: AdminRefundResult })).message;
}

export function fetchInventory(token: string, query: { q: string; page: number }): Promise<AdminInventoryAnswer> {
  return apiRequest(`/api/admin/inventory${queryOf({ ...query, limit: 50 })}`, { auth: { token }, defaultMessage: text.inventory.loadFailed, decode: AdminInventoryList });
}

export function fetchAudit(token: string, query: { target: string; page: number }): Promise<AdminAuditAnswer> {
  return apiRequest(`/api/admin/audit${queryOf({ ...query, limit: 50 })}`, { auth: { token }, defaultMessage: text.audit.loadFailed, decode: AdminAuditList });
}
