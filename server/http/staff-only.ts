import type { Container } from 'inversify';
import type { Middleware } from 'koa';
import { unauthorized } from '../../application/accounts/account-errors';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { ForbiddenError } from '../../application/errors';
import { bearerTokenOf, type StaffAuthState } from './auth';

/**
 * requireStaff that tells a signed-in customer apart: a live customer token is 403 STAFF_ONLY (who you are is
 * known, and you may not), no token or a dead one is 401 UNAUTHORIZED as on every staff route. Sets
 * ctx.state.staff and staffToken like requireStaff. Used by the marketplace connection and sync routes (issue 11).
 */
export function staffOnly(container: Container): Middleware {
  const staff = container.get(GetCurrentStaff);
  const customers = container.get(GetCurrentCustomer);
  return async (ctx, next) => {
    const token = bearerTokenOf(ctx);
    const member = token ? await staff.find(token) : undefined;
    if (!token || !member) {
      if (token && (await customers.find(token))) throw new ForbiddenError('STAFF_ONLY', 'STAFF_ONLY');
      throw unauthorized();
    }
    Object.assign(ctx.state as StaffAuthState, { staff: member, staffToken: token });
    await next();
  };
}
