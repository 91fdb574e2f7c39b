import path from 'node:path';
import type { Middleware } from 'koa';
import type { AppConfig } from '../config';
import { isApiPath } from './static-files';

/** Hosts that name this machine: a browser on it reaches the server at the canonical localhost address too. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const isLoopback = (hostname: string) => LOOPBACK_HOSTNAMES.has(hostname) || hostname.startsWith('127.');

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
 * - PUBLIC_BASE_URL unset (the demo): the canonical address is the listener's, http://localhost:PORT, which only
 *   this machine can reach, so only loopback names are redirected; a phone on the LAN address is left alone
 *   (set PUBLIC_BASE_URL to that address to use the shop from a phone, docs/operations.md).
 * - 302, not 301: a permanent redirect would outlive a change of PUBLIC_BASE_URL in every browser's cache.
 */
export function canonicalAddress(config: Pick<AppConfig, 'publicBaseUrl' | 'publicBaseUrlFromListener'>): Middleware {
  const base = new URL(config.publicBaseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return async (ctx, next) => {
    const pageLoad = (ctx.method === 'GET' || ctx.method === 'HEAD') && !isApiPath(ctx.path)
      && ctx.path !== '/sandbox' && !ctx.path.startsWith('/sandbox/') && path.posix.extname(ctx.path) === '';
    const elsewhere = ctx.host !== '' && ctx.host.toLowerCase() !== base.host;
    if (!pageLoad || !elsewhere || (config.publicBaseUrlFromListener && !isLoopback(ctx.hostname.toLowerCase()))) return next();
    // Behind a proxy that strips PUBLIC_BASE_URL's path prefix the request path lacks it: put it back.
    const target = prefix !== '' && ctx.url !== prefix && !ctx.url.startsWith(`${prefix}/`) && !ctx.url.startsWith(`${prefix}?`) ? `${prefix}${ctx.url}` : ctx.url;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${base.origin}${target}`);
    ctx.status = 302;
  };
}
