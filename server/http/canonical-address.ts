import path from 'node:path';
import type { Middleware } from 'koa';
import type { AppConfig } from '../config';
import { isApiPath } from './static-files';

/**
 * One address (issue 22): browser storage (the guest cart's phone, the staff and customer tokens, the order
 * tokens) belongs to one origin, and every provider return (the store map's reply, ECPay's OrderResultURL, the
 * Shopee authorisation) comes back to PUBLIC_BASE_URL. A page loaded at another address (127.0.0.1 against
 * localhost, a LAN address) would lose the cart or the token on the way back, so page loads are redirected to
 * the same path and query at PUBLIC_BASE_URL, before anything is stored there.
 *
 * - Only page loads: GET/HEAD of a path without a file extension outside /api and /sandbox. API calls, provider
 *   callbacks (all under /api) and the simulators answer at any address; files need no redirect.
 * - Only when the request's host differs from PUBLIC_BASE_URL's (ctx.host: X-Forwarded-Host with TRUST_PROXY).
 * - PUBLIC_BASE_URL unset (the demo): nothing is redirected (issue 28). The loopback names (localhost, 127.0.0.1,
 *   [::1]) are one address, so a health check or a bookmark at http://127.0.0.1:3000/ gets its 200 instead of a
 *   302 to localhost, and a phone on the LAN address is left alone (set PUBLIC_BASE_URL to use the shop from a
 *   phone, docs/operations.md). The returns still come to the listener's http://localhost:PORT, the address
 *   `npm start` prints: a browser that stays on it keeps its cart and tokens through them (docs/decisions.md).
 * - The path alone: the target is the origin form (request-target.ts rewrites an absolute-form request line).
 * - 302, not 301: a permanent redirect would outlive a change of PUBLIC_BASE_URL in every browser's cache.
 */
export function canonicalAddress(config: Pick<AppConfig, 'publicBaseUrl' | 'publicBaseUrlFromListener'>): Middleware {
  if (config.publicBaseUrlFromListener) return (_ctx, next) => next();
  const base = new URL(config.publicBaseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return async (ctx, next) => {
    const pageLoad = (ctx.method === 'GET' || ctx.method === 'HEAD') && !isApiPath(ctx.path)
      && ctx.path !== '/sandbox' && !ctx.path.startsWith('/sandbox/') && path.posix.extname(ctx.path) === '';
    const elsewhere = ctx.host !== '' && ctx.host.toLowerCase() !== base.host;
    if (!pageLoad || !elsewhere) return next();
    // Behind a proxy that strips PUBLIC_BASE_URL's path prefix the request path lacks it: put it back.
    const target = prefix !== '' && ctx.url !== prefix && !ctx.url.startsWith(`${prefix}/`) && !ctx.url.startsWith(`${prefix}?`) ? `${prefix}${ctx.url}` : ctx.url;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${base.origin}${target}`);
    ctx.status = 302;
  };
}
