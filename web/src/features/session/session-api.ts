import { apiRequest, apiRequestNoContent, AUTH_TIMEOUT_MS, ApiRequestError } from '../../api/client';
import { MESSAGES, normalizeRegisterContact, validateAuthResponse } from '../../domain';
import { authMessages } from '../auth/auth-messages';
import type { Customer, LoginRequest, RegisterRequest } from './session-slice';
import { toCustomer } from './session-storage';

/**
 * The customer calls of docs/accounts-contract.md. Login, register and the reset flow go out without a bearer
 * token (auth: 'none'): a stale token must not turn a wrong password (401) into a refresh attempt.
 */
export interface AuthResult {
  token: string;
  customer: Customer;
}

/** Spec 1 §5: "a response lacking token or user is rejected as invalid format". */
function toAuthResult(body: unknown): AuthResult {
  const invalid = validateAuthResponse(body);
  const customer = invalid ? null : toCustomer((body as { user: unknown }).user);
  if (invalid || !customer) throw new ApiRequestError(200, 'AUTH_RESPONSE_INVALID', MESSAGES.AUTH_RESPONSE_INVALID);
  return { token: (body as { token: string }).token, customer };
}

export async function loginCustomer({ email, password, rememberMe }: LoginRequest): Promise<AuthResult> {
  const body = await apiRequest<unknown>('/api/customers/login', {
    method: 'POST',
    body: { email: email.trim(), password, rememberMe },
    defaultMessage: authMessages.loginFailed,
    timeoutMs: AUTH_TIMEOUT_MS,
    auth: 'none',
  });
  return toAuthResult(body);
}

export async function registerCustomer(form: RegisterRequest): Promise<AuthResult> {
  const { name, email, phone } = normalizeRegisterContact(form);
  const body = await apiRequest<unknown>('/api/customers/register', {
    method: 'POST',
    body: { name, email, phone, password: form.password },
    defaultMessage: authMessages.registerFailed,
    timeoutMs: AUTH_TIMEOUT_MS,
    auth: 'none',
  });
  return toAuthResult(body);
}

/** GET /api/customers/me: 8 s in the background, 10 s while the screen waits for it. */
export async function fetchCurrentCustomer(background: boolean): Promise<Customer> {
  const body = await apiRequest<{ user?: unknown }>('/api/customers/me', { defaultMessage: authMessages.cannotVerify, background });
  const customer = toCustomer(body?.user);
  if (!customer) throw new ApiRequestError(200, 'AUTH_RESPONSE_INVALID', MESSAGES.AUTH_RESPONSE_INVALID);
  return customer;
}

/** Best effort: revokes exactly the token being signed out, in the background. */
export function logoutCustomer(token: string): Promise<void> {
  return apiRequestNoContent('/api/customers/logout', { method: 'POST', defaultMessage: '', background: true, auth: { token } });
}

interface MessageAnswer {
  message?: string;
}

export function requestResetCode(email: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/customers/forgot-password', {
    method: 'POST',
    body: { email: email.trim() },
    defaultMessage: authMessages.forgot.sendFailed,
    auth: 'none',
  });
}

export function verifyResetCode(email: string, resetCode: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/customers/verify-reset-code', {
    method: 'POST',
    body: { email: email.trim(), resetCode: resetCode.trim() },
    defaultMessage: authMessages.forgot.verifyFailed,
    auth: 'none',
  });
}

export function resetPassword(email: string, resetCode: string, newPassword: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/customers/reset-password', {
    method: 'POST',
    body: { email: email.trim(), resetCode: resetCode.trim(), newPassword },
    defaultMessage: authMessages.forgot.resetFailed,
    auth: 'none',
  });
}
