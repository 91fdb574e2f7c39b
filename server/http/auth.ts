import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { unauthorized } from '../../application/accounts/account-errors';
import type { Customer, StaffUser } from '../../application/accounts/customer';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { ForbiddenError } from '../../application/errors';

/**
 * Bearer authentication of the accounts (docs/accounts-contract.md). After requireCustomer, ctx.state has
 * `customer` and `customerToken`; after requireStaff, `staff` and `staffToken`. A customer token never
 * passes requireStaff and vice versa. Failures throw UnauthorizedError, which the error mapping answers
 * 401 { code: 'UNAUTHORIZED', message } (a customer's token on a console route: ForbiddenError, 403 STAFF_ONLY).
 */
export interface CustomerAuthState {
  customer?: Customer;
  customerToken?: string;
}

export interface StaffAuthState {
  staff?: StaffUser;
  staffToken?: string;
}

/** The token of `Authorization: Bearer <token>`, or undefined when the header is missing or of another scheme. */
export function bearerTokenOf(ctx: Pick<Context, 'get'>): string | undefined {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  return match ? match[1] : undefined;
}

/** 401 unless a live customer token is sent; sets ctx.state.customer and ctx.state.customerToken. */
export function requireCustomer(container: Container): Middleware {
  const current = container.get(GetCurrentCustomer);
  return async (ctx, next) => {
    const token = bearerTokenOf(ctx);
    const customer = token ? await current.find(token) : undefined;
    if (!token || !customer) throw unauthorized();
    Object.assign(ctx.state as CustomerAuthState, { customer, customerToken: token });
    await next();
  };
}

/**
 * Guests allowed: a live customer token sets ctx.state.customer (and customerToken) as requireCustomer does;
 * no token, or one that is not a live customer token (expired, revoked, a staff token), leaves
 * ctx.state.customer undefined and the request goes on as a guest's.
 */
export function optionalCustomer(container: Container): Middleware {
  const current = container.get(GetCurrentCustomer);
  return async (ctx, next) => {
    const token = bearerTokenOf(ctx);
    const customer = token ? await current.find(token) : undefined;
    if (token && customer) Object.assign(ctx.state as CustomerAuthState, { customer, customerToken: token });
    await next();
  };
}

export interface StaffGuardOptions {
  /**
   * What a live CUSTOMER token gets: 'forbidden', 403 STAFF_ONLY (who you are is known, and you may not: the
   * console's routes), or 'unauthorized', 401 like no token (GET /api/auth/me, the payment attention routes).
   */
  customerToken: 'forbidden' | 'unauthorized';
}

/**
 * The one staff guard: 401 unless a live staff token is sent (none, or a dead one); sets ctx.state.staff and
 * ctx.state.staffToken. A customer's token is 403 or 401 as `options` say (the customer is looked up only then).
 */
export function requireStaff(container: Container, options: StaffGuardOptions = { customerToken: 'forbidden' }): Middleware {
  const current = container.get(GetCurrentStaff);
  const customers = options.customerToken === 'forbidden' ? container.get(GetCurrentCustomer) : null;
  return async (ctx, next) => {
    const token = bearerTokenOf(ctx);
    const staff = token ? await current.find(token) : undefined;
    if (!token || !staff) {
      if (token && customers && (await customers.find(token))) throw new ForbiddenError('STAFF_ONLY', 'STAFF_ONLY');
      throw unauthorized();
    }
    Object.assign(ctx.state as StaffAuthState, { staff, staffToken: token });
    await next();
  };
}

/** ctx.state.customer after requireCustomer (throws 401 if the middleware did not run or found nobody). */
export function customerOf(ctx: Context): { customer: Customer; token: string } {
  const state = ctx.state as CustomerAuthState;
  if (!state.customer || !state.customerToken) throw unauthorized();
  return { customer: state.customer, token: state.customerToken };
}

export function staffOf(ctx: Context): { staff: StaffUser; token: string } {
  const state = ctx.state as StaffAuthState;
  if (!state.staff || !state.staffToken) throw unauthorized();
  return { staff: state.staff, token: state.staffToken };
}
