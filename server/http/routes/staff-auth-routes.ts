import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { LoginStaff } from '../../../application/accounts/login-staff';
import { RegisterStaff } from '../../../application/accounts/register-staff';
import { requireStaff, staffOf } from '../auth';
import { LoginBody, StaffMe, StaffRegisterBody, StaffSession } from '../../../application/contracts/accounts';
import { decodeOrThrow } from '../codecs/decode';
import type * as t from 'io-ts';
import { respond } from '../respond';

/** The staff account routes (docs/accounts-contract.md, "Staff routes"); answers are Cache-Control: no-store. */
export function staffAuthRoutes(container: Container): Router {
  const router = new Router();
  const register = container.get(RegisterStaff);
  const login = container.get(LoginStaff);
  const answer = <C extends t.Mixed>(ctx: Context, status: number, codec: C, body: t.TypeOf<C>) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    respond(ctx, codec, body);
  };

  router.post('/api/auth/login', async (ctx) => {
    const body = decodeOrThrow(LoginBody, ctx.request.body ?? {});
    const result = await login.execute({ ...body, clientIp: ctx.ip });
    answer(ctx, 200, StaffSession, { token: result.token, user: result.user });
  });

  router.post('/api/auth/register', async (ctx) => {
    const body = decodeOrThrow(StaffRegisterBody, ctx.request.body ?? {});
    const result = await register.execute({ ...body, clientIp: ctx.ip });
    answer(ctx, 201, StaffSession, { token: result.token, user: result.user });
  });

  router.get('/api/auth/me', requireStaff(container), async (ctx) => {
    answer(ctx, 200, StaffMe, { user: staffOf(ctx).staff });
  });

  return router;
}
