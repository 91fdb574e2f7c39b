import { charLength, fieldError, type FieldError } from './field-error';
import type { MessageCode } from './messages';

/** Password minimum (spec 1, section 9). Passwords are never trimmed: a space is a legitimate character. */
export const PASSWORD_MIN_LENGTH = 6;

/** At least 6 characters; a blank one reads as too short, as on the login form (spec 1, section 5). */
export function validatePasswordLength(value: string): FieldError | undefined {
  return charLength(value) >= PASSWORD_MIN_LENGTH ? undefined : fieldError('PASSWORD_TOO_SHORT');
}

/** Required, then at least 6 characters (register password, spec 1, section 5). */
export function validatePassword(value: string): FieldError | undefined {
  if (value === '') return fieldError('PASSWORD_REQUIRED');
  return validatePasswordLength(value);
}

/**
 * Confirmation: required ('Please confirm your password'), then equal to the password. The mismatch code
 * differs by form because the spec words it differently (see messages.ts).
 */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
  mismatch: Extract<MessageCode, 'PASSWORDS_DIFFER' | 'NEW_PASSWORDS_DIFFER'> = 'PASSWORDS_DIFFER',
): FieldError | undefined {
  if (confirmation === '') return fieldError('CONFIRM_PASSWORD_REQUIRED');
  return password === confirmation ? undefined : fieldError(mismatch);
}
