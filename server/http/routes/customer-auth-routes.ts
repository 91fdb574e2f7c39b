import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { CustomerAuthResult } from '../../../application/accounts/auth-result';
import { ChangePassword } from '../../../application/accounts/change-password';
import { LoginCustomer } from '../../../application/accounts/login-customer';
import { LogoutCustomer } from '../../../application/accounts/logout-customer';
import { RefreshCustomerToken } from '../../../application/accounts/refresh-customer-token';
import { RegisterCustomer } from '../../../application/accounts/register-customer';
import { UpdateProfile } from '../../../application/accounts/update-profile';
import { bearerTokenOf, customerOf, requireCustomer } from '../auth';
import {
  ChangePasswordBody, CustomerMe, CustomerSession, LoginBody, ProfileBody, ProfileUpdated, RefreshedToken, RegisterBody, rememberMeOf,
} from '../../../application/contracts/accounts';
import { MessageResponse } from '../../../application/contracts/shared';
import { decodeOrThrow } from '../codecs/decode';
import { NO_STORE, respond } from '../respond';
import { say } from '../language';

/**
 * The customer account routes of docs/accounts-contract.md: register, login, me, refresh-token, logout,
 * profile and password (the password reset, order history and store preference routes live in their own
 * routers). Every answer is Cache-Control: no-store: they carry tokens and personal data.
 */
export function customerAuthRoutes(container: Container): Router {
  const router = new Router();
  const register = container.get(RegisterCustomer);
  const login = container.get(LoginCustomer);
  const refresh = container.get(RefreshCustomerToken);
  const logout = container.get(LogoutCustomer);
  const updateProfile = container.get(UpdateProfile);
  const changePassword = container.get(ChangePassword);
  const authenticated = requireCustomer(container);
  const signedIn = (result: CustomerAuthResult) => ({ token: result.token, user: result.user });

  router.post('/api/customers/register', async (ctx) => {
    const body = decodeOrThrow(RegisterBody, ctx.request.body ?? {});
    respond(ctx, CustomerSession, signedIn(await register.execute({ ...body, clientIp: ctx.ip })), { status: 201, cache: 'no-store' });
  });

  router.post('/api/customers/login', async (ctx) => {
    const raw: unknown = ctx.request.body ?? {};
    const body = decodeOrThrow(LoginBody, raw);
    respond(ctx, CustomerSession, signedIn(await login.execute({ ...body, rememberMe: rememberMeOf(raw), clientIp: ctx.ip })), NO_STORE);
  });

  router.get('/api/customers/me', authenticated, async (ctx) => {
    respond(ctx, CustomerMe, customerOf(ctx).customer, NO_STORE);
  });

  // The token to replace comes in the body (the contract); the Authorization header is accepted instead.
  router.post('/api/customers/refresh-token', async (ctx) => {
    const fromBody = (ctx.request.body as { token?: unknown } | undefined)?.token;
    const token = typeof fromBody === 'string' && fromBody !== '' ? fromBody : (bearerTokenOf(ctx) ?? '');
    const issued = await refresh.execute(token);
    respond(ctx, RefreshedToken, { token: issued.token }, NO_STORE);
  });

  // Idempotent: 204 whether or not the token was still live.
  router.post('/api/customers/logout', async (ctx) => {
    await logout.execute(bearerTokenOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  router.put('/api/customers/profile', authenticated, async (ctx) => {
    const body = decodeOrThrow(ProfileBody, ctx.request.body ?? {});
    const user = await updateProfile.execute(customerOf(ctx).customer.id, { ...body, clientIp: ctx.ip });
    respond(ctx, ProfileUpdated, { message: say(ctx, 'PROFILE_UPDATED'), user }, NO_STORE);
  });

  router.put('/api/customers/password', authenticated, async (ctx) => {
    const body = decodeOrThrow(ChangePasswordBody, ctx.request.body ?? {});
    const { customer, token } = customerOf(ctx);
    await changePassword.execute({ customerId: customer.id, token, currentPassword: body.currentPassword, newPassword: body.newPassword, clientIp: ctx.ip });
    respond(ctx, MessageResponse, { message: say(ctx, 'PASSWORD_CHANGED') }, NO_STORE);
  });

  return router;
}
