import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type * as t from 'io-ts';
import { ShopSettings } from '../../../application/contracts/platform';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { respond } from '../respond';

/**
 * GET /api/shop-settings (issue 28): the home banner as configured (SHOP_BANNER, SHOP_BANNER_TEXT,
 * SHOP_CHAT_ACCOUNT; on in the demo, off by default for a live shop), whether this is the demo
 * (PROVIDERS=sandbox) and whether the demo's mail outbox page exists. Public: nothing in it is secret.
 */
export function shopSettingsRoutes(container: Container): Router {
  const body = shopSettingsOf(container.get<AppConfig>(APP_CONFIG));
  const router = new Router();
  router.get('/api/shop-settings', (ctx) => {
    respond(ctx, ShopSettings, body, { cache: 'no-cache' });
  });
  return router;
}

/** The answer of GET /api/shop-settings; the pages the server paints carry the same (server/http/render/). */
export function shopSettingsOf(config: AppConfig): t.TypeOf<typeof ShopSettings> {
  return {
    banner: config.shopBanner.shown ? { text: config.shopBanner.text, chatAccount: config.shopBanner.chatAccount } : null,
    demo: config.providers === 'sandbox',
    mailOutbox: config.sandboxMailbox,
  };
}
