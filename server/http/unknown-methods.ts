import type Koa from 'koa';
import { errorBody, METHOD_NOT_ALLOWED } from './error-body';
import { requestLanguage } from './language';
import { isApiPath } from './static-files';

/** Every method the shop answers somewhere; anything else (TRACE, PROPFIND, PURGE...) is refused. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SERVED = new Set<string>(SERVED_METHODS);

/**
 * 405 Method Not Allowed for a method the shop never serves, on every path. Left alone, @koa/router answers
 * an /api path with 501 Not Implemented (which scanners read as "this server is unfinished") and other paths
 * fall through to the static files. TRACE in particular must never echo anything. Node's own parser already
 * answers 400 to a method it does not know at all (e.g. BREW), before Koa sees it.
 */
export function refuseUnknownMethods(): Koa.Middleware {
  return async (ctx, next) => {
    if (SERVED.has(ctx.method)) return next();
    ctx.status = 405;
    ctx.set('Allow', SERVED_METHODS.join(', '));
    if (isApiPath(ctx.path)) ctx.body = errorBody(METHOD_NOT_ALLOWED, requestLanguage(ctx));
    else ctx.body = 'Method Not Allowed';
  };
}
