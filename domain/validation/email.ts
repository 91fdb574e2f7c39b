import { fieldError, type FieldError } from './field-error';

/**
 * "A simple address pattern" (spec 1, section 5): something@something.tld without spaces. Deliverability is
 * proven by the reset-code mail, not by a regular expression, so the pattern stays deliberately loose.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored trimmed; surrounding spaces are a typing slip, not part of the address. */
export function normalizeEmail(value: string): string {
  return value.trim();
}

/** Pattern only, as on the login form (spec 1, section 5: 'please enter a valid email address'). */
export function validateEmailFormat(value: string): FieldError | undefined {
  return EMAIL_PATTERN.test(normalizeEmail(value)) ? undefined : fieldError('EMAIL_INVALID');
}

/** Required, then the pattern (register and forgot password, spec 1, section 5). */
export function validateEmail(value: string): FieldError | undefined {
  if (normalizeEmail(value) === '') return fieldError('EMAIL_REQUIRED');
  return validateEmailFormat(value);
}
