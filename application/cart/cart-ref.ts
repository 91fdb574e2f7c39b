/**
 * Which cart a call means (issue 22). A phone alone is only a contact field: the carts of one phone are told
 * apart by who made them.
 * - keyHash '' (or absent): the phone's account cart, the one a member signed in on their own phone uses
 *   (server/http/cart-access.ts); the adapters' own tests use it too;
 * - keyHash = SHA-256 (hex) of the browser's cart key (X-Cart-Key): that browser's guest cart on the phone.
 *   Only the hash is stored, like the order tokens, so reading the tables does not give a key away.
 * A bare phone string is the account cart of that phone.
 */
export interface CartRef {
  phone: string;
  keyHash?: string;
}

export type CartName = string | CartRef;

/** The cart as stored: the phone and the key hash ('' for the account cart). */
export function cartRefOf(cart: CartName): { phone: string; keyHash: string } {
  return typeof cart === 'string' ? { phone: cart, keyHash: '' } : { phone: cart.phone, keyHash: cart.keyHash ?? '' };
}

/** True when a stored row (its phone and key hash) belongs to the cart. */
export function isOfCart(row: { phone: string; keyHash?: string }, cart: CartName): boolean {
  const ref = cartRefOf(cart);
  return row.phone === ref.phone && (row.keyHash ?? '') === ref.keyHash;
}
