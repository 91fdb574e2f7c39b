import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { Success } from '../../../application/contracts/shared';
import { ShopifyAuthCheck, ShopifyConnectionStatus, ShopifyCredentialsBody, ShopifyWebhookAnswer } from '../../../application/contracts/shopify';
import { CheckShopifyAuth } from '../../../application/shopify/check-shopify-auth';
import { GetShopifyConnection } from '../../../application/shopify/get-shopify-connection';
import { ReceiveShopifyWebhook } from '../../../application/shopify/receive-shopify-webhook';
import { RemoveShopifyCredentials } from '../../../application/shopify/remove-shopify-credentials';
import { SaveShopifyCredentials } from '../../../application/shopify/save-shopify-credentials';
import { requireStaff, staffOf } from '../auth';
import { decodeOrThrow } from '../codecs/decode';
import { readBytes } from '../body-bytes';
import { MAX_JSON_BODY_BYTES } from '../json-body';
import { NO_STORE, respond } from '../respond';
import { toShopifyConnectionWire } from '../wire/shopify';

const header = (ctx: Context, name: string): string | undefined => {
  const value = ctx.get(name);
  return value === '' ? undefined : value;
};

/**
 * The Shopify connection (issue 12; application/contracts/shopify.ts): the public flag, the staff's credentials
 * and connection view (staff token: none 401, a customer's 403), and Shopify's webhooks (no token: the HMAC is the
 * proof). Connection answers are Cache-Control: no-store.
 */
export function shopifyRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container);
  const check = container.get(CheckShopifyAuth);
  const save = container.get(SaveShopifyCredentials);
  const remove = container.get(RemoveShopifyCredentials);
  const connection = container.get(GetShopifyConnection);
  const webhook = container.get(ReceiveShopifyWebhook);

  router.get('/api/shopify/auth/check', async (ctx) => {
    const connected = await check.execute();
    respond(ctx, ShopifyAuthCheck, { authenticated: connected, shopifyAuthenticated: connected }, NO_STORE);
  });

  router.post('/api/shopify/credentials', staff, async (ctx) => {
    const body = decodeOrThrow(ShopifyCredentialsBody, ctx.request.body ?? {});
    const view = await save.execute({
      staffId: staffOf(ctx).staff.id, shopUrl: body.shopUrl ?? '', accessToken: body.accessToken, clientId: body.clientId, clientSecret: body.clientSecret,
    });
    respond(ctx, ShopifyConnectionStatus, toShopifyConnectionWire(view), NO_STORE);
  });

  router.delete('/api/shopify/credentials', staff, async (ctx) => {
    await remove.execute(staffOf(ctx).staff.id);
    respond(ctx, Success, { success: true }, NO_STORE);
  });

  router.get('/api/admin/shopify/connection', staff, async (ctx) => {
    respond(ctx, ShopifyConnectionStatus, toShopifyConnectionWire(await connection.execute()), NO_STORE);
  });

  // The HMAC is over the bytes Shopify sent: jsonBody keeps them for application/json; any other type is read here.
  router.post('/api/shopify/webhooks', async (ctx) => {
    const rawBody = ctx.request.rawBody ?? (await readBytes(ctx.req, MAX_JSON_BODY_BYTES));
    const outcome = await webhook.execute({
      rawBody, hmac: header(ctx, 'X-Shopify-Hmac-Sha256') ?? header(ctx, 'shopify-hmac-sha256'), topic: header(ctx, 'X-Shopify-Topic'),
      webhookId: header(ctx, 'X-Shopify-Webhook-Id'), shopDomain: header(ctx, 'X-Shopify-Shop-Domain'),
    });
    respond(ctx, ShopifyWebhookAnswer, { success: true, outcome });
  });

  return router;
}
