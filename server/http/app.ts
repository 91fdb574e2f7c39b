import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from '@koa/router';
import type { Container } from 'inversify';
import Koa from 'koa';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { CONTEXTS, type ContextModule } from '../modules';
import { LOGGER } from '../tokens';
import { canonicalAddress } from './canonical-address';
import { API_NOT_FOUND, errorBody, METHOD_NOT_ALLOWED } from './error-body';
import { requestLanguage } from './language';
import { errorMapping } from './error-mapping';
import { jsonBody } from './json-body';
import { mountedRouter } from './mounted-router';
import { notModifiedBeforeKoa, type EarlyAnswer } from './not-modified-before-koa';
import { notModifiedFirst } from './not-modified-first';
import { closeUnreadBodies } from './unread-body';
import { compressAnswers } from './compression';
import { originFormTarget } from './request-target';
import { requestId } from './request-id';
import { securityHeaderSets, securityHeaders } from './security-headers';
import { refuseUnknownMethods } from './unknown-methods';
import { isApiPath, serveAssets, servePublic, spaFallback } from './static-files';
import { renderPages } from './render/render-pages';
import { storefrontRendererAt } from './render/storefront-renderer';

/**
 * The Koa application: middleware order is the contract.
 * 1. request id, 2. security headers (on every answer, errors included), 3. Connection: close on an answer
 * given before its body was received (a 413 above all), 3b. the request target in origin form (an absolute-form
 * request line rewritten to its path, `*` and the like 400: request-target.ts), 3c. a conditional GET whose ETag a
 * read model holds answered 304 here, before any other work (not-modified-first.ts; the contexts' `revalidators`;
 * a server-rendered page that can be revalidated registers there, whatever renders comes after), 3d. compression
 * of every answer from here on above 1 KB (koa-compress: JSON, HTML, streamed HTML flushed per write; an answer
 * already encoded, such as a precompressed .br/.gz build file, is left alone: compression.ts), 4. error mapping
 * (everything below may throw), 5. 405
 * for methods the shop never serves, 6. JSON bodies, 7. /api routes (with 404 and 405 answered as JSON),
 * 8. page loads at another host than PUBLIC_BASE_URL's redirected there (canonical-address.ts),
 * 9. static files (assets, then the Vite build), 10. the public pages painted by the server (issue 29:
 * server/http/render/), 11. the SPA fallback for every other page.
 * API routes come before the static middleware so the hot API paths never touch the file system.
 * The /api routes are the route modules of the bounded contexts (server/modules/).
 * 0. Before all of them, in Node's request handler: the plain case of 3c (a bodyless GET/HEAD of a revalidator's
 * exact path whose If-None-Match names the fresh ETag) answered 304 with the headers steps 1, 2 and 3c would have
 * set, without a Koa context (not-modified-before-koa.ts; issue 29, decision 43). Anything else takes steps 1-11.
 * `mounts` (the provider simulators of PROVIDERS=sandbox) come right before the API routes; they read their
 * own form bodies.
 */
export function createApp(container: Container, config: AppConfig, mounts: readonly Router[] = [], contexts: readonly ContextModule[] = CONTEXTS): Koa {
  const revalidators = contexts.flatMap((context) => (context.revalidators ?? []).map((revalidator) => revalidator(container)));
  const ecpay = container.get(EcpayGateway).config;
  const security = securityHeaderSets({ formTargets: [ecpay.aioBaseUrl, ecpay.logisticsBaseUrl] });
  // Reads app.proxy when asked, as ctx.secure does: whoever sets it after createApp is heard by both.
  const app: Koa = new AnswersEarly(notModifiedBeforeKoa(revalidators, security, () => app.proxy));
  // Our errors are logged by errorMapping with a request id; Koa's default handler would log them twice.
  app.silent = true;

  // Every context's routers, in the contexts' order (server/modules/index.ts): each gets its use cases from the container.
  const api = new Router();
  for (const context of contexts) {
    for (const routes of context.routes) api.use(routes(container).routes());
  }

  // TRUST_PROXY: only then are X-Forwarded-For/-Proto believed (ctx.ip for the rate limits, ctx.secure for HSTS).
  app.proxy = config.trustProxy;
  app.use(requestId());
  app.use(securityHeaders(security));
  app.use(closeUnreadBodies());
  app.use(originFormTarget());
  app.use(notModifiedFirst(revalidators));
  app.use(compressAnswers());
  app.use(errorMapping(container.get<Logger>(LOGGER)));
  app.use(refuseUnknownMethods());
  app.use(jsonBody());
  app.use(apiFallbacks());
  for (const mount of mounts) {
    // Each asked only about the paths under its routes' shared start (mounted-router.ts).
    const [routes, allowed] = mountedRouter(mount);
    app.use(routes).use(allowed);
  }
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(canonicalAddress(config));
  app.use(serveAssets(config.assetsDir));
  app.use(servePublic(config.publicDir));
  app.use(renderPages({
    container, publicDir: config.publicDir, publicBaseUrl: () => config.publicBaseUrl, renderer: storefrontRendererAt(config.ssrEntry), logger: container.get<Logger>(LOGGER),
  }));
  app.use(spaFallback(config.publicDir));
  return app;
}

/** Koa whose request handler first offers each request to `early` (step 0), and gives Koa only what it left. */
class AnswersEarly extends Koa {
  constructor(private readonly early: EarlyAnswer) {
    super();
  }

  override callback(): ReturnType<Koa['callback']> {
    const koa = super.callback();
    // HTTP/1 only (what createServer of node:http gives): an HTTP/2 request goes to Koa as before.
    return (req, res) => (req.httpVersionMajor < 2 && this.early(req as IncomingMessage, res as ServerResponse) ? ANSWERED : koa(req, res));
  }
}

const ANSWERED = Promise.resolve();

/** An /api/* request that no route answered gets the API's JSON error shape, never the SPA's HTML. */
function apiFallbacks(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (!isApiPath(ctx.path) || ctx.body != null) return;
    // Koa turns an implicit 404 into 200 when a body is set, so the status is set again explicitly.
    const status = ctx.status;
    if (status === 404) ctx.body = errorBody(API_NOT_FOUND, requestLanguage(ctx));
    else if (status === 405) ctx.body = errorBody(METHOD_NOT_ALLOWED, requestLanguage(ctx));
    ctx.status = status;
  };
}
