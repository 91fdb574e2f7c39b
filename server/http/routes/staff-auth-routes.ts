import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { LoginStaff } from '../../../application/accounts/login-staff';
import { RegisterStaff } from '../../../application/accounts/register-staff';
import { requireStaff, staffOf } from '../auth';
import { LoginBody, StaffMe, StaffRegisterBody, StaffSession } from '../../../application/contracts/accounts';
import { decodeOrThrow } from '../codecs/decode';
import { NO_STORE, respond } from '../respond';

/** The staff account routes (docs/accounts-contract.md, "Staff routes"); answers are Cache-Control: no-store. */
export function staffAuthRoutes(container: Container): Router {
  const router = new Router();
  const register = container.get(RegisterStaff);
  const login = container.get(LoginStaff);

  router.post('/api/auth/login', async (ctx) => {
    const body = decodeOrThrow(LoginBody, ctx.request.body ?? {});
    const result = await login.execute({ ...body, clientIp: ctx.ip });
    respond(ctx, StaffSession, { token: result.token, user: result.user }, NO_STORE);
  });

  router.post('/api/auth/register', async (ctx) => {
    const body = decodeOrThrow(StaffRegisterBody, ctx.request.body ?? {});
    const result = await register.execute({ ...body, clientIp: ctx.ip });
    respond(ctx, StaffSession, { token: result.token, user: result.user }, { status: 201, cache: 'no-store' });
  });

  // A customer's token is not signed in as staff: 401, like none.
  router.get('/api/auth/me', requireStaff(container, { customerToken: 'unauthorized' }), async (ctx) => {
    respond(ctx, StaffMe, { user: staffOf(ctx).staff }, NO_STORE);
  });

  return router;
}
