import * as t from 'io-ts';
import { OrderInvoiceView } from './invoicing';
import { messageRef } from '../../domain/messages';
import { ORDER_SOURCES, type OrderSource as OrderSourceValue } from '../../domain/orders/order-source';
import { ORDER_STATUSES, type OrderStatus as OrderStatusValue } from '../../domain/orders/order-status';
import { isOrderId } from '../../domain/orders/order-ids';
import { ATTENTION_REASONS, PAYMENT_ATTEMPT_STATUSES } from '../../domain/orders/payment-attempt';
import { SHIPMENT_STAGES } from '../../domain/orders/shipment-status';
import { isCalendarDay } from '../../domain/shared/taipei-day';
import { validateCheckoutPhone } from '../../domain/validation/phone';
import { normalizeOutletCategory, OUTLET_CATEGORY_MAX_LENGTH } from '../../domain/outlet/categories';
import { Sku } from './catalogue';
import { DeliveryMethod, FulfilmentStageCodec, OrderIdParams, OrderSource, OrderStatus, PaymentMethod } from './checkout';
import { described, enumOf, nullable, positiveId, queryInteger, type Endpoints } from './shared';

/**
 * The staff console's contract (issue 12): orders with their payments, shipment and history, the actions on an
 * order, the outlet inventory and the audit log. Every endpoint needs a staff token (a customer token is 403
 * STAFF_ONLY, none 401). Times are ISO 8601 UTC; money is whole NT$.
 */

export const ADMIN_MAX_PAGE = 10_000;
export const ADMIN_MAX_LIMIT = 100;
export const ADMIN_DEFAULT_LIMIT = 20;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const AUDIT_TARGET_MAX_LENGTH = 128;

const page = queryInteger('PAGE_INVALID', messageRef('PAGE_INVALID'), 1, ADMIN_MAX_PAGE, 1);
const limit = queryInteger('LIMIT_INVALID', messageRef('LIMIT_INVALID', { max: ADMIN_MAX_LIMIT }), 1, ADMIN_MAX_LIMIT, ADMIN_DEFAULT_LIMIT);

/** An optional query value from a fixed list: absent or empty is "any", anything else outside the list fails with `code`. */
function optionalChoice<V extends string>(code: 'ADMIN_ORDER_STATUS_INVALID' | 'ADMIN_ORDER_SOURCE_INVALID', values: readonly V[]): t.Type<V | undefined, V | undefined, unknown> {
  return described(new t.Type<V | undefined, V | undefined, unknown>(
    code,
    (input): input is V | undefined => input === undefined || (typeof input === 'string' && (values as readonly string[]).includes(input)),
    (input, context) => {
      if (input === undefined || input === '') return t.success(undefined);
      return typeof input === 'string' && (values as readonly string[]).includes(input) ? t.success(input as V) : t.failure(input, context, messageRef(code));
    },
    t.identity,
  ), { type: 'string', enum: [...values] });
}

/** ?from / ?to: a Taiwan calendar day, YYYY-MM-DD, both inclusive; absent or empty: unbounded. */
const Day = described(new t.Type<string | undefined, string | undefined, unknown>(
  'ADMIN_DATE_INVALID',
  (input): input is string | undefined => input === undefined || (typeof input === 'string' && isCalendarDay(input)),
  (input, context) => {
    if (input === undefined || input === '') return t.success(undefined);
    return typeof input === 'string' && isCalendarDay(input) ? t.success(input) : t.failure(input, context, messageRef('ADMIN_DATE_INVALID'));
  },
  t.identity,
), { type: 'string', format: 'date' });

export type OrderSearch = { kind: 'orderId' | 'phone'; value: string };

/**
 * ?q: the console's search box, an order id (ORD-12345678, any letter case) or a buyer's phone (digits, as checkout
 * stores it; blanks and dashes are dropped here because staff type what a buyer reads out). Anything else is 400:
 * a free-text search would be a LIKE over every order's name and phone, which the console does not need.
 */
const OrderSearchQuery = described(new t.Type<OrderSearch | undefined, OrderSearch | undefined, unknown>(
  'ADMIN_ORDER_SEARCH_INVALID',
  (input): input is OrderSearch | undefined => input === undefined || (typeof input === 'object' && input !== null && 'kind' in input),
  (input, context) => {
    if (input === undefined || input === '') return t.success(undefined);
    if (typeof input !== 'string' || input.length > ADMIN_SEARCH_MAX_LENGTH) return t.failure(input, context, messageRef('ADMIN_ORDER_SEARCH_INVALID'));
    const text = input.trim();
    if (text === '') return t.success(undefined);
    if (isOrderId(text.toUpperCase())) return t.success({ kind: 'orderId', value: text.toUpperCase() });
    const digits = text.replace(/[\s-]/g, '');
    if (validateCheckoutPhone(digits) === undefined) return t.success({ kind: 'phone', value: digits });
    return t.failure(input, context, messageRef('ADMIN_ORDER_SEARCH_INVALID'));
  },
  t.identity,
), { type: 'string', maxLength: ADMIN_SEARCH_MAX_LENGTH, description: 'an order id (ORD-12345678) or a phone number' });

/** GET /api/admin/orders?status&source&from&to&q&page&limit. */
export const AdminOrdersQuery = t.type({
  status: optionalChoice<OrderStatusValue>('ADMIN_ORDER_STATUS_INVALID', ORDER_STATUSES),
  source: optionalChoice<OrderSourceValue>('ADMIN_ORDER_SOURCE_INVALID', ORDER_SOURCES),
  from: Day, to: Day, q: OrderSearchQuery, page, limit,
});

/** Optional free text of at most `max` characters (trimmed; empty is absent). */
function optionalText(max: number): t.Type<string | undefined, string | undefined, unknown> {
  return described(new t.Type<string | undefined, string | undefined, unknown>(
    'TEXT_TOO_LONG',
    (input): input is string | undefined => input === undefined || (typeof input === 'string' && [...input].length <= max),
    (input, context) => {
      if (input === undefined) return t.success(undefined);
      if (typeof input !== 'string' || [...input].length > max) return t.failure(input, context, messageRef('TEXT_TOO_LONG', { max }));
      const text = input.trim();
      return t.success(text === '' ? undefined : text);
    },
    t.identity,
  ), { type: 'string', maxLength: max });
}

/** GET /api/admin/inventory?page&limit&q (q: part of the sku or the title). */
export const AdminInventoryQuery = t.type({ page, limit, q: optionalText(ADMIN_SEARCH_MAX_LENGTH) });
/** GET /api/admin/audit?page&limit&target (target: exactly, e.g. order:ORD-12345678). */
export const AdminAuditQuery = t.type({ page, limit, target: optionalText(AUDIT_TARGET_MAX_LENGTH) });

/** GET /api/admin/provider-rejections?limit: the latest 1..100 (default 50). */
export const PROVIDER_REJECTIONS_DEFAULT_LIMIT = 50;
export const AdminProviderRejectionsQuery = t.type({
  limit: queryInteger('LIMIT_INVALID', messageRef('LIMIT_INVALID', { max: ADMIN_MAX_LIMIT }), 1, ADMIN_MAX_LIMIT, PROVIDER_REJECTIONS_DEFAULT_LIMIT),
});

/**
 * POST /api/admin/orders/{orderId}/end (issue 30): the ending the console showed (CANCELLED before anything was paid,
 * REFUNDED once money was given back) and an optional note for the history.
 */
export const AdminEndOrderBody = t.intersection([
  t.type({ to: enumOf('OrderEnding', ['CANCELLED', 'REFUNDED'] as const) }),
  t.partial({ note: optionalText(200) }),
], 'AdminEndOrderBody');
export const AdminEndOrderResult = t.type({
  success: t.literal(true), message: t.string, orderId: t.string, status: OrderStatus, changed: t.boolean,
}, 'AdminEndOrderResult');

/** POST /api/admin/orders/{orderId}/refund: the second charge (payment attempt) that was refunded. */
export const AdminRefundBody = t.type({ attemptId: positiveId(messageRef('ADMIN_ATTEMPT_ID_INVALID')) });

/**
 * A category as staff type it (issue 28): trimmed, inner blanks one space, at most 32 characters; blank or null is
 * none (the product leaves every category).
 */
export const OutletCategoryName = described(new t.Type<string | null, string | null, unknown>(
  'OUTLET_CATEGORY_INVALID',
  (input): input is string | null => input === null || (typeof input === 'string' && normalizeOutletCategory(input) === input),
  (input, context) => {
    const normalized = input === null ? null : typeof input === 'string' ? normalizeOutletCategory(input) : undefined;
    return normalized === undefined
      ? t.failure(input, context, messageRef('OUTLET_CATEGORY_INVALID', { max: OUTLET_CATEGORY_MAX_LENGTH }))
      : t.success(normalized);
  },
  t.identity,
), { type: ['string', 'null'], maxLength: OUTLET_CATEGORY_MAX_LENGTH });

/** PUT /api/admin/inventory/category: the category of every item of the sku (one product card). */
export const AdminCategoryBody = t.type({ sku: Sku, category: OutletCategoryName });

export { OrderIdParams as AdminOrderParams };

// Responses.

export const AdminPagination = t.type({ page: t.number, limit: t.number, total: t.number, totalPages: t.number }, 'AdminPagination');

export const AdminOrderSummary = t.intersection([t.type({
  orderId: t.string, status: OrderStatus, customerName: t.string, customerPhone: t.string, totalAmount: t.number,
  paymentMethod: PaymentMethod, deliveryMethod: DeliveryMethod, orderSource: OrderSource, createdAt: t.string, updatedAt: t.string,
}), t.partial({
  /** Where the parcel is (issue 28): the console reads a picked-up order as completed; absent from older servers. */
  fulfilmentStage: FulfilmentStageCodec,
})], 'AdminOrderSummary');
export const AdminOrderList = t.type({ orders: t.array(AdminOrderSummary), pagination: AdminPagination }, 'AdminOrderList');
export type AdminOrderList = t.TypeOf<typeof AdminOrderList>;

export const AdminOrderItem = t.type({
  id: t.number, itemType: t.string, itemId: t.number, variantId: nullable(t.string), variantName: nullable(t.string), title: t.string,
  /** sku: the product's; variantSku: the variant's own, what the packer picks by (issue 22); null on older lines. */
  sku: nullable(t.string), variantSku: nullable(t.string), price: t.number, discountPrice: t.number, quantity: t.number, imageUrl: nullable(t.string),
}, 'AdminOrderItem');

/** One payment attempt and its result, as the provider reported it. */
export const AdminPaymentAttempt = t.type({
  attemptId: t.number, attemptNo: t.number, merchantTradeNo: t.string, amount: t.number,
  status: enumOf('PaymentAttemptStatus', PAYMENT_ATTEMPT_STATUSES), rtnCode: nullable(t.number), rtnMsg: nullable(t.string),
  providerTradeNo: nullable(t.string), tradeAmt: nullable(t.number), paidAt: nullable(t.string), simulatePaid: t.boolean,
  resultSource: nullable(t.string), resultAt: nullable(t.string), createdAt: t.string,
  attention: nullable(enumOf('AttentionReason', ATTENTION_REASONS)), attentionAt: nullable(t.string), resolvedAt: nullable(t.string),
}, 'AdminPaymentAttempt');

export const AdminShipmentEvent = t.type({
  statusCode: t.string, message: nullable(t.string), source: nullable(t.string), occurredAt: nullable(t.string), receivedAt: nullable(t.string),
}, 'AdminShipmentEvent');

/** The order's logistics order; trackingNumber: CVSPaymentNo followed by CVSValidationNo (7-ELEVEN), research 8.2. */
export const AdminShipment = t.type({
  merchantTradeNo: nullable(t.string), subType: nullable(t.string), status: nullable(t.string), shippingStatus: nullable(t.string),
  statusCode: nullable(t.string), attempts: t.number, nextAttemptAt: nullable(t.string), lastError: nullable(t.string),
  logisticsId: nullable(t.string), paymentNo: nullable(t.string), validationNo: nullable(t.string), trackingNumber: nullable(t.string),
  shippedAt: nullable(t.string), deliveredAt: nullable(t.string), createdAt: nullable(t.string), updatedAt: nullable(t.string),
  events: t.array(AdminShipmentEvent),
}, 'AdminShipment');

export const AdminStatusEvent = t.type({ fromStatus: nullable(OrderStatus), toStatus: OrderStatus, reason: nullable(t.string), at: t.string }, 'AdminStatusEvent');

export const AdminOrderDetail = t.intersection([t.type({
  order: t.type({
    orderId: t.string, status: OrderStatus, statusMessage: nullable(t.string), customerName: t.string, customerPhone: t.string,
    totalAmount: t.number, paymentMethod: PaymentMethod, deliveryMethod: DeliveryMethod, orderSource: OrderSource,
    storeId: t.string, storeName: t.string, storeAddress: t.string, logisticsSubType: t.string, customerId: nullable(t.number),
    createdAt: t.string, updatedAt: t.string,
  }),
  items: t.array(AdminOrderItem),
  payments: t.array(AdminPaymentAttempt),
  /** null: no logistics order yet (or the shipments table does not exist on this server yet). */
  shipment: nullable(AdminShipment),
  history: t.array(AdminStatusEvent),
}),
// Issue 30: the order's e-invoice with the buyer's choice (staff see the tax id and title); absent without an invoice row.
t.partial({ invoice: OrderInvoiceView }),
], 'AdminOrderDetail');
export type AdminOrderDetail = t.TypeOf<typeof AdminOrderDetail>;

export const AdminShipmentActionResult = t.type({
  success: t.literal(true), message: t.string, orderId: t.string,
  outcome: t.keyof({ created: null, retry_scheduled: null, already_created: null }, 'ShipmentRequestOutcome'),
}, 'AdminShipmentActionResult');
export const AdminDeliveredResult = t.type({ success: t.literal(true), message: t.string, orderId: t.string, changed: t.boolean }, 'AdminDeliveredResult');
export const AdminRefundResult = t.type({
  success: t.literal(true), message: t.string, orderId: t.string, attemptId: t.number, resolvedAt: nullable(t.string),
}, 'AdminRefundResult');

export const AdminInventoryItem = t.type({
  id: t.number, sku: t.string, displaySku: t.string, title: t.string, variantDetails: t.string, price: t.number, discountPrice: t.number,
  total: t.number, reserved: t.number, sold: t.number, available: t.number, category: nullable(t.string),
}, 'AdminInventoryItem');
export const AdminInventoryList = t.type({ items: t.array(AdminInventoryItem), pagination: AdminPagination }, 'AdminInventoryList');
export type AdminInventoryList = t.TypeOf<typeof AdminInventoryList>;
/** What PUT /api/admin/inventory/category changed: the items of the sku (its variants), now in `category`. */
export const AdminCategoryResult = t.type({
  success: t.literal(true), message: t.string, sku: t.string, category: nullable(t.string), updated: t.number,
}, 'AdminCategoryResult');

export const AdminAuditEntry = t.type({
  id: t.number, staffId: t.number, staffName: nullable(t.string), action: t.string, target: t.string,
  details: nullable(t.record(t.string, t.unknown)), at: t.string,
}, 'AdminAuditEntry');
export const AdminAuditList = t.type({ entries: t.array(AdminAuditEntry), pagination: AdminPagination }, 'AdminAuditList');
export type AdminAuditList = t.TypeOf<typeof AdminAuditList>;

/**
 * One shipment a person must look at (GET /api/admin/shipments/attention): creation failed for good (ECPay refused,
 * or stayed unreachable through every retry; lastError says why; staff retry from the order page), or ECPay's latest
 * code needs someone (a store closed, a return not collected, a cancellation; statusCode and statusMessage say which).
 */
export const AdminShipmentAttentionItem = t.type({
  orderId: t.string,
  reason: t.keyof({ creation_failed: null, status_needs_attention: null }, 'ShipmentAttentionReason'),
  merchantTradeNo: t.string, subType: t.string,
  /** The creation job's state: creating | created | failed. */
  status: t.keyof({ creating: null, created: null, failed: null }, 'ShipmentJobStatus'),
  shippingStatus: enumOf('ShipmentStage', SHIPMENT_STAGES),
  /** ECPay's latest status code and its message (null before ECPay answered). */
  statusCode: nullable(t.number), statusMessage: nullable(t.string),
  lastError: nullable(t.string), attempts: t.number, updatedAt: t.string,
}, 'AdminShipmentAttentionItem');
export const AdminShipmentAttentionList = t.type({ items: t.array(AdminShipmentAttentionItem) }, 'AdminShipmentAttentionList');
export type AdminShipmentAttentionList = t.TypeOf<typeof AdminShipmentAttentionList>;

/**
 * A signed provider message the shop refused for its content (a malformed notice, an unknown trade number): what,
 * why and when. The received fields are never sent: they may hold a buyer's name, phone or address.
 */
export const AdminProviderRejection = t.type({
  /** e.g. 'ecpay'. */
  provider: t.string,
  /** e.g. 'payment_notification', 'logistics_status'. */
  messageKind: t.string,
  /** The rejection code (NOTIFICATION_MALFORMED, SHIPMENT_NOT_FOUND...). */
  reason: t.string,
  /** What did not fit, in English, for staff. */
  detail: t.string,
  /** As received (possibly malformed, cut to 40 characters); '' when absent. */
  merchantTradeNo: t.string,
  receivedAt: t.string,
}, 'AdminProviderRejection');
export const AdminProviderRejectionList = t.type({ items: t.array(AdminProviderRejection) }, 'AdminProviderRejectionList');
export type AdminProviderRejectionList = t.TypeOf<typeof AdminProviderRejectionList>;

/** Orders created in a range, and the sales among them (a paid card order, a confirmed store-payment order). */
export const AdminOrderFigures = t.type({ orders: t.number, sales: t.number, salesAmount: t.number }, 'AdminOrderFigures');

/**
 * GET /api/admin/overview (issue 28): today and this week in Taiwan days (the week from Monday), the sales still to
 * ship, what needs a person, and where to go. invoices: null while the shop issues none (no invoicing yet).
 * links.logisticsBackOffice: the ECPay simulator's back office in the demo (PROVIDERS=sandbox), else null.
 */
export const AdminOverview = t.type({
  day: t.string, weekStart: t.string, today: AdminOrderFigures, week: AdminOrderFigures,
  toShip: t.number, paymentsNeedingPerson: t.number, shipmentsNeedingPerson: t.number, invoices: t.null,
  links: t.type({ storefront: t.string, logisticsBackOffice: nullable(t.string) }),
}, 'AdminOverview');
export type AdminOverview = t.TypeOf<typeof AdminOverview>;

/** Page numbers as the lists answer them. */
export function paginationOf(pageNumber: number, pageSize: number, total: number): t.TypeOf<typeof AdminPagination> {
  return { page: pageNumber, limit: pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

const staff = { auth: 'staff' } as const;
export const adminEndpoints = {
  listAdminOrders: { method: 'GET', path: '/api/admin/orders', summary: 'Orders for staff: filters and paging', query: AdminOrdersQuery, ...staff, responses: { 200: AdminOrderList } },
  getAdminOrder: { method: 'GET', path: '/api/admin/orders/{orderId}', summary: 'An order with items, payments, shipment and history', params: OrderIdParams, ...staff, responses: { 200: AdminOrderDetail } },
  requestShipment: { method: 'POST', path: '/api/admin/orders/{orderId}/shipment', summary: 'Create or retry the order\'s logistics order', params: OrderIdParams, ...staff, responses: { 200: AdminShipmentActionResult } },
  markDelivered: { method: 'POST', path: '/api/admin/orders/{orderId}/mark-delivered', summary: 'Mark delivered by hand when ECPay is silent', params: OrderIdParams, ...staff, responses: { 200: AdminDeliveredResult } },
  endOrder: { method: 'POST', path: '/api/admin/orders/{orderId}/end', summary: 'Cancel an unpaid order or record its refund (issue 30; voids the e-invoice)', params: OrderIdParams, body: AdminEndOrderBody, ...staff, responses: { 200: AdminEndOrderResult } },
  recordRefund: { method: 'POST', path: '/api/admin/orders/{orderId}/refund', summary: 'Record the refund of a second charge', params: OrderIdParams, body: AdminRefundBody, ...staff, responses: { 200: AdminRefundResult } },
  listInventory: { method: 'GET', path: '/api/admin/inventory', summary: 'Outlet stock: total, reserved, sold, available', query: AdminInventoryQuery, ...staff, responses: { 200: AdminInventoryList } },
  setOutletCategory: { method: 'PUT', path: '/api/admin/inventory/category', summary: 'Set or clear the category of an outlet product (every item of its sku)', body: AdminCategoryBody, ...staff, responses: { 200: AdminCategoryResult } },
  listAudit: { method: 'GET', path: '/api/admin/audit', summary: 'The staff audit log, newest first', query: AdminAuditQuery, ...staff, responses: { 200: AdminAuditList } },
  listShipmentAttention: { method: 'GET', path: '/api/admin/shipments/attention', summary: 'Shipments that need a person: creation failed for good, or ECPay\'s latest code needs someone', ...staff, responses: { 200: AdminShipmentAttentionList } },
  getAdminOverview: { method: 'GET', path: '/api/admin/overview', summary: 'Today and this week: orders, sales, what to ship and what needs a person', ...staff, responses: { 200: AdminOverview } },
  listProviderRejections: { method: 'GET', path: '/api/admin/provider-rejections', summary: 'Signed provider messages refused for their content, newest first', query: AdminProviderRejectionsQuery, ...staff, responses: { 200: AdminProviderRejectionList } },
} as const satisfies Endpoints;
