import { formatMessage, type MessageCode, type MessageParams } from './messages';

/**
 * The shape every validator returns for one field: a stable code and its zh-TW message. Form validators
 * return a partial record of these, and an empty object means valid, so the server's io-ts codecs and
 * the web forms call the same functions (design.md, section 2).
 */
export interface FieldError {
  code: string;
  message: string;
  /** The placeholder values of the message, when it has any: the HTTP edge renders it again in English on request. */
  params?: MessageParams;
}

export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

export function fieldError(code: MessageCode, params?: MessageParams): FieldError {
  const error: FieldError = { code, message: formatMessage(code, params) };
  // Hidden from equality and JSON: { code, message } is the shape everyone compares and sends.
  if (params !== undefined) Object.defineProperty(error, 'params', { value: params, enumerable: false });
  return error;
}

export function isValidForm<F extends string>(errors: FormErrors<F>): boolean {
  return Object.keys(errors).length === 0;
}

/** Builds a FormErrors object, leaving out the fields that passed (undefined). */
export function collectErrors<F extends string>(checks: Record<F, FieldError | undefined>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** Length in characters as a shopper counts them: code points, so one CJK character or emoji is one. */
export function charLength(value: string): number {
  return [...value].length;
}
