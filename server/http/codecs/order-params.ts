import * as t from 'io-ts';
import { isOrderId } from '../../../domain/orders/order-ids';
import { isLogisticsSubType, type PickupStore } from '../../../domain/orders/pickup-store';
import { Phone } from './cart-fields';
import { messageRef } from '../../../domain/messages';

/**
 * Codecs of the order API. As elsewhere, a codec's name is the code in fields.{name}.code and its failure
 * message the zh-TW text. The checkout body is decoded leniently on purpose: the contact and the store are
 * validated by the use case with the domain's rules (so the fields come back together), and the request's
 * items, prices and totals are not decoded at all: the server prices the order itself.
 */

/** An order id in a path: ORD-{8 digits} (the domain's isOrderId), else 400 fields.orderId. */
export const OrderId = new t.Type<string, string, unknown>(
  'ORDER_ID_INVALID',
  (input): input is string => typeof input === 'string' && isOrderId(input),
  (input, context) => (typeof input === 'string' && isOrderId(input) ? t.success(input) : t.failure(input, context, messageRef('ORDER_ID_INVALID'))),
  t.identity,
);

export const OrderIdParams = t.type({ orderId: OrderId });

/** Text of at most `max` characters; absent or null reads as ''. Another type fails with `code`. */
function optionalText(code: string, message: string, max: number): t.Type<string, string, unknown> {
  return new t.Type<string, string, unknown>(
    code,
    (input): input is string => typeof input === 'string' && [...input].length <= max,
    (input, context) => {
      if (input === undefined || input === null) return t.success('');
      if (typeof input !== 'string') return t.failure(input, context, message);
      return [...input].length <= max ? t.success(input) : t.failure(input, context, messageRef('TEXT_TOO_LONG', { max }));
    },
    t.identity,
  );
}

const StoreText = (max: number) => optionalText('CHECKOUT_STORE_REQUIRED', messageRef('CHECKOUT_STORE_REQUIRED'), max);
const storeFields = { storeId: StoreText(32), storeName: StoreText(255), storeAddress: StoreText(255) };

/**
 * storeData: absent or null decodes to null (the use case answers CHECKOUT_STORE_REQUIRED); a present store
 * with a chain other than UNIMARTC2C / FAMIC2C is refused; no chain means UNIMARTC2C (spec 2, section 3).
 */
export const StoreData = new t.Type<Partial<PickupStore> | null, unknown, unknown>(
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
);

/** The methods as sent: anything that is not a string reads as absent (then resolveCheckoutMethods decides). */
const MethodText = new t.Type<string | null, unknown, unknown>(
  'METHOD',
  (input): input is string | null => input === null || typeof input === 'string',
  (input) => t.success(typeof input === 'string' ? input : null),
  t.identity,
);

/**
 * POST /api/cart/checkout { name, phone, orderRef?, items?, deliveryMethod, paymentMethod, storeData }.
 * orderRef and items are accepted and ignored (the cart on the server is the order).
 */
export const CheckoutBody = t.type({
  name: optionalText('CHECKOUT_NAME_INVALID', messageRef('CHECKOUT_NAME_INVALID'), 100),
  phone: optionalText('CHECKOUT_PHONE_INVALID', messageRef('CHECKOUT_PHONE_INVALID'), 15),
  deliveryMethod: MethodText,
  paymentMethod: MethodText,
  storeData: StoreData,
});

/** POST /api/cart/restore-from-order/:orderId { phone } (path and body decoded together). */
export const RestoreFromOrderInput = t.type({ orderId: OrderId, phone: Phone });
