import { apiRequest } from '../../api/client';
import type { ProfileForm } from '../../domain';
import type { Customer } from '../session/session-slice';
import { profileMessages } from './profile-messages';

/** PUT /api/customers/profile { name, email, phone } -> 200 { message, user }; 409 EMAIL_TAKEN / PHONE_TAKEN; 400. */
export function putProfile(form: ProfileForm): Promise<{ message?: string; user?: Customer }> {
  return apiRequest('/api/customers/profile', { method: 'PUT', body: form, defaultMessage: profileMessages.profileUpdateFailed });
}

/** PUT /api/customers/password { currentPassword, newPassword } -> 200 { message }; 401 WRONG_PASSWORD. */
export function putPassword(request: { currentPassword: string; newPassword: string }): Promise<{ message?: string }> {
  return apiRequest('/api/customers/password', { method: 'PUT', body: request, defaultMessage: profileMessages.passwordUpdateFailed });
}
