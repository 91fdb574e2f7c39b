import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { RequestPasswordReset } from '../../../application/accounts/request-password-reset';
import { ResetPassword } from '../../../application/accounts/reset-password';
import { VerifyResetCode } from '../../../application/accounts/verify-reset-code';
import { decodeOrThrow } from '../codecs/decode';
import { ForgotPasswordBody, ResetPasswordBody, VerifyResetCodeBody } from '../../../application/contracts/accounts';
import { MessageResponse } from '../../../application/contracts/shared';
import { NO_STORE, respond } from '../respond';
import { sayText } from '../language';

/**
 * The reset wizard's calls (spec 1, sections 4 and 7; docs/accounts-contract.md): forgot-password (200, the
 * same text for any address; 429 TOO_MANY_ATTEMPTS per address and per client IP), verify-reset-code and
 * reset-password (400 RESET_CODE_INVALID for any failure of the code). Every answer is Cache-Control: no-store.
 */
export function passwordResetRoutes(container: Container): Router {
  const requestPasswordReset = container.get(RequestPasswordReset);
  const verifyResetCode = container.get(VerifyResetCode);
  const resetPassword = container.get(ResetPassword);
  const router = new Router();
  // Each use case says its message as a catalogue text; it is said again in the request's language here.
  const answer = (ctx: Context, body: { message: string }) => respond(ctx, MessageResponse, { ...body, message: sayText(ctx, body.message) }, NO_STORE);

  router.post('/api/customers/forgot-password', async (ctx) => {
    const { email } = decodeOrThrow(ForgotPasswordBody, ctx.request.body ?? {});
    answer(ctx, await requestPasswordReset.execute({ email, clientIp: ctx.ip }));
  });

  router.post('/api/customers/verify-reset-code', async (ctx) => {
    const body = decodeOrThrow(VerifyResetCodeBody, ctx.request.body ?? {});
    answer(ctx, await verifyResetCode.execute({ ...body, clientIp: ctx.ip }));
  });

  router.post('/api/customers/reset-password', async (ctx) => {
    const body = decodeOrThrow(ResetPasswordBody, ctx.request.body ?? {});
    answer(ctx, await resetPassword.execute({ ...body, clientIp: ctx.ip }));
  });

  return router;
}
