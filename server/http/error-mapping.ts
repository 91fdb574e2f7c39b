import type { Context, Middleware } from 'koa';
import { ApplicationError, fieldMessageIn, TooManyRequestsError, type FieldErrors } from '../../application/errors';
import type { Language } from '../../domain/messages';
import { isDatabaseUnavailable } from '../../adapters/persistence/database-unavailable';
import type { Logger } from '../logger';
import { errorBody, INTERNAL_ERROR, SERVICE_UNAVAILABLE, type EdgeError, type ErrorBody } from './error-body';
import { requestLanguage } from './language';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { sendJson } from './respond';

/** One status per application error kind (design section 2). */
export const STATUS_BY_KIND: Record<ApplicationError['kind'], number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  provider_unavailable: 503,
};

/** Client errors raised by Koa and its middleware (http-errors with expose = true), in the API's shape. */
const BAD_REQUEST: EdgeError = { code: 'BAD_REQUEST', message: 'BAD_REQUEST' };
const CLIENT_ERRORS: Record<number, EdgeError> = {
  400: BAD_REQUEST,
  403: { code: 'FORBIDDEN', message: 'URL_FORBIDDEN' },
  404: { code: 'NOT_FOUND', message: 'URL_NOT_FOUND' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'URL_METHOD_NOT_ALLOWED' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'PAYLOAD_TOO_LARGE' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'UNSUPPORTED_MEDIA_TYPE' },
};

/**
 * Retry-After of every 503: about one round of the database timeouts (connect 3 s, statement 4 s), so a
 * client that obeys it does not hammer a database that is coming back.
 */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * The one place where a thrown error becomes a response. Application errors keep their code, message and
 * fields; Koa's own client errors (4xx) keep their status; a database that is down, unreachable, too slow
 * or locked (adapters/persistence/database-unavailable.ts decides) is 503 SERVICE_UNAVAILABLE; everything
 * else is a bug: logged with the request id and answered 500 with a fixed message, so no stack or SQL
 * reaches a client. Every 503 carries Retry-After. Messages come from the catalogue in the request's
 * language (server/http/language.ts): zh-TW by default, English on ?lang=en or Accept-Language: en.
 */
export function errorMapping(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error: unknown) {
      const [status, body] = toResponse(error, requestLanguage(ctx));
      if (status >= 500) {
        const detail = error instanceof Error ? { name: error.name, error: error.message, stack: error.stack } : { error: String(error) };
        const message = body.code === SERVICE_UNAVAILABLE.code ? 'request failed: database unavailable' : 'request failed';
        logger.error(message, { requestId: requestIdOf(ctx), method: ctx.method, path: ctx.path, status, ...detail });
      }
      clearHeaders(ctx);
      const retryAfterMs = retryAfterMsOf(error);
      if (retryAfterMs !== undefined) ctx.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      else if (status === 503) ctx.set('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
      ctx.vary('Accept-Language');
      ctx.status = status;
      sendJson(ctx, body);
    }
  };
}

/** 429s, and the 503s that know when to come back (e.g. ServerBusyError), carry retryAfterMs. */
function retryAfterMsOf(error: unknown): number | undefined {
  if (error instanceof TooManyRequestsError) return error.retryAfterMs;
  if (!(error instanceof ApplicationError)) return undefined;
  const retryAfterMs = (error as { retryAfterMs?: unknown }).retryAfterMs;
  return typeof retryAfterMs === 'number' ? retryAfterMs : undefined;
}

/** zh-TW keeps the texts the error was thrown with, byte for byte; another language renders each catalogue entry again. */
function toResponse(error: unknown, language: Language): [number, ErrorBody] {
  if (error instanceof ApplicationError) {
    const body: ErrorBody = { code: error.code, message: language === 'zh-TW' ? error.message : error.messageIn(language) };
    if (error.fields && Object.keys(error.fields).length > 0) body.fields = fieldsIn(error.fields, language);
    return [STATUS_BY_KIND[error.kind], body];
  }
  if (isDatabaseUnavailable(error)) return [503, errorBody(SERVICE_UNAVAILABLE, language)];
  const status = clientErrorStatus(error);
  if (status !== undefined) return [status, errorBody(CLIENT_ERRORS[status] ?? BAD_REQUEST, language)];
  return [500, errorBody(INTERNAL_ERROR, language)];
}

/** Each field as { code, message } on the wire, nothing else of the problem. */
function fieldsIn(fields: FieldErrors, language: Language): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, problem] of Object.entries(fields)) {
    out[name] = { code: problem.code, message: language === 'zh-TW' ? problem.message : fieldMessageIn(problem, language) };
  }
  return out;
}

/** The status of an exposed 4xx http-error (koa-send's 400 on a malformed path, 413 on a large body...). */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true ? status : undefined;
}

/** Headers set before the failure (ETag, Content-Encoding, caching) describe a body that is not sent. */
function clearHeaders(ctx: Context): void {
  for (const name of ctx.res.getHeaderNames()) {
    if (name !== REQUEST_ID_HEADER.toLowerCase()) ctx.res.removeHeader(name);
  }
}
