import type { Knex } from 'knex';
import { systemClock } from '../../adapters/clock/system-clock';
import { hmacTokenHasher, type TokenHasher } from '../../adapters/security/token-hasher';
import type { ShopeeLog } from '../../adapters/shopee/shopee-http-client';
import type { ShopifyLog } from '../../adapters/shopify/shopify-graphql-client';
import { OrderEventSubscriptions } from '../../application/order-events/order-event-subscriptions';
import type { Clock } from '../../application/shared/clock.port';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { effectiveShopeeConfig, type EffectiveShopeeConfig } from '../shopee-config';
import { effectiveShopifyConfig, type EffectiveShopifyConfig } from '../shopify-config';
import { effectiveShopifyTokenKey } from '../shopify-connection-config';

/** How the provider adapters are built: their effective settings (from the configuration) and where they log. */
export interface ProviderWiring {
  /** null: Shopee is not configured (PROVIDERS=ecpay without SHOPEE_* credentials), its stand-ins are bound. */
  shopee: EffectiveShopeeConfig | null;
  shopeeLog: ShopeeLog;
  /** PROVIDERS=sandbox: the Shopee client's pace, below the simulator's limit (shopee-wiring.ts); unset: unpaced. */
  shopeeCallsPerSecond?: number;
  shopify: EffectiveShopifyConfig;
  /** The key of the stored Shopify credentials; none (outside the sandbox without SHOPIFY_TOKEN_KEY): not connectable. */
  shopifyTokenKey: Buffer | undefined;
  shopifyLog: ShopifyLog;
}

/** What every context module builds its adapters from: nothing here is a context's own. */
export interface Infrastructure {
  config: AppConfig;
  logger: Logger;
  knex: Knex;
  /** The system clock, or a fake one a test moves past the 2-hour hold. */
  clock: Clock;
  /** The keyed hash of stored session and order tokens (TOKEN_SECRET). */
  tokenHasher: TokenHasher;
  providers: ProviderWiring;
  /**
   * Who consumes which order event (issue 30): filled from the modules' orderEventSubscriptions when the container is
   * built, read by the one writer of order moves when it writes each event's deliveries.
   */
  orderEvents: OrderEventSubscriptions;
}

/** The infrastructure of a configured server: `config.publicBaseUrl` must be final (the provider callbacks derive from it). */
export function createInfrastructure(
  { knex, config, logger, clock = systemClock, shopeeCallsPerSecond }: { knex: Knex; config: AppConfig; logger: Logger; clock?: Clock; shopeeCallsPerSecond?: number },
): Infrastructure {
  return {
    config,
    logger,
    knex,
    clock,
    tokenHasher: hmacTokenHasher(config.tokenSecret),
    orderEvents: new OrderEventSubscriptions(),
    providers: {
      shopee: effectiveShopeeConfig(config),
      shopeeLog: (event, details) => logger.info(`shopee: ${event}`, details),
      ...(shopeeCallsPerSecond === undefined ? {} : { shopeeCallsPerSecond }),
      shopify: effectiveShopifyConfig(config),
      shopifyTokenKey: effectiveShopifyTokenKey(config),
      shopifyLog: (event, details) => logger.info(`shopify: ${event}`, details),
    },
  };
}
