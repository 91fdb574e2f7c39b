import type { Clock } from '../../application/shared/clock.port';
import { ShopifyAdminAdapter, type ShopifyAdminOptions } from './shopify-admin-adapter';
import type { ShopifyLog } from './shopify-graphql-client';
import type { ShopifyApiSettings } from './shopify-settings';
import { ShopifyHmacWebhookVerifier } from './shopify-webhook-verifier';

/**
 * The Shopify adapters for the composition root: the Admin API (SHOPIFY_ADMIN) and the webhook verifier
 * (SHOPIFY_WEBHOOK_VERIFIER), built from effectiveShopifyConfig (server/shopify-config.ts). One adapter per
 * process, so the per-shop pacing (shopify-graphql-client.ts) is shared by the sync job and link-order.
 */
export function createShopifyAdapters(
  settings: ShopifyApiSettings & { webhookSecret: string | undefined },
  clock: Clock,
  options: { log?: ShopifyLog; http?: Partial<ShopifyAdminOptions> } = {},
) {
  return {
    admin: new ShopifyAdminAdapter(settings, { clock, log: options.log, ...options.http }),
    webhookVerifier: new ShopifyHmacWebhookVerifier(settings.webhookSecret),
  };
}
