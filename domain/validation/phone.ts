import { charLength, fieldError, type FieldError } from './field-error';

/** Digits only: what register sends (spec 1, section 5) and what phone inputs keep as the shopper types. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Taiwan phone (register, spec 1, section 5): the digits of the input are 09 + 8 digits (mobile) or
 * 0 + 1-2 digits (area code) + 7-8 digits (landline). Separators such as '-' or spaces are ignored.
 * As written, the second pattern already admits every 10-digit 09 number (0 + '9x' + 7 digits) and also
 * 9- and 11-digit numbers starting 09; both are kept, literally, so the rule reads like the spec.
 */
const TW_MOBILE = /^09\d{8}$/;
const TW_LANDLINE = /^0\d{1,2}\d{7,8}$/;

export function isTaiwanPhone(value: string): boolean {
  const digits = digitsOnly(value);
  return TW_MOBILE.test(digits) || TW_LANDLINE.test(digits);
}

/** The phone register sends: digits only. */
export const normalizeTaiwanPhone = digitsOnly;

export function validateTaiwanPhone(value: string): FieldError | undefined {
  if (value.trim() === '') return fieldError('PHONE_REQUIRED');
  return isTaiwanPhone(value) ? undefined : fieldError('PHONE_TW_INVALID');
}

/**
 * Checkout and reserve-dialog phones (spec 2, section 5): "digits only, at least 8". Read strictly: the
 * trimmed value is made of digits only; a web field keeps it so by applying digitsOnly() as the shopper
 * types. The upper bound of 15 digits (the E.164 maximum) is ours: the spec gives none, and a longer
 * string is not a phone number.
 */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;
const CHECKOUT_PHONE = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

export function isCheckoutPhone(value: string): boolean {
  return CHECKOUT_PHONE.test(value.trim());
}

export function validateCheckoutPhone(value: string): FieldError | undefined {
  return isCheckoutPhone(value) ? undefined : fieldError('CHECKOUT_PHONE_INVALID');
}

/**
 * Reserve dialog of the outlet list (spec 2, section 5): same rule, but the error state appears only when
 * the field is non-empty and invalid, while 'Reserve now' stays disabled for any invalid value, empty included.
 */
export interface ReservePhoneCheck {
  valid: boolean;
  error?: FieldError;
}

export function validateReservePhone(value: string): ReservePhoneCheck {
  if (isCheckoutPhone(value)) return { valid: true };
  if (value.trim() === '') return { valid: false };
  return { valid: false, error: fieldError('RESERVE_PHONE_INVALID') };
}

/** Phone prompt of the marketplace flow (spec 1, section 5): at least 8 characters, counted after trimming. */
export const PHONE_PROMPT_MIN_LENGTH = 8;

export function validatePhonePrompt(value: string): FieldError | undefined {
  return charLength(value.trim()) >= PHONE_PROMPT_MIN_LENGTH ? undefined : fieldError('PHONE_PROMPT_INVALID');
}
