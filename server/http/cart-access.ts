import type { Container } from 'inversify';
import type { Context } from 'koa';
import { AuthorizeCartAccess } from '../../application/customers/authorize-cart-access';
import type { CustomerAuthState } from './auth';

/**
 * The one check of every path that names a cart by phone (GET/DELETE /api/cart/..., POST /api/cart/add,
 * /api/cart/merge targetPhone, /api/cart/checkout as a guest, /api/cart/restore-from-order phone,
 * /api/outlet/release reservedBy): a phone that belongs to a customer account needs that customer's token,
 * 401 UNAUTHORIZED without one (or with one that is no longer live), 403 FORBIDDEN with another customer's.
 * Guests' phones work as before. Call it after decoding the phone, on a route behind optionalCustomer
 * (server/http/auth.ts), which puts the token's customer in ctx.state.customer.
 */
export type CartAccess = (ctx: Context, phone: string) => Promise<void>;

export function cartAccessOf(container: Container): CartAccess {
  const authorize = container.get(AuthorizeCartAccess);
  return (ctx, phone) => authorize.execute(phone, (ctx.state as CustomerAuthState).customer?.id ?? null);
}

/** The signed-in customer of a request behind optionalCustomer, or undefined for a guest. */
export function signedInCustomerOf(ctx: Context): CustomerAuthState['customer'] {
  return (ctx.state as CustomerAuthState).customer;
}
