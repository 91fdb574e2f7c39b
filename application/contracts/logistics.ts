import * as t from 'io-ts';
import { isStoreMapRef } from '../../domain/orders/order-ids';
import { DEFAULT_LOGISTICS_SUB_TYPE, isLogisticsSubType, LOGISTICS_SUB_TYPES, type LogisticsSubType } from '../../domain/orders/pickup-store';
import { DEFAULT_RETURN_PATH, isSafeReturnPath, MAX_RETURN_PATH_LENGTH } from '../../domain/orders/return-path';
import { messageRef } from '../../domain/messages';
import { FulfilmentStageCodec, OrderIdParams } from './checkout';
import { SHIPPING_STATUSES } from '../../domain/orders/shipping-status';
import { described, enumOf, nullable, type Endpoints } from './shared';

/**
 * The logistics' contract: the store map (docs/api.md "Store map"). As elsewhere, a codec's name is the code
 * in fields.{name}.code and its failure message a catalogue reference (messageRef).
 */

const absent = (input: unknown) => input === undefined || input === null || input === '';

/** A store map reference: MAP-{6 digits} (spec 2, sections 3 and 9). */
export const StoreMapRef = described(new t.Type<string, string, unknown>(
  'STORE_MAP_REF_INVALID',
  (input): input is string => typeof input === 'string' && isStoreMapRef(input),
  (input, context) => (typeof input === 'string' && isStoreMapRef(input) ? t.success(input) : t.failure(input, context, messageRef('STORE_MAP_REF_INVALID'))),
  t.identity,
), { type: 'string', pattern: '^MAP-[0-9]{6}$' });

/** UNIMARTC2C (7-ELEVEN, the default when absent) or FAMIC2C (FamilyMart). */
const SubType = described(new t.Type<LogisticsSubType, string, unknown>(
  'LOGISTICS_SUB_TYPE_INVALID',
  isLogisticsSubType,
  (input, context) => {
    if (absent(input)) return t.success(DEFAULT_LOGISTICS_SUB_TYPE);
    return isLogisticsSubType(input) ? t.success(input) : t.failure(input, context, messageRef('LOGISTICS_SUB_TYPE_INVALID'));
  },
  t.identity,
), { type: 'string', enum: [...LOGISTICS_SUB_TYPES], default: DEFAULT_LOGISTICS_SUB_TYPE });

/** Pickup without cash on delivery: 'N' only (spec 2, section 9), 'N' when absent. */
const IsCollection = described(new t.Type<'N', string, unknown>(
  'IS_COLLECTION_INVALID',
  (input): input is 'N' => input === 'N',
  (input, context) => (absent(input) || input === 'N' ? t.success('N') : t.failure(input, context, messageRef('COLLECTION_NOT_SUPPORTED'))),
  t.identity,
), { type: 'string', enum: ['N'], default: 'N' });

/** 0 (PC) or 1 (mobile, the default: spec 2, section 9), as a number or a string. */
const Device = described(new t.Type<'pc' | 'mobile', 0 | 1, unknown>(
  'DEVICE_INVALID',
  (input): input is 'pc' | 'mobile' => input === 'pc' || input === 'mobile',
  (input, context) => {
    if (absent(input) || input === 1 || input === '1') return t.success('mobile');
    if (input === 0 || input === '0') return t.success('pc');
    return t.failure(input, context, messageRef('MAP_DEVICE_INVALID'));
  },
  // Back to the wire's 0/1 (the storefront encodes its body with this codec).
  (device) => (device === 'mobile' ? 1 : 0),
), { oneOf: [{ type: 'integer', enum: [0, 1] }, { type: 'string', enum: ['0', '1'] }], default: 1 });

/** Accepted and not used (ExtraData carries the server's anti-forgery token): at most 20 characters. */
const ExtraData = described(new t.Type<string, string, unknown>(
  'EXTRA_DATA_INVALID',
  (input): input is string => typeof input === 'string' && input.length <= 20,
  (input, context) => (absent(input) ? t.success('') : typeof input === 'string' && input.length <= 20 ? t.success(input) : t.failure(input, context, messageRef('MAP_EXTRA_DATA_TOO_LONG', { max: 20 }))),
  t.identity,
), { type: 'string', maxLength: 20 });

/** A same-site path to come back to; '/checkout' when absent. Never another site (no open redirect). */
const ReturnUrl = described(new t.Type<string, string, unknown>(
  'RETURN_URL_INVALID',
  (input): input is string => typeof input === 'string' && isSafeReturnPath(input),
  (input, context) => {
    if (absent(input)) return t.success(DEFAULT_RETURN_PATH);
    return typeof input === 'string' && isSafeReturnPath(input)
      ? t.success(input)
      : t.failure(input, context, messageRef('RETURN_PATH_INVALID', { max: MAX_RETURN_PATH_LENGTH }));
  },
  t.identity,
), { type: 'string', maxLength: MAX_RETURN_PATH_LENGTH, default: DEFAULT_RETURN_PATH });

/** POST /api/ecpay/logistics/map { logisticsSubType?, isCollection?, merchantTradeNo, device?, extraData?, returnUrl? }. */
export const StoreMapBody = t.type({
  logisticsSubType: SubType,
  isCollection: IsCollection,
  merchantTradeNo: StoreMapRef,
  device: Device,
  extraData: ExtraData,
  returnUrl: ReturnUrl,
});

export const StoreMapRefParams = t.type({ mapRef: StoreMapRef });

export const StoreMapResponse = t.type({ success: t.literal(true), mapUrl: t.string, formData: t.record(t.string, t.string) }, 'StoreMapResponse');

export const StoreSelectionResponse = t.type({
  success: t.literal(true), storeId: t.string, storeName: t.string, storeAddress: t.string,
  logisticsSubType: enumOf('LogisticsSubType', LOGISTICS_SUB_TYPES), storeTelephone: t.string, merchantTradeNo: t.string, selectedAt: t.string,
}, 'StoreSelectionResponse');

/** One step of a shipment's history: ECPay's code and words, or a staff action (status_code null). */
export const ShipmentHistoryEntry = t.type({
  status_code: nullable(t.number), message: t.string, source: enumOf('ShipmentEventSource', ['create', 'notification', 'manual'] as const),
  shipping_status: enumOf('ShippingStatus', SHIPPING_STATUSES), occurred_at: t.string,
}, 'ShipmentHistoryEntry');

/**
 * GET /api/ecpay/logistics/order/{orderId}: the pickup store (spec 2, section 7) and, since issue 12, the order's
 * shipment: shipping_status of spec 1 section 4 ('pending' until ECPay has the logistics order; 'returned' when
 * it comes back), tracking_number (7-ELEVEN: CVSPaymentNo + CVSValidationNo, research 8.2), payment_no (the
 * pickup code), shipped_at (the hand-in), logistics_id (AllPayLogisticsID) and the history, oldest first.
 */
export const OrderPickupStoreResponse = t.intersection([
  t.type({
    store_id: t.string, store_name: t.string, store_address: t.string, logistics_sub_type: t.string,
    shipping_status: enumOf('ShippingStatus', SHIPPING_STATUSES), tracking_number: nullable(t.string), payment_no: nullable(t.string),
    shipped_at: nullable(t.string), delivered_at: nullable(t.string), logistics_id: nullable(t.string), history: t.array(ShipmentHistoryEntry),
  }),
  // Issue 22: the order's fulfilment stage (domain/orders/order-truth.ts: 'at_store', 'awaiting_payment' for an unpaid
  // card order...), which every screen's words come from. Optional: an older server does not send it.
  t.partial({ fulfilment_stage: FulfilmentStageCodec }),
], 'OrderPickupStore');

/** ECPay's status notification (ServerReplyURL): a form, verified by its MD5 CheckMacValue; answered '1|OK' or '0|reason'. */
const StatusNotifyForm = t.record(t.string, t.string, 'LogisticsStatusNotifyForm');

/** The map's reply form (ECPay does not sign it): believed only for an open request with its token. */
const MapReplyForm = t.record(t.string, t.string, 'MapReplyForm');

export const logisticsEndpoints = {
  openStoreMap: { method: 'POST', path: '/api/ecpay/logistics/map', summary: 'The signed form of ECPay\'s store map', body: StoreMapBody, responses: { 200: StoreMapResponse } },
  receiveStoreSelection: { method: 'POST', path: '/api/ecpay/logistics/map-reply', summary: 'The map\'s form POST: 303 to the storefront', body: MapReplyForm, bodyType: 'form', responses: { 303: null } },
  getStoreSelection: { method: 'GET', path: '/api/ecpay/logistics/selection/{mapRef}', summary: 'The store chosen for a MAP- reference', params: StoreMapRefParams, responses: { 200: StoreSelectionResponse } },
  getOrderPickupStore: { method: 'GET', path: '/api/ecpay/logistics/order/{orderId}', summary: 'The pickup store and shipment of an order (a stranger: the stage only, limited per IP; ?platform accepted, no effect)', auth: 'optional-customer', params: OrderIdParams, responses: { 200: OrderPickupStoreResponse } },
  shipmentStatusNotify: { method: 'POST', path: '/api/ecpay/logistics/status-notify', summary: 'ECPay\'s logistics status notification (ServerReplyURL, MD5-signed form): 1|OK or 0|reason as text/plain', body: StatusNotifyForm, bodyType: 'form', responses: { 200: null } },
} as const satisfies Endpoints;
