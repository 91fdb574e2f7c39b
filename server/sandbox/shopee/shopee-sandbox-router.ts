import { Router } from '@koa/router';
import { registerApiRoutes } from './api-routes';
import { registerAuthRoutes } from './auth-routes';
import { registerControlRoutes } from './control-routes';
import { registerImageRoutes } from './image-routes';
import { fail } from './signed-calls';
import { ERRORS } from './shopee-errors';
import { ShopeeSandbox } from './shopee-sandbox';
import type { ShopeeSandboxOptions } from './shopee-sandbox-options';

/**
 * The Shopee simulator over HTTP: the API calls, the authorisation page, the pictures and the control
 * routes (api-routes.ts over signed-calls.ts, auth-routes.ts, image-routes.ts, control-routes.ts). What it checks
 * and serves is listed in shopee-sandbox.ts's header.
 *
 * Mounted by server/sandbox-mounts.ts ONLY when PROVIDERS=sandbox (which production refuses at start-up,
 * server/production-refusals.ts): the control routes under /control need no credentials, so they must never
 * exist anywhere else.
 */

export interface ShopeeSandboxMount {
  sandbox: ShopeeSandbox;
  router: Router;
}

export function shopeeSandboxRouter(options: ShopeeSandboxOptions): ShopeeSandboxMount {
  const sandbox = new ShopeeSandbox(options);
  return { sandbox, router: routerFor(sandbox) };
}

export function routerFor(sandbox: ShopeeSandbox): Router {
  const publicBase = sandbox.options.publicBaseUrl.replace(/\/+$/, '');
  const prefix = new URL(sandbox.options.publicBaseUrl).pathname.replace(/\/+$/, '');
  const router = new Router(prefix === '' ? {} : { prefix });
  const send = registerApiRoutes(router, sandbox, publicBase);
  registerAuthRoutes(router, sandbox, publicBase);
  registerImageRoutes(router, sandbox);
  registerControlRoutes(router, sandbox);
  // Anything else under /api/v2: Shopee's not-found answer (404, never the shop's pages).
  router.all('/api/v2/*rest', (ctx) => send(ctx, fail(ERRORS.apiNotFound), 404));
  return router;
}
