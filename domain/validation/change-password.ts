import { collectErrors, fieldError, type FormErrors } from './field-error';
import { validatePasswordConfirmation, validatePasswordLength } from './password';

/** Change password in the member centre (spec 1, sections 3 and 5). */
export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** New and confirm must match ('new password inconsistent'); the new one has at least 6 characters. */
export function validateChangePassword(form: ChangePasswordForm): FormErrors<keyof ChangePasswordForm> {
  return collectErrors({
    currentPassword: form.currentPassword === '' ? fieldError('CURRENT_PASSWORD_REQUIRED') : undefined,
    newPassword: validatePasswordLength(form.newPassword),
    confirmPassword: validatePasswordConfirmation(form.newPassword, form.confirmPassword, 'NEW_PASSWORDS_DIFFER'),
  });
}
