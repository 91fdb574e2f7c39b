import type { Container } from 'inversify';
import type { Middleware } from 'koa';
import { matchesIfNoneMatch } from './conditional';

/**
 * What a route knows about its answer without doing any work: its validator while a read model holds it in
 * memory, undefined when the route must run (nothing cached, the cache expired or was invalidated).
 */
export interface FreshValidator {
  /** The strong or weak ETag the route would send now. */
  readonly etag: string;
  /** The Cache-Control and Vary the route's 200 carries; a 304 repeats them (RFC 9110, section 15.4.5). */
  readonly cacheControl: string;
  readonly vary?: string;
}

/** A GET route that can be revalidated before the rest of the app runs (issue 29, "A 304 answers before any work"). */
export interface Revalidator {
  /** The exact request path (no query: a path with a query string goes the normal way). */
  readonly path: string;
  fresh(): FreshValidator | undefined;
}

/** A context's revalidators come from its container, like its routers (server/modules/context-module.ts). */
export type RevalidatorModule = (container: Container) => Revalidator;

/**
 * Answers a GET or HEAD whose If-None-Match names the route's current validator with 304, before error mapping,
 * body parsing, the router and everything after it: the route would have answered the same 304 (same ETag,
 * Cache-Control and Vary), only later and dearer. Sits after the request id and the security headers, so a 304
 * still carries them. Anything else, and a route with no fresh validator, goes on to the app unchanged.
 * The check is synchronous and reads memory only: it can neither throw into a client nor wait for a database.
 */
export function notModifiedFirst(revalidators: readonly Revalidator[]): Middleware {
  const byPath = new Map(revalidators.map((revalidator) => [revalidator.path, revalidator]));
  return (ctx, next) => {
    if (byPath.size === 0) return next();
    const method = ctx.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const header = ctx.req.headers['if-none-match'];
    if (header === undefined || header === '') return next();
    // req.url, not ctx.path: no URL parsing on the way to a 304; a query string simply does not match.
    const revalidator = byPath.get(ctx.req.url ?? '');
    const validator = revalidator?.fresh();
    if (!validator || !matchesIfNoneMatch(header, validator.etag)) return next();
    ctx.set('Cache-Control', validator.cacheControl);
    if (validator.vary) ctx.set('Vary', validator.vary);
    ctx.set('ETag', validator.etag);
    ctx.status = 304;
    return Promise.resolve();
  };
}
