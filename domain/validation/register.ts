import { validateEmail } from './email';
import { collectErrors, fieldError, type FormErrors } from './field-error';
import { validateRegisterName } from './name';
import { validatePassword, validatePasswordConfirmation } from './password';
import { normalizeTaiwanPhone, validateTaiwanPhone } from './phone';

/**
 * The registration wizard (spec 1, sections 4 and 5): step 0 holds name, email and phone and moves on only
 * when they validate; step 1 holds password and confirmation.
 */
export interface RegisterContactForm {
  name: string;
  email: string;
  phone: string;
}

export interface RegisterPasswordForm {
  password: string;
  confirmPassword: string;
}

export type RegisterForm = RegisterContactForm & RegisterPasswordForm;

export function validateRegisterContact(form: RegisterContactForm): FormErrors<keyof RegisterContactForm> {
  return collectErrors({
    name: validateRegisterName(form.name),
    email: validateEmail(form.email),
    phone: validateTaiwanPhone(form.phone),
  });
}

export function validateRegisterPassword(form: RegisterPasswordForm): FormErrors<keyof RegisterPasswordForm> {
  return collectErrors({
    password: validatePassword(form.password),
    confirmPassword: validatePasswordConfirmation(form.password, form.confirmPassword, 'PASSWORDS_DIFFER'),
  });
}

/** Both steps at once: what the server checks on POST /api/customers/register. */
export function validateRegisterForm(form: RegisterForm): FormErrors<keyof RegisterForm> {
  return { ...validateRegisterContact(form), ...validateRegisterPassword(form) };
}

/** What register sends (spec 1, section 7): trimmed name and email, digits-only phone. */
export function normalizeRegisterContact<T extends RegisterContactForm>(form: T): T {
  return { ...form, name: form.name.trim(), email: form.email.trim(), phone: normalizeTaiwanPhone(form.phone) };
}

/** Staff registration also needs a secretCode (spec 1, section 5); the name rule is the same. */
export interface StaffRegisterForm {
  name: string;
  email: string;
  password: string;
  secretCode: string;
}

export function validateStaffRegisterForm(form: StaffRegisterForm): FormErrors<keyof StaffRegisterForm> {
  return collectErrors({
    name: validateRegisterName(form.name),
    email: validateEmail(form.email),
    password: validatePassword(form.password),
    secretCode: form.secretCode.trim() === '' ? fieldError('SECRET_CODE_REQUIRED') : undefined,
  });
}
