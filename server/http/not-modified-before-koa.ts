import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { matchesIfNoneMatch } from './conditional';
import type { FreshValidator, Revalidator } from './not-modified-first';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import type { RecordedHeaders, SecurityHeaderSets } from './security-headers';

/** Answers the request and returns true, or returns false and leaves it untouched for Koa. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The plain case of notModifiedFirst's 304 (issue 29, decision 43), answered in Node's request handler before Koa
 * builds a context: a GET or HEAD without a body, its target exactly a revalidator's path, its If-None-Match naming
 * the fresh ETag. The 304 carries what the middlewares before notModifiedFirst would have set (the request id, the
 * recorded security headers of its protocol) and the route's Cache-Control, Vary and ETag, written at once with
 * writeHead from an array built once per validator. Node adds Date, Connection and Keep-Alive as on every answer.
 * Measured: Koa's context, its promise chain, onFinished and the five middlewares before the 304 were the gap between
 * the 304 and a bare Koa hello (docs/performance.md, "Server hot paths").
 *
 * Everything else goes to Koa unchanged, where notModifiedFirst still answers it: a request with a body (the
 * unread-body guard must see it and close the connection), a target in absolute form (request-target.ts rewrites
 * it first), a query string, a stale or missing ETag, a route with nothing fresh. A 304 is only ever answered for the
 * validator the route would send now, so a resource that changed is never answered 304.
 */
export function notModifiedBeforeKoa(revalidators: readonly Revalidator[], security: SecurityHeaderSets, trustProxy: () => boolean): EarlyAnswer {
  if (revalidators.length === 0) return () => false;
  const byPath = new Map(revalidators.map((revalidator) => [revalidator.path, new HeaderCache(revalidator)]));
  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const headers = req.headers;
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch === undefined || ifNoneMatch === '') return false;
    // A body (or a chunked one) goes to Koa: closeUnreadBodies answers it with Connection: close.
    if (headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0')) return false;
    const cache = byPath.get(req.url ?? '');
    if (cache === undefined) return false;
    const validator = freshOf(cache.revalidator);
    if (!validator || (ifNoneMatch !== validator.etag && !matchesIfNoneMatch(ifNoneMatch, validator.etag))) return false;
    const answer = cache.headersFor(validator, isSecure(req, trustProxy()) ? security.overHttps : security.overHttp);
    answer[1] = requestIdFor(headers['x-request-id']);
    res.writeHead(304, answer);
    res.end();
    return true;
  };
}

/**
 * fresh() reads memory and should not throw; if it ever did, the throw here would be outside any Koa handler and end
 * the process, so the request goes to Koa, whose chain answers it (a 500 at worst) as it did before this step.
 */
function freshOf(revalidator: Revalidator): FreshValidator | undefined {
  try {
    return revalidator.fresh();
  } catch {
    return undefined;
  }
}

/** ctx.secure as Koa 3 computes it (request.protocol): TLS, or with app.proxy the first X-Forwarded-Proto. */
function isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && proto.split(',', 1)[0].trim().toLowerCase() === 'https';
}

/** Per protocol, the flat header array of the last validator the revalidator gave; a new ETag builds a new one. */
class HeaderCache {
  private readonly byVariant = new Map<RecordedHeaders, { validator: FreshValidator; headers: string[] }>();

  constructor(readonly revalidator: Revalidator) {}

  /** A copy the caller may write the request id into (index 1). */
  headersFor(validator: FreshValidator, security: RecordedHeaders): string[] {
    let last = this.byVariant.get(security);
    if (!last || !sameValidator(last.validator, validator)) {
      last = { validator, headers: build(validator, security) };
      this.byVariant.set(security, last);
    }
    return last.headers.slice();
  }
}

function sameValidator(a: FreshValidator, b: FreshValidator): boolean {
  return a.etag === b.etag && a.cacheControl === b.cacheControl && a.vary === b.vary;
}

/** In the order the middlewares set them: request id, security headers, then the route's validator headers. */
function build(validator: FreshValidator, security: RecordedHeaders): string[] {
  const headers = [REQUEST_ID_HEADER, ''];
  for (const [name, value] of security.headers) headers.push(name, value);
  headers.push('Cache-Control', validator.cacheControl);
  if (validator.vary) headers.push('Vary', validator.vary);
  headers.push('ETag', validator.etag);
  return headers;
}
