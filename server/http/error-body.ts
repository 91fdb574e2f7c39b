import type { FieldErrors } from '../../application/errors';
import { formatMessage, type Language, type MessageCode } from '../../domain/messages';

/** The one error shape of the API (design section 2): `message` is text a shopper can read, zh-TW unless asked otherwise. */
export interface ErrorBody {
  code: string;
  message: string;
  fields?: FieldErrors;
}

/** An error the edge answers by itself: its code and the catalogue entry of its message. */
export interface EdgeError {
  readonly code: string;
  readonly message: MessageCode;
}

export const INTERNAL_ERROR = { code: 'INTERNAL_ERROR', message: 'INTERNAL_ERROR' } as const satisfies EdgeError;
/**
 * 503 while the database cannot be reached or does not answer in time: the spec's wording for a failed
 * connection ("Unable to connect to the server ... try again later"), with Retry-After on the response.
 */
export const SERVICE_UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: 'SERVICE_UNAVAILABLE' } as const satisfies EdgeError;
export const API_NOT_FOUND = { code: 'NOT_FOUND', message: 'API_NOT_FOUND' } as const satisfies EdgeError;
export const METHOD_NOT_ALLOWED = { code: 'METHOD_NOT_ALLOWED', message: 'API_METHOD_NOT_ALLOWED' } as const satisfies EdgeError;
export const VALIDATION_FAILED = { code: 'VALIDATION_FAILED', message: 'VALIDATION_FAILED' } as const satisfies EdgeError;
export const MALFORMED_JSON = { code: 'MALFORMED_JSON', message: 'MALFORMED_JSON' } as const satisfies EdgeError;

/** The body of an edge error in a language. */
export function errorBody(error: EdgeError, language: Language): ErrorBody {
  return { code: error.code, message: formatMessage(error.message, {}, language) };
}
