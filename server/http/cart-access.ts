import type { Container } from 'inversify';
import type { Context } from 'koa';
import { holdCapFor } from '../../application/cart/hold-cap';
import { AuthorizeCartAccess, type CartAccessKind } from '../../application/customers/authorize-cart-access';
import type { HoldCap } from '../../domain/cart/reserve-decision';
import { ABUSE_LIMITS, type AbuseLimits } from '../../application/shared/abuse-limits';
import type { CustomerAuthState } from './auth';

/** What a cart route needs to know about its caller and the phone it names. */
export interface CartCaller {
  /** application/customers/authorize-cart-access.ts: 'stranger' sees the phone as an empty cart. */
  kind: CartAccessKind;
  /** The hold cap of this caller (member's own phone: the member cap; anyone else: the guest cap). */
  cap: HoldCap;
  /** ctx.ip: the per-client hold cap and proof limits. Behind a proxy it needs app.proxy (TRUST_PROXY). */
  clientIp: string;
}

/**
 * The one check of every path that names a cart by phone (GET/DELETE /api/cart/..., POST /api/cart/add,
 * /api/cart/merge targetPhone, /api/cart/checkout as a guest, /api/cart/restore-from-order phone,
 * /api/outlet/release reservedBy). It never refuses: a stranger on a member's phone is answered as if the
 * phone had an empty cart (docs/security/carts-and-order-proofs.md), so no route tells which phones have accounts.
 * Call it after decoding the phone, on a route behind optionalCustomer (server/http/auth.ts).
 */
export type CartAccess = (ctx: Context, phone: string) => Promise<CartCaller>;

export function cartAccessOf(container: Container): CartAccess {
  const authorize = container.get(AuthorizeCartAccess);
  const limits = container.get<AbuseLimits>(ABUSE_LIMITS);
  return async (ctx, phone) => {
    const kind = await authorize.execute(phone, (ctx.state as CustomerAuthState).customer?.id ?? null);
    return { kind, cap: holdCapFor(limits, kind === 'member_own' ? 'member' : 'guest'), clientIp: ctx.ip };
  };
}

/** The signed-in customer of a request behind optionalCustomer, or undefined for a guest. */
export function signedInCustomerOf(ctx: Context): CustomerAuthState['customer'] {
  return (ctx.state as CustomerAuthState).customer;
}
