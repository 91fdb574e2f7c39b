import * as t from 'io-ts';
import { CART_ITEM_TYPES, isCartItemType, MAX_MERGE_ITEMS, type CartItemType } from '../../domain/cart/cart-line';
import type * as domain from '../../domain/cart/cart-line';
import { messageRef } from '../../domain/messages';
import { described, enumOf, nullable, Phone, positiveId, sameShape, type Endpoints } from './shared';

/** The cart's contract: the shared cart of a phone and its 2-hour holds (docs/api.md "Cart and reservations"). */

export const ItemId = positiveId(messageRef('ITEM_ID_INVALID'));
export const CartLineId = positiveId(messageRef('CART_LINE_ID_INVALID'));

/** 'outlet' (also when absent or null: the spec's default) or 'shopee'. */
export const ItemType = described(new t.Type<CartItemType, CartItemType, unknown>(
  'INVALID_ITEM_TYPE',
  isCartItemType,
  (input, context) => {
    if (input === undefined || input === null) return t.success('outlet');
    return isCartItemType(input) ? t.success(input) : t.failure(input, context, messageRef('ITEM_TYPE_INVALID'));
  },
  t.identity,
), { type: 'string', enum: [...CART_ITEM_TYPES] });

/** A variant id as clients send it: a number, text (Shopee model ids), or nothing. */
export const VariantId = t.union([t.string, t.number, t.null, t.undefined]);

/** GET /api/cart/:phone, /api/cart/count/:phone, /api/cart/debug/:phone, DELETE /api/cart/clear/:phone. */
export const CartPhoneParams = t.type({ phone: Phone });

/** DELETE /api/cart/remove/:id?phone= (path and query decoded together, so both fields report at once). */
export const RemoveLineInput = t.type({ id: CartLineId, phone: Phone });
export const RemoveLineParams = t.type({ id: CartLineId });
export const RemoveLineQuery = t.type({ phone: Phone });

// Plain t.type only (no t.intersection, which would put its branch index where decodeOrThrow reads the
// field name); optional fields are codecs that accept undefined.

/** POST /api/cart/add. quantity is accepted and ignored (always 1); variantId does not identify an outlet line. */
export const AddToCartBody = t.type({ phone: Phone, itemId: ItemId, itemType: ItemType, variantId: VariantId, quantity: t.unknown });

const MergeItem = t.type({ item_id: ItemId, item_type: ItemType, variant_id: VariantId });

/** At most MAX_MERGE_ITEMS lines: the local cart of a shopper, not a bulk import. */
const MergeItems = described(new t.Type<t.TypeOf<typeof MergeItem>[], unknown, unknown>(
  'INVALID_CART_ITEMS',
  (input): input is t.TypeOf<typeof MergeItem>[] => t.array(MergeItem).is(input) && input.length <= MAX_MERGE_ITEMS,
  (input, context) => {
    if (!Array.isArray(input) || input.length > MAX_MERGE_ITEMS) {
      return t.failure(input, context, messageRef('MERGE_ITEMS_INVALID', { max: MAX_MERGE_ITEMS }));
    }
    return t.array(MergeItem).validate(input, context);
  },
  t.identity,
), { type: 'array', maxItems: MAX_MERGE_ITEMS, items: { type: 'object', properties: { item_id: { type: 'integer' }, item_type: { type: 'string' }, variant_id: {} }, required: ['item_id'] } });

/** POST /api/cart/merge. */
export const MergeCartsBody = t.type({
  anonymousCartItems: MergeItems,
  targetPhone: Phone,
  preventDuplicates: t.union([t.boolean, t.undefined]),
});

/** POST /api/outlet/release: id is the outlet item, reservedBy the phone that holds it. */
export const ReleaseBody = t.type({ id: ItemId, reservedBy: Phone });

// Responses.

const CartId = t.union([t.number, t.string], 'CartId');

/** Outlet lines only: the unit held for the shopper (domain/cart/cart-line.ts CartReservation). */
export const CartReservation = t.type({ expires_at: nullable(t.string), is_confirmed: t.boolean }, 'CartReservation');

/** One line of the cart (domain/cart/cart-line.ts CartLine): identity is item_type + item_id + variant_id. */
export const CartLine = t.intersection([
  t.type({ id: CartId, item_id: CartId, item_type: enumOf('CartItemType', CART_ITEM_TYPES), title: t.string, price: t.number, discount_price: t.number, quantity: t.number }),
  t.partial({
    image_url: nullable(t.string), sku: nullable(t.string), display_sku: nullable(t.string), has_variations: t.boolean,
    variant_details: nullable(t.string), variant_title: nullable(t.string), variant_id: nullable(CartId), reservation: nullable(CartReservation),
    /** Shopee lines: whether the synced catalogue still sells the model (issue 11); absent means available. */
    availability: t.keyof({ available: null, sold_out: null, unavailable: null }),
  }),
], 'CartLine');
export type CartLine = t.TypeOf<typeof CartLine>;
sameShape<CartLine, domain.CartLine>(true);

export const CartTotals = t.type({ itemCount: t.number, total: t.number }, 'CartTotals');

export const CartResponse = t.type({ success: t.literal(true), phone: t.string, items: t.array(CartLine), totals: CartTotals }, 'CartResponse');
export const CartCountResponse = t.type({ success: t.literal(true), count: t.number }, 'CartCountResponse');
/** CART_DEBUG=true only: the raw rows of a phone's cart. */
export const CartDebugResponse = t.intersection([t.type({ lines: t.array(t.unknown), reservations: t.array(t.unknown) }), t.partial({ phone: t.string })], 'CartDebugResponse');
/** count only for a member on their own phone. */
export const AddToCartResponse = t.intersection([t.type({ success: t.literal(true), message: t.string, item: CartLine }), t.partial({ count: t.number })], 'AddToCartResponse');
export const RemoveLineResponse = t.type({ success: t.literal(true), released: t.boolean, count: t.number }, 'RemoveLineResponse');
export const ClearCartResponse = t.type({ success: t.literal(true), removedCount: t.number, keptConfirmedCount: t.number }, 'ClearCartResponse');
export const MergeCartsResponse = t.intersection([
  t.type({ success: t.literal(true), mergedCount: t.number, skippedCount: t.number, limitedCount: t.number, limitedItemIds: t.array(t.number), items: t.array(CartLine) }),
  t.partial({ message: t.string }),
], 'MergeCartsResponse');
export const ReleaseResponse = t.type({ success: t.literal(true), released: t.boolean }, 'ReleaseResponse');

export const cartEndpoints = {
  countCart: { method: 'GET', path: '/api/cart/count/{phone}', summary: 'The number of lines of a phone\'s cart', auth: 'optional-customer', params: CartPhoneParams, responses: { 200: CartCountResponse } },
  debugCart: { method: 'GET', path: '/api/cart/debug/{phone}', summary: 'CART_DEBUG=true only: the raw rows', auth: 'optional-customer', params: CartPhoneParams, responses: { 200: CartDebugResponse } },
  getCart: { method: 'GET', path: '/api/cart/{phone}', summary: 'The cart of a phone', auth: 'optional-customer', params: CartPhoneParams, responses: { 200: CartResponse } },
  addToCart: { method: 'POST', path: '/api/cart/add', summary: 'Reserve one unit for 2 hours and add its line', auth: 'optional-customer', body: AddToCartBody, responses: { 201: AddToCartResponse } },
  removeCartLine: { method: 'DELETE', path: '/api/cart/remove/{id}', summary: 'Remove a line (its hold is released)', auth: 'optional-customer', params: RemoveLineParams, query: RemoveLineQuery, responses: { 200: RemoveLineResponse } },
  clearCart: { method: 'DELETE', path: '/api/cart/clear/{phone}', summary: 'Remove every unconfirmed line', auth: 'optional-customer', params: CartPhoneParams, responses: { 200: ClearCartResponse } },
  mergeCarts: { method: 'POST', path: '/api/cart/merge', summary: 'Merge the local cart into the phone\'s cart', auth: 'optional-customer', body: MergeCartsBody, responses: { 200: MergeCartsResponse } },
  releaseOutletItem: { method: 'POST', path: '/api/outlet/release', summary: 'Release an unconfirmed outlet hold', auth: 'optional-customer', body: ReleaseBody, responses: { 200: ReleaseResponse } },
} as const satisfies Endpoints;
