import { StaffMe, StaffSession } from '../../../../application/contracts/accounts';
import { apiRequest, ApiRequestError } from '../../api/client';
import { MESSAGES } from '../../domain';
import { authMessages } from '../auth/auth-messages';
import type { StaffLoginRequest, StaffRegisterRequest, StaffUser } from './staff-slice';

/**
 * Staff calls (docs/accounts-contract.md 'Staff routes'): never the customer's token; /me names the staff token.
 * An answer without a token or a user does not decode (application/contracts/accounts.ts): AUTH_RESPONSE_INVALID.
 */
const malformed = { code: 'AUTH_RESPONSE_INVALID', message: MESSAGES.AUTH_RESPONSE_INVALID };

/** Spec 1 §5: an empty token is no token. */
function withToken<A extends { token: string }>(body: A): A {
  if (!body.token) throw new ApiRequestError(200, malformed.code, malformed.message);
  return body;
}

export async function staffLogin({ email, password }: StaffLoginRequest): Promise<{ token: string; user: StaffUser }> {
  return withToken(await apiRequest('/api/auth/login', {
    method: 'POST',
    body: { email: email.trim(), password },
    defaultMessage: authMessages.staff.loginFailed,
    auth: 'none',
    decode: StaffSession,
    malformed,
  }));
}

export async function staffRegister({ name, email, password, secretCode }: StaffRegisterRequest): Promise<{ token: string; user: StaffUser }> {
  return withToken(await apiRequest('/api/auth/register', {
    method: 'POST',
    body: { name: name.trim(), email: email.trim(), password, secretCode: secretCode.trim() },
    defaultMessage: authMessages.staff.registerFailed,
    auth: 'none',
    decode: StaffSession,
    malformed,
  }));
}

export async function staffMe(token: string): Promise<StaffUser> {
  const body = await apiRequest('/api/auth/me', { defaultMessage: authMessages.staff.loginFailed, auth: { token }, decode: StaffMe, malformed });
  return body.user;
}
