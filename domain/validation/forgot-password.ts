import { validateEmail } from './email';
import { collectErrors, charLength, fieldError, type FieldError, type FormErrors } from './field-error';
import { validatePasswordConfirmation, validatePasswordLength } from './password';

/** Reset code minimum (spec 1, section 9). The code is trimmed: it is copied from an e-mail. */
export const RESET_CODE_MIN_LENGTH = 6;

export function validateResetCode(value: string): FieldError | undefined {
  return charLength(value.trim()) >= RESET_CODE_MIN_LENGTH ? undefined : fieldError('RESET_CODE_INVALID');
}

/** Step 0: request a code (spec 1, section 5: email required and patterned). */
export function validateResetRequest(form: { email: string }): FormErrors<'email'> {
  return collectErrors({ email: validateEmail(form.email) });
}

/** Step 1: verify the code. */
export function validateResetVerification(form: { email: string; resetCode: string }): FormErrors<'email' | 'resetCode'> {
  return collectErrors({ email: validateEmail(form.email), resetCode: validateResetCode(form.resetCode) });
}

export interface ResetPasswordForm {
  email: string;
  resetCode: string;
  newPassword: string;
  confirmPassword: string;
}

/** Step 2: the new password, at least 6 characters, typed twice ('the two passwords differ'). */
export function validateResetPassword(form: ResetPasswordForm): FormErrors<keyof ResetPasswordForm> {
  return collectErrors({
    email: validateEmail(form.email),
    resetCode: validateResetCode(form.resetCode),
    newPassword: validatePasswordLength(form.newPassword),
    confirmPassword: validatePasswordConfirmation(form.newPassword, form.confirmPassword, 'PASSWORDS_DIFFER'),
  });
}
