import { fieldError, isCheckoutPhone, validatePhonePrompt, type FieldError } from '../../domain';

/**
 * The marketplace phone prompt (spec 1 §5): 'at least 8 characters', else 'Please enter a valid phone number'.
 * The phone then owns the shared cart, whose rule is digits only, 8 to 15 (domain isCheckoutPhone): the field
 * keeps digits only as the shopper types, and a longer number gets the same message.
 */
export interface PhonePromptCheck {
  valid: boolean;
  /** Shown only once something has been typed. */
  error?: FieldError;
}

export function checkPhonePrompt(value: string): PhonePromptCheck {
  const phone = value.trim();
  const error = validatePhonePrompt(phone);
  if (!error && isCheckoutPhone(phone)) return { valid: true };
  if (phone === '') return { valid: false };
  return { valid: false, error: error ?? fieldError('PHONE_PROMPT_INVALID') };
}
