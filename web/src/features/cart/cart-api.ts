import { toCartLine, type CartItemType, type CartLine, type CartLineIdentity, type CartLineInput } from '../../domain';
import { ApiRequestError, apiRequest, type RequestOptions } from '../../api/client';
import { messages } from '../../i18n/messages';

/**
 * The server cart (spec 1 §7 'Cart'). Every cart call carries the shopper's phone: as a query parameter on
 * GET and DELETE, in the body of POST and PUT (spec 1 §7: "for any cart path, the stored phone is added").
 * cartRequest() is the one place that does it.
 */
type CartRequestOptions = Omit<RequestOptions, 'defaultMessage'> & { defaultMessage?: string };

function withPhone(path: string, options: CartRequestOptions, phone: string): [string, RequestOptions] {
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

function cartRequest<T>(path: string, phone: string, options: CartRequestOptions = {}): Promise<T> {
  const [url, requestOptions] = withPhone(path, options, phone);
  return apiRequest<T>(url, requestOptions);
}

const enc = encodeURIComponent;

function linesOf(items: unknown): CartLine[] {
  if (!Array.isArray(items)) throw new ApiRequestError(200, 'BAD_RESPONSE', messages.cart.loadFailed);
  return (items as CartLineInput[]).map(toCartLine);
}

export interface LoadOptions {
  background?: boolean;
  signal?: AbortSignal;
}

/** GET /api/cart/{phone} -> { success, phone, items, totals }. */
export async function fetchServerCart(phone: string, options: LoadOptions = {}): Promise<CartLine[]> {
  const response = await cartRequest<{ items?: unknown }>(`/api/cart/${enc(phone)}`, phone, options);
  return linesOf(response.items);
}

export interface AddToCartRequest {
  itemType: CartItemType;
  itemId: number | string;
  variantId?: number | string | null;
}

/** POST /api/cart/add -> 201 { success, message, item, count }; 409 duplicate / sold out, 404, 400. */
export async function postCartAdd(phone: string, request: AddToCartRequest): Promise<{ item: CartLineInput | null; count?: number }> {
  const body: Record<string, unknown> = { itemType: request.itemType, itemId: request.itemId, quantity: 1 };
  if (request.variantId !== null && request.variantId !== undefined) body.variantId = request.variantId;
  const response = await cartRequest<{ item?: CartLineInput; count?: number }>('/api/cart/add', phone, {
    method: 'POST',
    body,
    defaultMessage: messages.cart.addFailed,
  });
  return { item: response.item ?? null, count: typeof response.count === 'number' ? response.count : undefined };
}

/** DELETE /api/cart/remove/{lineId}?phone= -> { success, released, count }; 409 CART_ITEM_CONFIRMED. */
export function deleteCartLine(phone: string, lineId: CartLine['id']): Promise<{ released?: boolean }> {
  return cartRequest(`/api/cart/remove/${enc(String(lineId))}`, phone, { method: 'DELETE', defaultMessage: messages.cart.removeFailed });
}

/** DELETE /api/cart/clear/{phone} -> { success, removedCount, keptConfirmedCount }. */
export function deleteCart(phone: string): Promise<{ removedCount?: number; keptConfirmedCount?: number }> {
  return cartRequest(`/api/cart/clear/${enc(phone)}`, phone, { method: 'DELETE', defaultMessage: messages.cart.clearFailed });
}

/** POST /api/cart/merge -> { success, mergedCount, skippedCount, items }. The server drops duplicates. */
export async function postCartMerge(phone: string, lines: readonly CartLineIdentity[], options: { signal?: AbortSignal } = {}): Promise<CartLine[] | null> {
  const response = await cartRequest<{ items?: unknown }>('/api/cart/merge', phone, {
    ...options,
    method: 'POST',
    body: {
      anonymousCartItems: lines.map((line) => ({ item_type: line.item_type, item_id: line.item_id, variant_id: line.variant_id ?? null })),
      targetPhone: phone,
      preventDuplicates: true,
    },
    defaultMessage: messages.cart.mergeFailed,
  });
  // A server that answers without its items makes the caller load the cart instead.
  return Array.isArray(response.items) ? linesOf(response.items) : null;
}

/** POST /api/outlet/release { id, reservedBy } -> { success, released }: frees a unit no server line holds. */
export function postOutletRelease(phone: string, outletItemId: number | string): Promise<{ released?: boolean }> {
  return apiRequest('/api/outlet/release', {
    method: 'POST',
    body: { id: Number(outletItemId), reservedBy: phone },
    defaultMessage: messages.cart.removeFailed,
    background: true,
  });
}
