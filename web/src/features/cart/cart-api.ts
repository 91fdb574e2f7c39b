import type * as t from 'io-ts';
import {
  AddToCartResponse, CartResponse, ClearCartResponse, CartLine as WireCartLine, MergeCartsResponse, ReleaseResponse, RemoveLineResponse,
} from '../../../../application/contracts/cart';
import { toCartLine, type CartItemType, type CartLine, type CartLineIdentity } from '../../domain';
import { apiRequest, type DecodedRequestOptions } from '../../api/client';
import { messages } from '../../i18n/messages';

/**
 * The server cart (spec 1 §7 'Cart'). Every cart call carries the shopper's phone: as a query parameter on
 * GET and DELETE, in the body of POST and PUT (spec 1 §7: "for any cart path, the stored phone is added").
 * cartRequest() is the one place that does it. Answers are decoded with the cart contract
 * (application/contracts/cart.ts); lines then get the spec's defaults (toCartLine).
 */
type CartRequestOptions<A> = Omit<DecodedRequestOptions<A>, 'defaultMessage'> & { defaultMessage?: string };

function withPhone<A>(path: string, options: CartRequestOptions<A>, phone: string): [string, DecodedRequestOptions<A>] {
  const method = options.method ?? 'GET';
  const defaultMessage = options.defaultMessage ?? messages.cart.loadFailed;
  if (method === 'POST' || method === 'PUT') {
    const body = typeof options.body === 'object' && options.body !== null ? { ...options.body, phone } : { phone };
    return [path, { ...options, method, body, defaultMessage }];
  }
  const url = new URL(path, 'http://cart.invalid');
  if (!url.searchParams.has('phone')) url.searchParams.set('phone', phone);
  return [`${url.pathname}${url.search}`, { ...options, method, defaultMessage }];
}

function cartRequest<A>(path: string, phone: string, options: CartRequestOptions<A>): Promise<A> {
  const [url, requestOptions] = withPhone(path, options, phone);
  return apiRequest(url, requestOptions);
}

const enc = encodeURIComponent;

/** A line as the server sends it (the contract's CartLine). */
export type ServerCartLine = t.TypeOf<typeof WireCartLine>;

export interface LoadOptions {
  background?: boolean;
  signal?: AbortSignal;
}

/** GET /api/cart/{phone} -> { success, phone, items, totals }. */
export async function fetchServerCart(phone: string, options: LoadOptions = {}): Promise<CartLine[]> {
  const response = await cartRequest(`/api/cart/${enc(phone)}`, phone, { ...options, decode: CartResponse });
  return response.items.map(toCartLine);
}

export interface AddToCartRequest {
  itemType: CartItemType;
  itemId: number | string;
  variantId?: number | string | null;
}

/** POST /api/cart/add -> 201 { success, message, item, count }; 409 duplicate / sold out, 404, 400. */
export async function postCartAdd(phone: string, request: AddToCartRequest): Promise<{ item: ServerCartLine; count?: number }> {
  const body: Record<string, unknown> = { itemType: request.itemType, itemId: request.itemId, quantity: 1 };
  if (request.variantId !== null && request.variantId !== undefined) body.variantId = request.variantId;
  const response = await cartRequest('/api/cart/add', phone, { method: 'POST', body, defaultMessage: messages.cart.addFailed, decode: AddToCartResponse });
  return { item: response.item, count: response.count };
}

/** DELETE /api/cart/remove/{lineId}?phone= -> { success, released, count }; 409 CART_ITEM_CONFIRMED. */
export function deleteCartLine(phone: string, lineId: CartLine['id']): Promise<t.TypeOf<typeof RemoveLineResponse>> {
  return cartRequest(`/api/cart/remove/${enc(String(lineId))}`, phone, { method: 'DELETE', defaultMessage: messages.cart.removeFailed, decode: RemoveLineResponse });
}

/** DELETE /api/cart/clear/{phone} -> { success, removedCount, keptConfirmedCount }. */
export function deleteCart(phone: string): Promise<t.TypeOf<typeof ClearCartResponse>> {
  return cartRequest(`/api/cart/clear/${enc(phone)}`, phone, { method: 'DELETE', defaultMessage: messages.cart.clearFailed, decode: ClearCartResponse });
}

/** POST /api/cart/merge -> { success, mergedCount, skippedCount, items }. The server drops duplicates. */
export async function postCartMerge(phone: string, lines: readonly CartLineIdentity[], options: { signal?: AbortSignal } = {}): Promise<CartLine[]> {
  const response = await cartRequest('/api/cart/merge', phone, {
    ...options,
    method: 'POST',
    body: {
      anonymousCartItems: lines.map((line) => ({ item_type: line.item_type, item_id: line.item_id, variant_id: line.variant_id ?? null })),
      targetPhone: phone,
      preventDuplicates: true,
    },
    defaultMessage: messages.cart.mergeFailed,
    decode: MergeCartsResponse,
  });
  return response.items.map(toCartLine);
}

/** POST /api/outlet/release { id, reservedBy } -> { success, released }: frees a unit no server line holds. */
export function postOutletRelease(phone: string, outletItemId: number | string): Promise<t.TypeOf<typeof ReleaseResponse>> {
  return apiRequest('/api/outlet/release', {
    method: 'POST',
    body: { id: Number(outletItemId), reservedBy: phone },
    defaultMessage: messages.cart.removeFailed,
    decode: ReleaseResponse,
    background: true,
  });
}
