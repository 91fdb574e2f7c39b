import * as t from 'io-ts';
import { CUSTOMER_ORDERS_DEFAULT_LIMIT, CUSTOMER_ORDERS_MAX_LIMIT } from '../../../application/customers/list-customer-orders';
import { messageRef } from '../../../domain/messages';

/**
 * Codecs of the customer-order routes (GET /api/customers/orders, POST /api/customers/link-order, the store
 * preference). As elsewhere, a codec's name is the code in fields.{name}.code and its failure message the
 * zh-TW text. Bodies are decoded leniently (text or nothing, within the columns' lengths): the use cases
 * check them with the domain's link-order and pickup-store rules, so every field reports at once.
 */

/** A query integer in min..max given as plain decimal text; absent (or '') is `fallback`. */
function queryInteger(code: string, message: string, min: number, max: number, fallback: number): t.Type<number, number, unknown> {
  const valid = (value: number) => Number.isInteger(value) && value >= min && value <= max;
  return new t.Type<number, number, unknown>(
    code,
    (input): input is number => typeof input === 'number' && valid(input),
    (input, context) => {
      if (input === undefined || input === '') return t.success(fallback);
      const value = typeof input === 'string' && /^\d{1,6}$/.test(input) ? Number(input) : NaN;
      return valid(value) ? t.success(value) : t.failure(input, context, message);
    },
    t.identity,
  );
}

/** ?page (1 or more, default 1) &limit (1-50, default 5: the history; the profile card asks for 3). */
export const CustomerOrdersQuery = t.type({
  page: queryInteger('PAGE_INVALID', messageRef('PAGE_INVALID'), 1, 999_999, 1),
  limit: queryInteger('LIMIT_INVALID', messageRef('LIMIT_INVALID', { max: CUSTOMER_ORDERS_MAX_LIMIT }), 1, CUSTOMER_ORDERS_MAX_LIMIT, CUSTOMER_ORDERS_DEFAULT_LIMIT),
});

/** Text of at most `max` characters, or absent/null (undefined); another type fails with `code`. */
function optionalText(code: string, message: string, max: number): t.Type<string | undefined, string | undefined, unknown> {
  return new t.Type<string | undefined, string | undefined, unknown>(
    code,
    (input): input is string | undefined => input === undefined || (typeof input === 'string' && [...input].length <= max),
    (input, context) => {
      if (input === undefined || input === null) return t.success(undefined);
      if (typeof input !== 'string') return t.failure(input, context, message);
      return [...input].length <= max ? t.success(input) : t.failure(input, context, messageRef('TEXT_TOO_LONG', { max }));
    },
    t.identity,
  );
}

/** POST /api/customers/link-order { orderId, orderSource, phoneNumber, name? }. */
export const LinkOrderBody = t.type({
  orderId: optionalText('ORDER_NUMBER_REQUIRED', messageRef('ORDER_NUMBER_REQUIRED'), 64),
  orderSource: optionalText('ORDER_SOURCE_INVALID', messageRef('ORDER_SOURCE_INVALID'), 16),
  phoneNumber: optionalText('PHONE_REQUIRED', messageRef('PHONE_REQUIRED'), 32),
  name: optionalText('NAME_INVALID', messageRef('NAME_INVALID'), 100),
});

/** POST /api/customers/store-preference { storeId, storeName, storeAddress, logisticsSubType } (orders' column lengths). */
export const StorePreferenceBody = t.type({
  storeId: optionalText('CHECKOUT_STORE_REQUIRED', messageRef('CHECKOUT_STORE_REQUIRED'), 32),
  storeName: optionalText('CHECKOUT_STORE_REQUIRED', messageRef('CHECKOUT_STORE_REQUIRED'), 255),
  storeAddress: optionalText('CHECKOUT_STORE_REQUIRED', messageRef('CHECKOUT_STORE_REQUIRED'), 255),
  logisticsSubType: optionalText('LOGISTICS_SUB_TYPE_INVALID', messageRef('LOGISTICS_SUB_TYPE_INVALID'), 16),
});
