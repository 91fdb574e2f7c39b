import { createHash } from 'node:crypto';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import type { CartRef } from '../../application/cart/cart-ref';
import { holdCapFor } from '../../application/cart/hold-cap';
import { AuthorizeCartAccess } from '../../application/customers/authorize-cart-access';
import { fieldProblem, ValidationError } from '../../application/errors';
import type { HoldCap } from '../../domain/cart/reserve-decision';
import { ABUSE_LIMITS, type AbuseLimits } from '../../application/shared/abuse-limits';
import type { CustomerAuthState } from './auth';

/**
 * The browser's cart key (issue 22): a random value of at least 128 bits the storefront makes once and keeps in
 * localStorage (web/src/api/cart-key.ts), sent on every cart call. Base64url or hex, 32 to 128 characters.
 */
export const CART_KEY_HEADER = 'X-Cart-Key';
const CART_KEY_FORMAT = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * Who calls:
 * - 'member_own': signed in as the member whose phone this is: the phone's account cart;
 * - 'guest': anyone else who sent a cart key: the cart this browser made on this phone (members on other phones
 *   too). Another browser's cart of the same phone is never read or changed;
 * - 'stranger': no cart key: no cart at all. Reads answer what an empty cart answers, writes that would make a
 *   cart are refused (requireCart), so a phone alone learns nothing (docs/decisions.md "Guest carts are phone + cart key").
 */
export type CartCallerKind = 'member_own' | 'guest' | 'stranger';

/** What a cart route needs to know about its caller and the phone it names. */
export interface CartCaller {
  kind: CartCallerKind;
  /** The cart this caller uses on the phone; null for a stranger. */
  cart: CartRef | null;
  /** The browser's key hash (SHA-256 hex of X-Cart-Key) when a key was sent, whoever calls: a merge moves its holds. */
  keyHash: string | null;
  /** The hold cap of this caller (member's own phone: the member cap; anyone else: the guest cap). */
  cap: HoldCap;
  /** ctx.ip: the per-client hold cap and proof limits. Behind a proxy it needs app.proxy (TRUST_PROXY). */
  clientIp: string;
}

/**
 * The one check of every path that names a cart by phone (GET/DELETE /api/cart/..., POST /api/cart/add,
 * /api/cart/merge targetPhone, /api/cart/checkout as a guest, /api/cart/restore-from-order phone,
 * /api/outlet/release reservedBy). Reads never refuse: a caller without the phone's cart gets what an empty
 * cart gets, so no route tells which phones have carts or accounts. A malformed key is a 400 (bad input).
 * Call it after decoding the phone, on a route behind optionalCustomer (server/http/auth.ts).
 */
export type CartAccess = (ctx: Context, phone: string) => Promise<CartCaller>;

export function cartAccessOf(container: Container): CartAccess {
  const authorize = container.get(AuthorizeCartAccess);
  const limits = container.get<AbuseLimits>(ABUSE_LIMITS);
  return async (ctx, phone) => {
    const keyHash = cartKeyHashOf(ctx);
    const customerId = (ctx.state as CustomerAuthState).customer?.id ?? null;
    // Only a signed-in member can be 'member_own'; a guest's call asks the database nothing here (issue 29: an
    // add-to-cart is at most 5 statements), and 'open' and 'stranger' are answered alike below anyway.
    const membership = customerId === null ? 'open' : await authorize.execute(phone, customerId);
    const clientIp = ctx.ip;
    if (membership === 'member_own') return { kind: 'member_own', cart: { phone }, keyHash, cap: holdCapFor(limits, 'member'), clientIp };
    const cap = holdCapFor(limits, 'guest');
    if (keyHash === null) return { kind: 'stranger', cart: null, keyHash, cap, clientIp };
    return { kind: 'guest', cart: { phone, keyHash }, keyHash, cap, clientIp };
  };
}

/** SHA-256 (hex) of the request's X-Cart-Key; null without one. @throws ValidationError fields.cartKey when it is not a key */
export function cartKeyHashOf(ctx: Pick<Context, 'get'>): string | null {
  const key = ctx.get(CART_KEY_HEADER);
  if (key === '') return null;
  if (!CART_KEY_FORMAT.test(key)) throw cartKeyRequired();
  return createHash('sha256').update(key).digest('hex');
}

/** The caller's cart for a write that makes one (add, merge): a stranger (no key) gets 400 fields.cartKey. */
export function requireCart(caller: CartCaller): CartRef {
  if (caller.cart === null) throw cartKeyRequired();
  return caller.cart;
}

function cartKeyRequired(): ValidationError {
  return new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', { cartKey: fieldProblem('CART_KEY_REQUIRED', { code: 'CART_KEY_REQUIRED' }) });
}

/** The signed-in customer of a request behind optionalCustomer, or undefined for a guest. */
export function signedInCustomerOf(ctx: Context): CustomerAuthState['customer'] {
  return (ctx.state as CustomerAuthState).customer;
}
