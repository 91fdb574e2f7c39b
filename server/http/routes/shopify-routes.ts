import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import type * as t from 'io-ts';
import { Success } from '../../../application/contracts/shared';
import { ShopifyAuthCheck, ShopifyConnectionStatus, ShopifyCredentialsBody, ShopifyWebhookAnswer } from '../../../application/contracts/shopify';
import { CheckShopifyAuth } from '../../../application/shopify/check-shopify-auth';
import { GetShopifyConnection, type ShopifyConnectionView } from '../../../application/shopify/get-shopify-connection';
import { ReceiveShopifyWebhook } from '../../../application/shopify/receive-shopify-webhook';
import { RemoveShopifyCredentials } from '../../../application/shopify/remove-shopify-credentials';
import { SaveShopifyCredentials } from '../../../application/shopify/save-shopify-credentials';
import { staffOf } from '../auth';
import { decodeOrThrow } from '../codecs/decode';
import { readBytes } from '../body-bytes';
import { MAX_JSON_BODY_BYTES } from '../json-body';
import { respond } from '../respond';
import { staffOnly } from '../staff-only';

/** The staff view of a connection (or none) on the wire: never a token or a secret. */
export function toShopifyConnectionWire(view: ShopifyConnectionView | null): t.TypeOf<typeof ShopifyConnectionStatus> {
  return {
    success: true, connected: view?.status === 'connected', shopDomain: view?.shopDomain ?? null, shopName: view?.shopName ?? null,
    mode: view?.mode ?? null, tokenExpiresAt: view?.tokenExpiresAt?.toISOString() ?? null, connectedAt: view?.connectedAt.toISOString() ?? null,
    status: view?.status ?? null,
  };
}

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
  const staff = staffOnly(container);
  const check = container.get(CheckShopifyAuth);
  const save = container.get(SaveShopifyCredentials);
  const remove = container.get(RemoveShopifyCredentials);
  const connection = container.get(GetShopifyConnection);
  const webhook = container.get(ReceiveShopifyWebhook);
  const answer = <C extends t.Mixed>(ctx: Context, codec: C, body: t.TypeOf<C>) => {
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, codec, body);
  };

  router.get('/api/shopify/auth/check', async (ctx) => {
    const connected = await check.execute();
    answer(ctx, ShopifyAuthCheck, { authenticated: connected, shopifyAuthenticated: connected });
  });

  router.post('/api/shopify/credentials', staff, async (ctx) => {
    const body = decodeOrThrow(ShopifyCredentialsBody, ctx.request.body ?? {});
    const view = await save.execute({
      staffId: staffOf(ctx).staff.id, shopUrl: body.shopUrl ?? '', accessToken: body.accessToken, clientId: body.clientId, clientSecret: body.clientSecret,
    });
    answer(ctx, ShopifyConnectionStatus, toShopifyConnectionWire(view));
  });

  router.delete('/api/shopify/credentials', staff, async (ctx) => {
    await remove.execute(staffOf(ctx).staff.id);
    answer(ctx, Success, { success: true });
  });

  router.get('/api/admin/shopify/connection', staff, async (ctx) => {
    answer(ctx, ShopifyConnectionStatus, toShopifyConnectionWire(await connection.execute()));
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
