/**
 * This browser's cart key (issue 22, docs/decisions.md "Guest carts are phone + cart key"): a guest cart is the phone the shopper
 * typed plus this key, so a phone typed in another browser opens an empty cart of its own. 128 random bits,
 * made once and kept in localStorage 'cartKey' like the order tokens; sent as X-Cart-Key on every cart call
 * (client.ts). With storage blocked it lives as long as the page: the cart lasts for the visit.
 */
export const CART_KEY_STORAGE_KEY = 'cartKey';
export const CART_KEY_HEADER = 'X-Cart-Key';
const CART_KEY_FORMAT = /^[A-Za-z0-9_-]{32,128}$/;

let pageKey: string | null = null;

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function cartKey(): string {
  try {
    const stored = localStorage.getItem(CART_KEY_STORAGE_KEY);
    if (stored && CART_KEY_FORMAT.test(stored)) return stored;
    const made = pageKey ?? newKey();
    localStorage.setItem(CART_KEY_STORAGE_KEY, made);
    pageKey = made;
    return made;
  } catch {
    pageKey ??= newKey();
    return pageKey;
  }
}

/** The paths that name a cart by phone (server/http/cart-access.ts): the cart routes, checkout, restore, release. */
export function isCartPath(path: string): boolean {
  return path.startsWith('/api/cart/') || path.startsWith('/api/outlet/release');
}
