import * as t from 'io-ts';
import { isOrderId } from '../../domain/orders/order-ids';
import { ORDER_SOURCES } from '../../domain/orders/order-source';
import { ORDER_STATUSES } from '../../domain/orders/order-status';
import { FULFILMENT_STAGES } from '../../domain/orders/order-truth';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '../../domain/orders/payment-methods';
import { RETRY_REFUSALS } from '../../domain/orders/payment-screen';
import { isLogisticsSubType, LOGISTICS_SUB_TYPES, type PickupStore } from '../../domain/orders/pickup-store';
import { messageRef } from '../../domain/messages';
import { InvoiceInputBody, OrderInvoiceView } from './invoicing';
import { described, enumOf, nullable, Phone, type Endpoints } from './shared';

/**
 * The checkout's contract: checkout, the order reads, can-retry and restore-from-order (docs/api.md
 * "Checkout and orders"). As elsewhere, a codec's name is the code in fields.{name}.code and its failure
 * message a catalogue reference (messageRef). The checkout body is decoded leniently on purpose: the contact and the store are
 * validated by the use case with the domain's rules (so the fields come back together), and the request's
 * items, prices and totals are not decoded at all: the server prices the order itself.
 */

/** An order id in a path: ORD-{8 digits} (the domain's isOrderId), else 400 fields.orderId. */
export const OrderId = described(new t.Type<string, string, unknown>(
  'ORDER_ID_INVALID',
  (input): input is string => typeof input === 'string' && isOrderId(input),
  (input, context) => (typeof input === 'string' && isOrderId(input) ? t.success(input) : t.failure(input, context, messageRef('ORDER_ID_INVALID'))),
  t.identity,
), { type: 'string', pattern: '^ORD-[0-9]{8}$' });

export const OrderIdParams = t.type({ orderId: OrderId });

/** Text of at most `max` characters; absent or null reads as ''. Another type fails with `code`. */
function optionalText(code: string, message: string, max: number): t.Type<string, string, unknown> {
  return described(new t.Type<string, string, unknown>(
    code,
    (input): input is string => typeof input === 'string' && [...input].length <= max,
    (input, context) => {
      if (input === undefined || input === null) return t.success('');
      if (typeof input !== 'string') return t.failure(input, context, message);
      return [...input].length <= max ? t.success(input) : t.failure(input, context, messageRef('TEXT_TOO_LONG', { max }));
    },
    t.identity,
  ), { type: ['string', 'null'], maxLength: max });
}

const StoreText = (max: number) => optionalText('CHECKOUT_STORE_REQUIRED', messageRef('CHECKOUT_STORE_REQUIRED'), max);
const storeFields = { storeId: StoreText(32), storeName: StoreText(255), storeAddress: StoreText(255) };

/**
 * storeData: absent or null decodes to null (the use case answers CHECKOUT_STORE_REQUIRED); a present store
 * with a chain other than UNIMARTC2C / FAMIC2C is refused; no chain means UNIMARTC2C (spec 2, section 3).
 */
export const StoreData = described(new t.Type<Partial<PickupStore> | null, unknown, unknown>(
  'CHECKOUT_STORE_REQUIRED',
  (input): input is Partial<PickupStore> | null => input === null || (typeof input === 'object' && !Array.isArray(input)),
  (input, context) => {
    if (input === undefined || input === null) return t.success(null);
    if (typeof input !== 'object' || Array.isArray(input)) return t.failure(input, context, messageRef('CHECKOUT_STORE_REQUIRED'));
    const raw = input as Record<string, unknown>;
    const store: Partial<PickupStore> = {};
    for (const [key, codec] of Object.entries(storeFields) as [keyof typeof storeFields, t.Type<string, string, unknown>][]) {
      const decoded = codec.decode(raw[key]);
      if (decoded._tag === 'Left') return t.failure(input, context, decoded.left[0]?.message ?? messageRef('CHECKOUT_STORE_REQUIRED'));
      store[key] = decoded.right;
    }
    const subType = raw.logisticsSubType;
    if (subType !== undefined && subType !== null && subType !== '') {
      if (!isLogisticsSubType(subType)) return t.failure(input, context, messageRef('LOGISTICS_SUB_TYPE_INVALID'));
      store.logisticsSubType = subType;
    }
    return t.success(store);
  },
  t.identity,
), { oneOf: [{ type: 'null' }, { type: 'object', properties: { storeId: { type: 'string', maxLength: 32 }, storeName: { type: 'string', maxLength: 255 }, storeAddress: { type: 'string', maxLength: 255 }, logisticsSubType: { type: 'string', enum: [...LOGISTICS_SUB_TYPES] } } }] });

/** The methods as sent: anything that is not a string reads as absent (then resolveCheckoutMethods decides). */
const MethodText = described(new t.Type<string | null, unknown, unknown>(
  'METHOD',
  (input): input is string | null => input === null || typeof input === 'string',
  (input) => t.success(typeof input === 'string' ? input : null),
  t.identity,
), { type: ['string', 'null'] });

/**
 * POST /api/cart/checkout { name, phone, orderRef?, items?, deliveryMethod, paymentMethod, storeData, invoice?, email? }.
 * orderRef and items are accepted and ignored (the cart on the server is the order). invoice and email (issue 30)
 * are optional: no section is the member carrier, no address is none (a member's account address is used).
 */
export const CheckoutBody = t.type({
  name: optionalText('CHECKOUT_NAME_INVALID', messageRef('CHECKOUT_NAME_INVALID'), 100),
  phone: optionalText('CHECKOUT_PHONE_INVALID', messageRef('CHECKOUT_PHONE_INVALID'), 15),
  deliveryMethod: MethodText,
  paymentMethod: MethodText,
  storeData: StoreData,
  invoice: InvoiceInputBody,
  email: optionalText('EMAIL_INVALID', messageRef('EMAIL_INVALID'), 254),
});

/** POST /api/cart/restore-from-order/:orderId { phone } (path and body decoded together). */
export const RestoreFromOrderInput = t.type({ orderId: OrderId, phone: Phone });

export const RestoreFromOrderBody = t.type({ phone: Phone });

// Responses: the wire shapes of an order, snake_case as the spec reads them (spec 2, section 3).

export const OrderStatus = enumOf('OrderStatus', ORDER_STATUSES);
export const OrderSource = enumOf('OrderSource', ORDER_SOURCES);
export const DeliveryMethod = enumOf('DeliveryMethod', DELIVERY_METHODS);
export const PaymentMethod = enumOf('PaymentMethod', PAYMENT_METHODS);
/** Issue 22: where an order's parcel is, as every screen's words read it (domain/orders/order-truth.ts). */
export const FulfilmentStageCodec = enumOf('FulfilmentStage', FULFILMENT_STAGES);

export const CheckoutResponse = t.type({
  success: t.literal(true), message: t.string, orderId: t.string, status: OrderStatus, totalAmount: t.number,
  deliveryMethod: DeliveryMethod, paymentMethod: PaymentMethod, accessToken: t.string,
}, 'CheckoutResponse');

/** GET /api/ecpay/{orderId}: "Order as read from the server"; the buyer's name and phone masked without proof. */
export const OrderView = t.intersection([
  t.type({
    order_id: t.string, status: OrderStatus, status_message: nullable(t.string), customer_name: nullable(t.string),
    customer_phone: nullable(t.string), total_amount: t.number, created_at: t.string, updated_at: t.string,
    delivery_method: DeliveryMethod, payment_method: PaymentMethod, store_id: t.string, store_name: t.string,
    store_address: t.string, logistics_sub_type: t.string, order_source: OrderSource, masked: t.boolean,
  }),
  // Issue 30: the order's e-invoice, for the buyer only (a stranger's view has none); absent when the order has no invoice row.
  t.partial({ invoice: OrderInvoiceView }),
], 'Order');
export type OrderView = t.TypeOf<typeof OrderView>;

/** GET /api/ecpay/{orderId}/items: "Order item" (spec 2, section 3). */
export const OrderItemView = t.intersection([
  t.type({
    id: t.number, item_id: t.number, item_type: t.string, title: t.string, sku: nullable(t.string), variant_id: nullable(t.string),
    price: t.number, discount_price: t.number, quantity: t.number, image_url: nullable(t.string),
  }),
  // The variant as sold, optional for older clients and servers: its label (issue 11: a marketplace model's name;
  // issue 22: an outlet variant's, '黑色 / L') and its own SKU (issue 22: OL-JK-1024-BK-L, where sku is the product's).
  t.partial({ variant_name: nullable(t.string), variant_sku: nullable(t.string) }),
], 'OrderItem');
export type OrderItemView = t.TypeOf<typeof OrderItemView>;

export const OrderItems = t.array(OrderItemView, 'OrderItems');
export const OrderStatusResponse = t.type({ order_id: t.string, status: OrderStatus, status_message: nullable(t.string) }, 'OrderStatusResponse');
export const CanRetryResponse = t.type({ canRetry: t.boolean, reason: nullable(t.string), code: nullable(enumOf('RetryRefusal', RETRY_REFUSALS)) }, 'CanRetryResponse');
export const RestoreResponse = t.type({ success: t.literal(true), message: t.string, restoredCount: t.number, skippedCount: t.number }, 'RestoreResponse');

export const checkoutEndpoints = {
  checkout: { method: 'POST', path: '/api/cart/checkout', summary: 'The phone\'s server cart becomes an order', auth: 'optional-customer', body: CheckoutBody, responses: { 201: CheckoutResponse } },
  canRetry: { method: 'GET', path: '/api/cart/can-retry/{orderId}', summary: 'Whether the card payment may be tried again (a stranger\'s read is limited per IP)', auth: 'optional-customer', params: OrderIdParams, responses: { 200: CanRetryResponse } },
  restoreFromOrder: { method: 'POST', path: '/api/cart/restore-from-order/{orderId}', summary: 'Reserve the order\'s items again into the phone\'s cart', auth: 'optional-customer', params: OrderIdParams, body: RestoreFromOrderBody, responses: { 200: RestoreResponse } },
  getOrder: { method: 'GET', path: '/api/ecpay/{orderId}', summary: 'The order (a stranger\'s view without X-Order-Token or the owner\'s token: masked, no store; limited per IP)', auth: 'optional-customer', params: OrderIdParams, responses: { 200: OrderView } },
  getOrderItems: { method: 'GET', path: '/api/ecpay/{orderId}/items', summary: 'The order\'s items, id ascending (none for a stranger; limited per IP)', auth: 'optional-customer', params: OrderIdParams, responses: { 200: OrderItems } },
  getOrderStatus: { method: 'GET', path: '/api/orders/{orderId}', summary: 'The order\'s status (a stranger\'s read is limited per IP)', auth: 'optional-customer', params: OrderIdParams, responses: { 200: OrderStatusResponse } },
} as const satisfies Endpoints;
