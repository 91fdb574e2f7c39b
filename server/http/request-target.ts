import type { Middleware } from 'koa';

/**
 * The request target in the one form the rest of the app reads (issue 28). A request line may name its target
 * in four forms (RFC 9112, section 3.2); browsers send the origin form (`GET /cart?x=1`) to a server:
 * - absolute form (`GET http://evil.example/x`, what clients send to a proxy): a server must accept it and take
 *   the host from it, not from the Host header (section 3.2.2). It is rewritten to the origin form of its path
 *   and query, with its authority as the request's host, so the canonical address (canonical-address.ts) sees
 *   the path alone and a page load at that host is redirected to PUBLIC_BASE_URL like any other; nothing ever
 *   sends a client to the host the target named. Only http and https: any other scheme is a 400.
 * - asterisk form (`OPTIONS *`) and authority form (`CONNECT host:443`, proxies only) name no resource here:
 *   400, as does anything else that is not a path (`GET x`).
 * Before, such a target reached the redirect as `${origin}${url}` and the invalid location answered 500.
 */
export function originFormTarget(): Middleware {
  // Not async: a target in origin form (every browser request) goes on at once, without a promise of its own.
  return (ctx, next) => {
    const target = ctx.req.url ?? '';
    if (target.startsWith('/')) return next();
    const absolute = absoluteTarget(target);
    if (absolute === undefined) {
      ctx.status = 400;
      ctx.set('Connection', 'close');
      ctx.body = 'Bad Request';
      return Promise.resolve();
    }
    ctx.req.url = `${absolute.pathname}${absolute.search}`;
    ctx.req.headers.host = absolute.host;
    return next();
  };
}

function absoluteTarget(target: string): URL | undefined {
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return url.host === '' ? undefined : url;
  } catch {
    return undefined;
  }
}
