import * as t from 'io-ts';
import type { FieldError, FormErrors } from '../../../domain/validation/field-error';
import { collectErrors, fieldError } from '../../../domain/validation/field-error';
import { validateChangePassword } from '../../../domain/validation/change-password';
import { validateLoginForm } from '../../../domain/validation/login';
import { validatePassword, validatePasswordConfirmation } from '../../../domain/validation/password';
import { validateProfileForm } from '../../../domain/validation/profile';
import { validateRegisterContact, validateStaffRegisterForm } from '../../../domain/validation/register';
import { isMessageCode, messageRef } from '../../../domain/messages';

/**
 * Bodies of the account routes (docs/accounts-contract.md), checked by the domain's form validators: the
 * very functions the storefront's forms call, so a field error reads the same on both sides. A failing
 * field becomes fields.{field} = { code, message } of the validator (e.g. NAME_TOO_SHORT), through
 * decodeOrThrow: 400 VALIDATION_FAILED. A field that is not a string counts as empty. Text fields are
 * capped (TEXT_TOO_LONG): the columns have limits, and scrypt should not be fed megabytes.
 */
const MAX_LENGTHS: Record<string, number> = { name: 100, email: 191, phone: 20, password: 128, newPassword: 128, currentPassword: 128, confirmPassword: 128, secretCode: 200 };

/** An io-ts decoder named after the error code, so that decodeOrThrow reports that code. */
function codeNamed(code: string): t.Decoder<unknown, unknown> {
  return new t.Type<unknown>(code, t.unknown.is, t.success, t.identity);
}

function formCodec<A extends Record<string, string>>(
  name: string,
  keys: readonly (keyof A & string)[],
  validate: (form: A) => FormErrors<string>,
  /** The field confirmPassword confirms: when the body has no confirmPassword, it is taken to equal that field. */
  confirms?: keyof A & string,
): t.Decoder<unknown, A> {
  return new t.Type<A, A, unknown>(
    name,
    (input): input is A => typeof input === 'object' && input !== null,
    (input, context) => {
      const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const form = {} as Record<string, string>;
      for (const key of keys) form[key] = typeof source[key] === 'string' ? (source[key] as string) : '';
      const confirmationOmitted = confirms !== undefined && source.confirmPassword === undefined;
      if (confirmationOmitted) form.confirmPassword = form[confirms];
      const errors: Record<string, FieldError> = {};
      for (const key of keys) {
        const max = MAX_LENGTHS[key];
        if (max !== undefined && form[key].length > max) errors[key] = fieldError('TEXT_TOO_LONG', { max });
      }
      for (const [field, error] of Object.entries(validate(form as A))) if (error && !errors[field]) errors[field] = error;
      if (confirmationOmitted) delete errors.confirmPassword;
      const failures = Object.entries(errors).map(([field, error]) => ({
        value: source[field],
        context: [...context, { key: field, type: codeNamed(error.code), actual: source[field] }],
        message: isMessageCode(error.code) ? messageRef(error.code, error.params) : error.message,
      }));
      return failures.length > 0 ? t.failures(failures) : t.success(form as A);
    },
    t.identity,
  );
}

/** POST /api/customers/register: name, email, phone (register rules), password; confirmPassword optional. */
export const RegisterBody = formCodec<{ name: string; email: string; phone: string; password: string; confirmPassword: string }>(
  'RegisterBody', ['name', 'email', 'phone', 'password', 'confirmPassword'],
  (form) => ({
    ...validateRegisterContact(form),
    ...collectErrors({
      password: validatePassword(form.password),
      confirmPassword: validatePasswordConfirmation(form.password, form.confirmPassword, 'PASSWORDS_DIFFER'),
    }),
  }),
  'password',
);

/** POST /api/customers/login and /api/auth/login: email and password (login rules). */
export const LoginBody = formCodec<{ email: string; password: string }>('LoginBody', ['email', 'password'], validateLoginForm);

/** rememberMe of the customer login: true only when the body says exactly true. */
export function rememberMeOf(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { rememberMe?: unknown }).rememberMe === true;
}

/**
 * PUT /api/customers/profile: the register rules for name, email and phone; currentPassword (missing reads as
 * '') is checked by UpdateProfile, and only when the e-mail changes.
 */
export const ProfileBody = formCodec<{ name: string; email: string; phone: string; currentPassword: string }>(
  'ProfileBody', ['name', 'email', 'phone', 'currentPassword'], validateProfileForm,
);

/** PUT /api/customers/password: currentPassword, newPassword (at least 6); confirmPassword optional. */
export const ChangePasswordBody = formCodec<{ currentPassword: string; newPassword: string; confirmPassword: string }>(
  'ChangePasswordBody', ['currentPassword', 'newPassword', 'confirmPassword'], validateChangePassword, 'newPassword',
);

/** POST /api/auth/register: name (register rule), email, password, secretCode. */
export const StaffRegisterBody = formCodec<{ name: string; email: string; password: string; secretCode: string }>(
  'StaffRegisterBody', ['name', 'email', 'password', 'secretCode'], validateStaffRegisterForm,
);
