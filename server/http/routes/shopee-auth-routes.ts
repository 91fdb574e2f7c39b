import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { ShopeeAuthCheck, ShopeeAuthUrl, ShopeeConnectionStatus, ShopeeTokenBody } from '../../../application/contracts/marketplace';
import { Success } from '../../../application/contracts/shared';
import { CheckShopeeAuth } from '../../../application/marketplace/check-shopee-auth';
import { ConnectShopee } from '../../../application/marketplace/connect-shopee';
import { DisconnectShopee } from '../../../application/marketplace/disconnect-shopee';
import { GetShopeeAuthUrl } from '../../../application/marketplace/get-shopee-auth-url';
import { GetShopeeConnection } from '../../../application/marketplace/get-shopee-connection';
import { CheckShopifyAuth } from '../../../application/shopify/check-shopify-auth';
import { requireStaff, staffOf } from '../auth';
import { decodeOrThrow } from '../codecs/decode';
import { NO_STORE, respond } from '../respond';
import { toShopeeConnectionWire } from '../wire/marketplace';

/**
 * The Shopee connection (issue 11; application/contracts/marketplace.ts): the public flag, and the staff's
 * link, code exchange, disconnect and connection view (a staff token: none 401, a customer's 403).
 * Every answer is Cache-Control: no-store (the flag changes with a click in the staff console). Connect and
 * disconnect write the staff audit log (issue 12) in their use cases.
 */
export function shopeeAuthRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container);
  const check = container.get(CheckShopeeAuth);
  const authUrl = container.get(GetShopeeAuthUrl);
  const connect = container.get(ConnectShopee);
  const disconnect = container.get(DisconnectShopee);
  const connection = container.get(GetShopeeConnection);
  // The Shopify context (issue 12) answers its own flag; without that context, the marketplace module's fallback says false.
  const shopify = container.get(CheckShopifyAuth);

  router.get('/api/shopee/auth/check', async (ctx) => {
    const [connected, shopifyConnected] = await Promise.all([check.execute(), shopify.execute()]);
    respond(ctx, ShopeeAuthCheck, { authenticated: connected, shopeeAuthenticated: connected, shopifyAuthenticated: shopifyConnected }, NO_STORE);
  });

  router.get('/api/shopee/auth-url', staff, async (ctx) => {
    respond(ctx, ShopeeAuthUrl, authUrl.execute(staffOf(ctx).staff.id), NO_STORE);
  });

  router.post('/api/shopee/auth/token', staff, async (ctx) => {
    const body = decodeOrThrow(ShopeeTokenBody, ctx.request.body ?? {});
    const staffId = staffOf(ctx).staff.id;
    const view = await connect.execute({ staffId, code: body.code, shopId: body.shopId, state: body.state });
    respond(ctx, ShopeeConnectionStatus, toShopeeConnectionWire(view), NO_STORE);
  });

  router.post('/api/shopee/auth/logout', staff, async (ctx) => {
    await disconnect.execute(staffOf(ctx).staff.id);
    respond(ctx, Success, { success: true }, NO_STORE);
  });

  router.get('/api/admin/shopee/connection', staff, async (ctx) => {
    respond(ctx, ShopeeConnectionStatus, toShopeeConnectionWire(await connection.execute()), NO_STORE);
  });

  return router;
}
