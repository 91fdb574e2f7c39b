import { Router } from '@koa/router';
import type { Context } from 'koa';
import { readFormFields } from '../../http/form-body';
import { isRecord, MALFORMED, readJson } from '../shopee/request-input';
import { PRODUCT_ID_BASE } from './catalogue';
import { registerControlRoutes } from './control-routes';
import { OPERATIONS, operationNameOf, type OperationContext } from './graphql-operations';
import { SANDBOX_TOKEN_SCOPE, ShopifySandbox } from './shopify-sandbox';
import type { ShopifySandboxOptions } from './shopify-sandbox-options';

/**
 * The Shopify simulator over HTTP (what it answers: shopify-sandbox.ts's header). Mounted by server/sandbox-mounts.ts
 * ONLY when PROVIDERS=sandbox (production refuses that mode): the control routes need no credentials.
 */

/** Shopify's single-query limit (B6). */
const MAX_QUERY_COST = 1000;
const VERSION = /^(\d{4}-\d{2}|unstable)$/;
export const INVALID_TOKEN_BODY = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

export interface ShopifySandboxMount {
  sandbox: ShopifySandbox;
  router: Router;
}

export function shopifySandboxRouter(options: ShopifySandboxOptions): ShopifySandboxMount {
  const sandbox = new ShopifySandbox(options);
  return { sandbox, router: routerFor(sandbox) };
}

function routerFor(sandbox: ShopifySandbox): Router {
  const publicBase = sandbox.options.publicBaseUrl.replace(/\/+$/, '');
  const prefix = new URL(publicBase).pathname.replace(/\/+$/, '');
  const router = new Router(prefix === '' ? {} : { prefix });
  const context: OperationContext = {
    shop: { name: sandbox.shopName, myshopifyDomain: sandbox.shopDomain },
    products: sandbox.products,
    orders: sandbox.orders,
    imageUrl: (product, n) => `${publicBase}/images/${product.id}-${n}.svg`,
  };

  const json = (ctx: Context, status: number, body: unknown) => {
    ctx.status = status;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
  /** An unknown shop or version: Shopify's 404 (B3: "commonly 404"). */
  const knownShop = (ctx: Context): boolean => {
    if (ctx.params.shop === sandbox.shopDomain && (ctx.params.version === undefined || VERSION.test(ctx.params.version))) return true;
    json(ctx, 404, { errors: 'Not Found' });
    return false;
  };
  const costOf = (requested: number, actual: number | null) => ({
    requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: sandbox.bucket.status(sandbox.nowMs()),
  });
  const graphqlErrors = (ctx: Context, message: string, code: string, cost?: unknown) =>
    json(ctx, 200, { errors: [{ message, extensions: { code } }], ...(cost ? { extensions: { cost } } : {}) });

  router.post('/:shop/admin/api/:version/graphql.json', async (ctx) => {
    if (!knownShop(ctx)) return;
    ctx.set('X-Shopify-API-Version', ctx.params.version);
    // The token is checked before the body is read: an unauthenticated caller learns nothing and spends nothing.
    if (!sandbox.tokenValid(ctx.get('X-Shopify-Access-Token') || undefined)) {
      ctx.set('WWW-Authenticate', 'Basic Realm="Shopify API Authentication"');
      return json(ctx, 401, INVALID_TOKEN_BODY);
    }
    const body = await readJson(ctx);
    if (body === MALFORMED || !isRecord(body) || typeof body.query !== 'string') return json(ctx, 400, { errors: { query: 'Required parameter missing or invalid' } });
    const name = operationNameOf(body);
    const operation = name === undefined ? undefined : OPERATIONS[name];
    if (!operation) return graphqlErrors(ctx, `The simulator does not answer the operation ${name ?? '(anonymous)'}; it knows ${Object.keys(OPERATIONS).join(', ')}`, 'UNSUPPORTED_OPERATION');
    const variables = isRecord(body.variables) ? body.variables : {};
    const requested = operation.requestedCost(variables);
    if (typeof requested === 'string') return graphqlErrors(ctx, requested, 'BAD_REQUEST');
    if (requested > MAX_QUERY_COST) {
      return json(ctx, 200, { errors: [{
        message: `Query cost is ${requested}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
        extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: MAX_QUERY_COST },
      }] });
    }
    if (sandbox.takeForcedThrottle() || !sandbox.bucket.take(requested, sandbox.nowMs())) {
      return json(ctx, sandbox.throttledStatus, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
        extensions: { cost: costOf(requested, null) },
      });
    }
    const result = operation.run(variables, context);
    if (!result.ok) {
      sandbox.bucket.refund(requested - 1);
      return graphqlErrors(ctx, result.message, result.code, costOf(requested, 1));
    }
    sandbox.bucket.refund(requested - result.actualCost);
    json(ctx, 200, { data: result.data, extensions: { cost: costOf(requested, result.actualCost) } });
  });

  router.post('/:shop/admin/oauth/access_token', async (ctx) => {
    if (!knownShop(ctx)) return;
    const fields = ctx.is('application/json') ? await readJson(ctx) : await readFormFields(ctx);
    const form = isRecord(fields) ? fields : {};
    if (form.grant_type !== 'client_credentials') return json(ctx, 400, { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
    const grant = sandbox.grantToken(String(form.client_id ?? ''), String(form.client_secret ?? ''));
    if (!grant) return json(ctx, 400, { error: 'invalid_client', error_description: 'Client authentication failed' });
    json(ctx, 200, { access_token: grant.accessToken, scope: SANDBOX_TOKEN_SCOPE, expires_in: grant.expiresIn });
  });

  router.get('/images/:file', (ctx) => {
    const match = /^(\d{1,16})-([1-9])\.svg$/.exec(ctx.params.file);
    const product = match ? sandbox.products.find((p) => p.id === Number(match[1])) : undefined;
    const n = match ? Number(match[2]) : 0;
    if (!product || n > product.imageCount) return json(ctx, 404, { errors: 'Not Found' });
    ctx.type = 'image/svg+xml';
    // An SVG opened directly is a document: nothing in it may run or load.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = productSvg(product.id - PRODUCT_ID_BASE, n);
  });

  registerControlRoutes(router, sandbox);
  return router;
}

/** A flat picture: a hue per product, the product number and the picture number (no text from input). */
function productSvg(productNumber: number, n: number): string {
  const hue = (productNumber * 37) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">`
    + `<rect width="600" height="600" fill="hsl(${hue},45%,${n === 1 ? 82 : 70}%)"/>`
    + `<text x="300" y="320" font-family="sans-serif" font-size="64" text-anchor="middle" fill="hsl(${hue},45%,25%)">OUTLET ${productNumber}-${n}</text></svg>`;
}
