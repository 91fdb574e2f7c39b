import { formatMessage, isMessageCode, type Language, type Message, type MessageCode, type MessageParams } from '../domain/messages';

/**
 * THE way a use case fails (docs/decisions.md, decision 10): it throws one of these. Domain rules return typed
 * refusals with stable codes (domain/shared/result.ts); the use case turns a refusal into one of these errors,
 * and the HTTP edge (server/http/error-mapping.ts) maps each kind to one status code and a body
 * { code, message, fields? }. An error carries a stable `code` and a catalogue message (a code of
 * domain/messages plus its parameters), never text of its own: `message` is the zh-TW rendering (for logs and
 * tests), and the edge renders the catalogue entry again in the request's language.
 */
export interface FieldProblem {
  code: string;
  message: string;
  /** The catalogue entry of the message when `code` is not one (e.g. a codec named NOT_A_POSITIVE_INTEGER). */
  messageCode?: MessageCode;
  params?: MessageParams;
}
export type FieldErrors = Record<string, FieldProblem>;

/** A catalogue code, or a code with its parameters. */
export type ErrorMessage = MessageCode | Message;

export abstract class ApplicationError extends Error {
  abstract readonly kind: 'not_found' | 'conflict' | 'validation' | 'unauthorized' | 'forbidden' | 'rate_limited' | 'provider_unavailable';
  /** The catalogue entry of the message and its parameters. */
  readonly text: Message;
  constructor(readonly code: string, message: ErrorMessage, readonly fields?: FieldErrors) {
    const text: Message = typeof message === 'string' ? { code: message } : message;
    super(formatMessage(text.code, text.params));
    this.text = text;
    this.name = new.target.name;
  }

  /** The message in a language (the zh-TW rendering is `message`). */
  messageIn(language: Language): string {
    return formatMessage(this.text.code, this.text.params, language);
  }
}

/**
 * A field problem whose message is a catalogue entry: { code, message } (zh-TW) as the wire and the tests see
 * it, with the entry and its parameters kept as hidden (non-enumerable) properties for the edge to render
 * again in another language.
 */
export function fieldProblem(code: string, message: Message): FieldProblem {
  const problem: FieldProblem = { code, message: formatMessage(message.code, message.params) };
  Object.defineProperty(problem, 'messageCode', { value: message.code, enumerable: false });
  if (message.params !== undefined) Object.defineProperty(problem, 'params', { value: message.params, enumerable: false });
  return problem;
}

/** A field's message in a language: its catalogue entry rendered again, or the text it came with. */
export function fieldMessageIn(problem: FieldProblem, language: Language): string {
  const code = problem.messageCode ?? (isMessageCode(problem.code) ? problem.code : undefined);
  return code === undefined ? problem.message : formatMessage(code, problem.params, language);
}

export class NotFoundError extends ApplicationError { readonly kind = 'not_found'; }
export class ConflictError extends ApplicationError { readonly kind = 'conflict'; }
export class ValidationError extends ApplicationError { readonly kind = 'validation'; }
export class UnauthorizedError extends ApplicationError { readonly kind = 'unauthorized'; }
export class ForbiddenError extends ApplicationError { readonly kind = 'forbidden'; }
export class ProviderUnavailableError extends ApplicationError { readonly kind = 'provider_unavailable'; }

/** 429: too many attempts; retryAfterMs becomes the Retry-After header (whole seconds, rounded up). */
export class TooManyRequestsError extends ApplicationError {
  readonly kind = 'rate_limited';
  constructor(code: string, message: ErrorMessage, readonly retryAfterMs: number) {
    super(code, message);
  }
}
