import { apiRequest, ApiRequestError } from '../../api/client';
import { MESSAGES, validateAuthResponse } from '../../domain';
import { authMessages } from '../auth/auth-messages';
import type { StaffLoginRequest, StaffRegisterRequest, StaffUser } from './staff-slice';

/** Staff calls (docs/accounts-contract.md 'Staff routes'): never the customer's token; /me names the staff token. */
function toStaffUser(value: unknown): StaffUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, email } = value as Record<string, unknown>;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string' || typeof email !== 'string') return null;
  return { id: Number(id), name, email };
}

function toResult(body: unknown): { token: string; user: StaffUser } {
  const user = validateAuthResponse(body) ? null : toStaffUser((body as { user: unknown }).user);
  if (!user) throw new ApiRequestError(200, 'AUTH_RESPONSE_INVALID', MESSAGES.AUTH_RESPONSE_INVALID);
  return { token: (body as { token: string }).token, user };
}

export async function staffLogin({ email, password }: StaffLoginRequest) {
  const body = await apiRequest<unknown>('/api/auth/login', {
    method: 'POST',
    body: { email: email.trim(), password },
    defaultMessage: authMessages.staff.loginFailed,
    auth: 'none',
  });
  return toResult(body);
}

export async function staffRegister({ name, email, password, secretCode }: StaffRegisterRequest) {
  const body = await apiRequest<unknown>('/api/auth/register', {
    method: 'POST',
    body: { name: name.trim(), email: email.trim(), password, secretCode: secretCode.trim() },
    defaultMessage: authMessages.staff.registerFailed,
    auth: 'none',
  });
  return toResult(body);
}

export async function staffMe(token: string): Promise<StaffUser> {
  const body = await apiRequest<{ user?: unknown }>('/api/auth/me', { defaultMessage: authMessages.staff.loginFailed, auth: { token } });
  const user = toStaffUser(body?.user);
  if (!user) throw new ApiRequestError(200, 'AUTH_RESPONSE_INVALID', MESSAGES.AUTH_RESPONSE_INVALID);
  return user;
}
