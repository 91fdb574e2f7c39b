import type { Middleware } from 'koa';
import { ValidationError } from '../../application/errors';
import { readBytes } from './body-bytes';
import { MALFORMED_JSON } from './error-body';

/** Bodies above this are refused with 413: the API's largest request (a checkout) is a few kilobytes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

declare module 'koa' {
  interface Request {
    /** The parsed JSON body (unknown until a route decodes it with its io-ts codec). */
    body?: unknown;
    /** The JSON body's bytes exactly as received: what a signature over the body is checked against (Shopify webhooks). */
    rawBody?: Buffer;
  }
}

/**
 * Parses application/json request bodies into ctx.request.body. A body that is not valid JSON is refused
 * with 400 MALFORMED_JSON before any route runs, so handlers only ever see parsed values (then decoded by
 * their io-ts codec). Other content types are left alone.
 */
export function jsonBody(maxBytes: number = MAX_JSON_BODY_BYTES): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || !ctx.is('application/json', '+json')) return next();
    const bytes = await readBytes(ctx.req, maxBytes);
    ctx.request.rawBody = bytes;
    const text = bytes.toString('utf8');
    if (text.trim() !== '') {
      try {
        ctx.request.body = JSON.parse(text) as unknown;
      } catch {
        throw new ValidationError(MALFORMED_JSON.code, MALFORMED_JSON.message);
      }
    }
    await next();
  };
}
