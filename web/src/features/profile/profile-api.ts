import type * as t from 'io-ts';
import { ProfileUpdated } from '../../../../application/contracts/accounts';
import { MessageResponse } from '../../../../application/contracts/shared';
import { apiRequest } from '../../api/client';
import { normalizeEmail, type ProfileForm } from '../../domain';
import { profileMessages } from './profile-messages';

/**
 * Whether the typed e-mail is another address than the account's: the server compares them trimmed and
 * case-folded (it stores addresses lower-cased), so 'Ming@Example.com ' is no change and needs no password.
 */
export function emailDiffers(typed: string, current: string | null | undefined): boolean {
  return normalizeEmail(typed).toLowerCase() !== normalizeEmail(current ?? '').toLowerCase();
}

/** The profile form, plus the current password when (and only when) the e-mail changes (issue 9). */
export type ProfileUpdate = ProfileForm & { currentPassword?: string };

/**
 * PUT /api/customers/profile { name, email, phone, currentPassword? } -> 200 { message, user }; 409 EMAIL_TAKEN /
 * PHONE_TAKEN; 400 (fields, fields.currentPassword when the e-mail changes without it); 401 WRONG_PASSWORD.
 * A changed e-mail is announced by mail to the old address.
 */
export function putProfile(update: ProfileUpdate): Promise<t.TypeOf<typeof ProfileUpdated>> {
  return apiRequest('/api/customers/profile', { method: 'PUT', body: update, defaultMessage: profileMessages.profileUpdateFailed, decode: ProfileUpdated });
}

/** PUT /api/customers/password { currentPassword, newPassword } -> 200 { message }; 401 WRONG_PASSWORD. */
export function putPassword(request: { currentPassword: string; newPassword: string }): Promise<t.TypeOf<typeof MessageResponse>> {
  return apiRequest('/api/customers/password', { method: 'PUT', body: request, defaultMessage: profileMessages.passwordUpdateFailed, decode: MessageResponse });
}
