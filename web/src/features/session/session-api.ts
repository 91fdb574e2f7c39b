import type * as t from 'io-ts';
import { CustomerMe, CustomerSession } from '../../../../application/contracts/accounts';
import { MessageResponse } from '../../../../application/contracts/shared';
import { apiRequest, apiRequestNoContent, AUTH_TIMEOUT_MS, ApiRequestError } from '../../api/client';
import { MESSAGES, normalizeRegisterContact } from '../../domain';
import { authMessages } from '../auth/auth-messages';
import type { Customer, LoginRequest, RegisterRequest } from './session-slice';

/**
 * The customer calls of docs/accounts-contract.md, decoded with application/contracts/accounts.ts. Login,
 * register and the reset flow go out without a bearer token (auth: 'none'): a stale token must not turn a
 * wrong password (401) into a refresh attempt.
 */
export interface AuthResult {
  token: string;
  customer: Customer;
}

/** Spec 1 §5: "a response lacking token or user is rejected as invalid format" (an empty token included). */
const malformed = { code: 'AUTH_RESPONSE_INVALID', message: MESSAGES.AUTH_RESPONSE_INVALID };

function toAuthResult(body: { token: string; user: Customer }): AuthResult {
  if (!body.token) throw new ApiRequestError(200, malformed.code, malformed.message);
  return { token: body.token, customer: body.user };
}

export async function loginCustomer({ email, password, rememberMe }: LoginRequest): Promise<AuthResult> {
  const body = await apiRequest('/api/customers/login', {
    method: 'POST',
    body: { email: email.trim(), password, rememberMe },
    defaultMessage: authMessages.loginFailed,
    timeoutMs: AUTH_TIMEOUT_MS,
    auth: 'none',
    decode: CustomerSession,
    malformed,
  });
  return toAuthResult(body);
}

export async function registerCustomer(form: RegisterRequest): Promise<AuthResult> {
  const { name, email, phone } = normalizeRegisterContact(form);
  const body = await apiRequest('/api/customers/register', {
    method: 'POST',
    body: { name, email, phone, password: form.password },
    defaultMessage: authMessages.registerFailed,
    timeoutMs: AUTH_TIMEOUT_MS,
    auth: 'none',
    decode: CustomerSession,
    malformed,
  });
  return toAuthResult(body);
}

/** GET /api/customers/me: 8 s in the background, 10 s while the screen waits for it. */
export async function fetchCurrentCustomer(background: boolean): Promise<Customer> {
  const body = await apiRequest('/api/customers/me', { defaultMessage: authMessages.cannotVerify, background, decode: CustomerMe, malformed });
  return body.user;
}

/** Best effort: revokes exactly the token being signed out, in the background. */
export function logoutCustomer(token: string): Promise<void> {
  return apiRequestNoContent('/api/customers/logout', { method: 'POST', defaultMessage: '', background: true, auth: { token } });
}

type MessageAnswer = t.TypeOf<typeof MessageResponse>;

export function requestResetCode(email: string): Promise<MessageAnswer> {
  return apiRequest('/api/customers/forgot-password', {
    method: 'POST',
    body: { email: email.trim() },
    defaultMessage: authMessages.forgot.sendFailed,
    auth: 'none',
    decode: MessageResponse,
  });
}

export function verifyResetCode(email: string, resetCode: string): Promise<MessageAnswer> {
  return apiRequest('/api/customers/verify-reset-code', {
    method: 'POST',
    body: { email: email.trim(), resetCode: resetCode.trim() },
    defaultMessage: authMessages.forgot.verifyFailed,
    auth: 'none',
    decode: MessageResponse,
  });
}

export function resetPassword(email: string, resetCode: string, newPassword: string): Promise<MessageAnswer> {
  return apiRequest('/api/customers/reset-password', {
    method: 'POST',
    body: { email: email.trim(), resetCode: resetCode.trim(), newPassword },
    defaultMessage: authMessages.forgot.resetFailed,
    auth: 'none',
    decode: MessageResponse,
  });
}
