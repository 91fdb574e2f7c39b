import type { Errors } from 'io-ts';

/** The failures of the storefront's HTTP client (client.ts) and how they read. */

/** What every failed call turns into: the server's Traditional Chinese message, else the caller's default. */
export interface ApiError {
  /** HTTP status; 0 when no response arrived (offline, timeout, aborted). */
  status: number;
  code: string;
  message: string;
}

/** One field's refusal in a 400 VALIDATION_FAILED answer ({ fields: { name: { code, message } } }). */
export interface ApiFieldError {
  code: string;
  message: string;
}

export class ApiRequestError extends Error implements ApiError {
  /** The server's per-field refusals of a 400 answer, when it sent any (forms show them under the field). */
  readonly fields?: Readonly<Record<string, ApiFieldError>>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    fields?: Readonly<Record<string, ApiFieldError>>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    if (fields) this.fields = fields;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A failed answer as an ApiRequestError: the server's message and fields, else the caller's default. */
export function toError(attempt: { response: Response; payload: unknown }, defaultMessage: string): ApiRequestError {
  const { response, payload } = attempt;
  const serverMessage = isRecord(payload) && typeof payload.message === 'string' && payload.message.trim() ? payload.message : null;
  const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`;
  return new ApiRequestError(response.status, code, serverMessage ?? defaultMessage, fieldsOf(payload));
}

/** The well-formed entries of a payload's `fields` ({ field: { code, message } }); undefined when there are none. */
function fieldsOf(payload: unknown): Record<string, ApiFieldError> | undefined {
  if (!isRecord(payload) || !isRecord(payload.fields)) return undefined;
  const fields: Record<string, ApiFieldError> = {};
  for (const [name, value] of Object.entries(payload.fields)) {
    if (isRecord(value) && typeof value.code === 'string' && typeof value.message === 'string' && value.message.trim()) {
      fields[name] = { code: value.code, message: value.message };
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** One line per failure: where in the body (e.g. items.0.price), what the codec expected, what came. */
export function reportDecodeErrors(errors: Errors): string {
  return errors
    .map((error) => {
      // The keys of the path, without the member indexes io-ts adds inside an intersection or a union.
      const where = error.context
        .filter((entry, index) => entry.key !== '' && !/^(Intersection|Union)Type$/.test(String((error.context[index - 1]?.type as { _tag?: string } | undefined)?._tag)))
        .map((entry) => entry.key)
        .join('.') || '(body)';
      const expected = error.context[error.context.length - 1]?.type.name ?? 'unknown';
      let actual: string;
      try {
        actual = error.value === undefined ? 'undefined' : JSON.stringify(error.value).slice(0, 80);
      } catch {
        actual = typeof error.value;
      }
      return `${where}: expected ${expected}, got ${actual}${error.message ? ` (${error.message})` : ''}`;
    })
    .join('\n');
}

/** Any thrown value as an ApiError, so sagas can store it without guessing its shape. */
export function toApiError(error: unknown, defaultMessage: string): ApiError {
  if (error instanceof ApiRequestError) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: 'UNKNOWN', message: defaultMessage };
}
