import { validateEmailFormat } from './email';
import { collectErrors, fieldError, type FieldError, type FormErrors } from './field-error';
import { validatePasswordLength } from './password';

/** Customer and staff login (spec 1, section 5): email pattern, password at least 6. */
export interface LoginForm {
  email: string;
  password: string;
}

export function validateLoginForm(form: LoginForm): FormErrors<keyof LoginForm> {
  return collectErrors({ email: validateEmailFormat(form.email), password: validatePasswordLength(form.password) });
}

/**
 * "A response lacking token or user is rejected as invalid format" (spec 1, section 5). The user must at
 * least be an object; its fields are the caller's codec's business.
 */
export function validateAuthResponse(body: unknown): FieldError | undefined {
  if (typeof body !== 'object' || body === null) return fieldError('AUTH_RESPONSE_INVALID');
  const { token, user } = body as { token?: unknown; user?: unknown };
  const ok = typeof token === 'string' && token !== '' && typeof user === 'object' && user !== null;
  return ok ? undefined : fieldError('AUTH_RESPONSE_INVALID');
}
