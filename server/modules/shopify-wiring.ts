import type { ContainerModuleLoadOptions } from 'inversify';
import { SHOPIFY_CONNECTION_TABLE } from '../../adapters/persistence/connections/connection-tables';
import { KnexConnectionStore } from '../../adapters/persistence/connections/knex-connection-store';
import { createTokenCipher } from '../../adapters/security/token-cipher';
import { createShopifyAdapters } from '../../adapters/shopify/shopify-adapters';
import { SHOP_DOMAINS, type ShopDomains } from '../../application/shopify/shop-domains.port';
import { SHOPIFY_ADMIN, SHOPIFY_WEBHOOK_VERIFIER, type ShopifyAdmin, type ShopifyWebhookVerifier } from '../../application/shopify/shopify-admin.port';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnectionStore } from '../../application/shopify/shopify-connection.port';
import { normaliseShopDomain } from '../../domain/shopify/shop-domain';
import { noShopifyConnectionStore } from '../shopify-stand-ins';
import type { Infrastructure } from './infrastructure';

/**
 * The Shopify adapter (adapters/shopify): the Admin API (one per process, so the per-shop pacing is shared by the
 * sync job and link-order), the webhook verifier (refuses everything without SHOPIFY_WEBHOOK_SECRET), the
 * shop-address rule with the configured custom domains, and the stored connection, encrypted under
 * SHOPIFY_TOKEN_KEY (without one, outside the sandbox, nothing can be stored: the shop is not connected).
 */
export function bindShopifyAdapters({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>, { knex, clock, providers }: Infrastructure): void {
  const shopify = createShopifyAdapters(providers.shopify, clock, { log: providers.shopifyLog });
  const customDomains = providers.shopify.customDomains;
  bind<ShopifyAdmin>(SHOPIFY_ADMIN).toConstantValue(shopify.admin);
  bind<ShopifyWebhookVerifier>(SHOPIFY_WEBHOOK_VERIFIER).toConstantValue(shopify.webhookVerifier);
  bind<ShopDomains>(SHOP_DOMAINS).toConstantValue({
    normalize: (input) => {
      const result = normaliseShopDomain(input, customDomains);
      return result.ok ? result.domain : null;
    },
  });
  const tokenKey = providers.shopifyTokenKey;
  bind<ShopifyConnectionStore>(SHOPIFY_CONNECTION_STORE).toConstantValue(
    tokenKey ? new KnexConnectionStore(knex, SHOPIFY_CONNECTION_TABLE, createTokenCipher(tokenKey), clock) : noShopifyConnectionStore,
  );
}
