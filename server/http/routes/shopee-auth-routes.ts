import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import type * as t from 'io-ts';
import { RecordStaffAction } from '../../../application/admin/record-staff-action';
import { ShopeeAuthCheck, ShopeeAuthUrl, ShopeeConnectionStatus, ShopeeTokenBody } from '../../../application/contracts/marketplace';
import { Success } from '../../../application/contracts/shared';
import { CheckShopeeAuth } from '../../../application/marketplace/check-shopee-auth';
import { ConnectShopee } from '../../../application/marketplace/connect-shopee';
import { DisconnectShopee } from '../../../application/marketplace/disconnect-shopee';
import { GetShopeeAuthUrl } from '../../../application/marketplace/get-shopee-auth-url';
import { GetShopeeConnection, type ShopeeConnectionView } from '../../../application/marketplace/get-shopee-connection';
import { CheckShopifyAuth } from '../../../application/shopify/check-shopify-auth';
import { staffOf } from '../auth';
import { decodeOrThrow } from '../codecs/decode';
import { respond } from '../respond';
import { staffOnly } from '../staff-only';

/** The staff view of a connection (or of none) on the wire: never a token. */
export function toConnectionStatusWire(view: ShopeeConnectionView | null): t.TypeOf<typeof ShopeeConnectionStatus> {
  const connected = view?.status === 'connected';
  return {
    success: true, authenticated: connected, shopeeAuthenticated: connected, shopId: view?.shopId ?? null, shopName: view?.shopName ?? null,
    accessExpiresAt: view?.accessExpiresAt.toISOString() ?? null, authExpiresAt: view?.authExpiresAt?.toISOString() ?? null, status: view?.status ?? null,
  };
}

/** The audit log's target of the Shopee connection's changes (connect, disconnect, sync now). */
export const SHOPEE_TARGET = 'connection:shopee';

/**
 * The Shopee connection (issue 11; application/contracts/marketplace.ts): the public flag, and the staff's
 * link, code exchange, disconnect and connection view (a staff token: none 401, a customer's 403).
 * Every answer is Cache-Control: no-store (the flag changes with a click in the staff console). Connect and
 * disconnect write the staff audit log (issue 12) once they succeeded.
 */
export function shopeeAuthRoutes(container: Container): Router {
  const router = new Router();
  const staff = staffOnly(container);
  const check = container.get(CheckShopeeAuth);
  const authUrl = container.get(GetShopeeAuthUrl);
  const connect = container.get(ConnectShopee);
  const disconnect = container.get(DisconnectShopee);
  const connection = container.get(GetShopeeConnection);
  // The Shopify context (issue 12) answers its own flag; without that context, the marketplace module's fallback says false.
  const shopify = container.get(CheckShopifyAuth);
  const audit = container.get(RecordStaffAction);
  const answer = <C extends t.Mixed>(ctx: Context, codec: C, body: t.TypeOf<C>) => {
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, codec, body);
  };

  router.get('/api/shopee/auth/check', async (ctx) => {
    const [connected, shopifyConnected] = await Promise.all([check.execute(), shopify.execute()]);
    answer(ctx, ShopeeAuthCheck, { authenticated: connected, shopeeAuthenticated: connected, shopifyAuthenticated: shopifyConnected });
  });

  router.get('/api/shopee/auth-url', staff, async (ctx) => {
    answer(ctx, ShopeeAuthUrl, authUrl.execute(staffOf(ctx).staff.id));
  });

  router.post('/api/shopee/auth/token', staff, async (ctx) => {
    const body = decodeOrThrow(ShopeeTokenBody, ctx.request.body ?? {});
    const staffId = staffOf(ctx).staff.id;
    const view = await connect.execute({ staffId, code: body.code, shopId: body.shopId, state: body.state });
    await audit.execute(staffId, 'shopee.connect', SHOPEE_TARGET, { shopId: view.shopId, shopName: view.shopName });
    answer(ctx, ShopeeConnectionStatus, toConnectionStatusWire(view));
  });

  router.post('/api/shopee/auth/logout', staff, async (ctx) => {
    await disconnect.execute();
    await audit.execute(staffOf(ctx).staff.id, 'shopee.disconnect', SHOPEE_TARGET);
    answer(ctx, Success, { success: true });
  });

  router.get('/api/admin/shopee/connection', staff, async (ctx) => {
    answer(ctx, ShopeeConnectionStatus, toConnectionStatusWire(await connection.execute()));
  });

  return router;
}
