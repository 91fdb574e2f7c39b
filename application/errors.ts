/**
 * Errors a use case throws. The HTTP edge maps each kind to one status code and a body
 * { code, message, fields? } (server/http/error-mapping.ts). `message` is the Traditional Chinese text a
 * shopper can read; `code` is stable for clients and tests.
 */
export type FieldErrors = Record<string, { code: string; message: string }>;

export abstract class ApplicationError extends Error {
  abstract readonly kind: 'not_found' | 'conflict' | 'validation' | 'unauthorized' | 'forbidden' | 'rate_limited' | 'provider_unavailable';
  constructor(readonly code: string, message: string, readonly fields?: FieldErrors) {
    super(message);
    this.name = new.target.name;
  }
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
  constructor(code: string, message: string, readonly retryAfterMs: number) {
    super(code, message);
  }
}
