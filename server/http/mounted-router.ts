import type { Router } from '@koa/router';
import type Koa from 'koa';

/**
 * A mounted router (the provider simulators of PROVIDERS=sandbox) as two middlewares, its routes and its
 * allowedMethods, that step aside for a path none of its routes can match: every request used to test each of
 * their routes' patterns before reaching the API (issue 29, decision 48: 2% of a server's CPU under the hot
 * item). The literal start its routes share is read from the router once; a router whose routes share none (a
 * pattern at the start, a middleware for every path) runs for every path as before.
 */
export function mountedRouter(router: Router): [Koa.Middleware, Koa.Middleware] {
  const routes = router.routes() as unknown as Koa.Middleware;
  const allowed = router.allowedMethods() as unknown as Koa.Middleware;
  const prefix = sharedLiteralPrefix(router.stack.map((layer) => layer.path));
  if (prefix === '') return [routes, allowed];
  // Router patterns match case-insensitively (its default, `sensitive: false`), so the start is compared so too.
  const under = (path: string) => path.length >= prefix.length && path.slice(0, prefix.length).toLowerCase() === prefix;
  return [
    (ctx, next) => (under(ctx.path) ? routes(ctx, next) : next()),
    (ctx, next) => (under(ctx.path) ? allowed(ctx, next) : next()),
  ];
}

/**
 * The lower-cased start, up to a '/', that every path in `paths` begins with before any parameter or pattern
 * ('/sandbox/ecpay' of '/sandbox/ecpay/Cashier/AioCheckOut/V5' and '/sandbox/ecpay/Cashier/:id'); '' when
 * there is none longer than '/', or a path is a RegExp. The last '/' and what follows it are left out, as a
 * route's trailing slash is optional.
 */
export function sharedLiteralPrefix(paths: ReadonlyArray<string | RegExp>): string {
  if (paths.length === 0) return '';
  let shared: string | undefined;
  for (const path of paths) {
    if (typeof path !== 'string') return '';
    const literal = path.slice(0, firstPatternAt(path)).toLowerCase();
    if (shared === undefined) shared = literal;
    else {
      let i = 0;
      while (i < shared.length && i < literal.length && shared[i] === literal[i]) i += 1;
      shared = shared.slice(0, i);
    }
  }
  const cut = (shared ?? '').lastIndexOf('/');
  return cut <= 0 ? '' : (shared ?? '').slice(0, cut);
}

/** Where path-to-regexp's syntax starts in a route path (a parameter, a wildcard, a group, an escape). */
function firstPatternAt(path: string): number {
  const at = path.search(/[:*(){}?+\\[\]]/);
  return at === -1 ? path.length : at;
}
