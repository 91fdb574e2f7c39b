import * as t from 'io-ts';
import { isCartItemType, type CartItemType } from '../../../domain/cart/cart-line';
import { validateCheckoutPhone } from '../../../domain/validation/phone';
import { MAX_ID } from './field-codecs';
import { messageRef } from '../../../domain/messages';

/**
 * Field codecs of the cart API. As in field-codecs.ts, a codec's name is the code a client receives in
 * fields.{name}.code and its failure message the zh-TW text.
 */

/**
 * The cart's owner: digits only after trimming, 8-15 of them (domain's checkout/reserve phone rule, the same
 * function the storefront's phone fields call). Nothing but surrounding blanks is stripped: '0912-345-678'
 * is refused rather than silently becoming another cart's key. Decodes to the trimmed digits.
 */
export const Phone = new t.Type<string, string, unknown>(
  'CHECKOUT_PHONE_INVALID',
  (input): input is string => typeof input === 'string' && validateCheckoutPhone(input) === undefined && input.trim() === input,
  (input, context) =>
    typeof input === 'string' && validateCheckoutPhone(input) === undefined
      ? t.success(input.trim())
      : t.failure(input, context, messageRef('CHECKOUT_PHONE_INVALID')),
  t.identity,
);

/** A positive integer id, as a JSON number or as plain decimal text (path segments, lenient clients). */
export function positiveId(message: string): t.Type<number, number, unknown> {
  return new t.Type<number, number, unknown>(
    'NOT_A_POSITIVE_INTEGER',
    (input): input is number => typeof input === 'number' && Number.isInteger(input) && input > 0 && input <= MAX_ID,
    (input, context) => {
      const value = typeof input === 'string' && /^[1-9]\d{0,9}$/.test(input) ? Number(input) : input;
      return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID
        ? t.success(value)
        : t.failure(input, context, message);
    },
    t.identity,
  );
}

export const ItemId = positiveId(messageRef('ITEM_ID_INVALID'));
export const CartLineId = positiveId(messageRef('CART_LINE_ID_INVALID'));

/** 'outlet' (also when absent or null: the spec's default) or 'shopee'. */
export const ItemType = new t.Type<CartItemType, CartItemType, unknown>(
  'INVALID_ITEM_TYPE',
  isCartItemType,
  (input, context) => {
    if (input === undefined || input === null) return t.success('outlet');
    return isCartItemType(input) ? t.success(input) : t.failure(input, context, messageRef('ITEM_TYPE_INVALID'));
  },
  t.identity,
);

/** A variant id as clients send it: a number, text (Shopee model ids), or nothing. */
export const VariantId = t.union([t.string, t.number, t.null, t.undefined]);
