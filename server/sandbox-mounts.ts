import type { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { EcpayGateway } from '../adapters/ecpay/ecpay-gateway';
import { KnexOutbox } from '../adapters/persistence/mail/knex-outbox';
import type { Clock } from '../application/shared/clock.port';
import { SANDBOX_ECPAY_PATH, type AppConfig } from './config';
import type { Logger } from './logger';
import type { ProviderWiring } from './modules';
import { ecpaySandboxRouter } from './sandbox/ecpay/ecpay-sandbox-router';
import type { EcpaySandboxOptions } from './sandbox/ecpay/sandbox-options';
import { mailboxRouter } from './sandbox/mail/mailbox-router';
import { SANDBOX_SHOPEE_PATH } from './sandbox/shopee/sandbox-credentials';
import type { ShopeeSandbox } from './sandbox/shopee/shopee-sandbox';
import type { ShopeeSandboxOptions } from './sandbox/shopee/shopee-sandbox-options';
import { shopeeSandboxRouter } from './sandbox/shopee/shopee-sandbox-router';
import type { ShopifySandbox } from './sandbox/shopify/shopify-sandbox';
import type { ShopifySandboxOptions } from './sandbox/shopify/shopify-sandbox-options';
import { shopifySandboxRouter } from './sandbox/shopify/shopify-sandbox-router';
import { SANDBOX_SHOPIFY_PATH } from './shopify-config';

/** The simulators' options a caller of startServer may give (PROVIDERS=sandbox only). */
export interface SandboxStartOptions {
  /** Tests pass a fake clock to move past the 2-hour reservation hold; the system clock otherwise. */
  clock?: Clock;
  /** Options of the mounted ECPay simulator (tests: no redelivery, a fetch that drops). */
  ecpaySandbox?: Pick<EcpaySandboxOptions, 'fetch' | 'retryDelaysMs' | 'notifyTimeoutMs' | 'onDelivery'>;
  /** Options of the mounted Shopee simulator (catalogue size for the bench, rate limit, partner). */
  shopeeSandbox?: Omit<Partial<ShopeeSandboxOptions>, 'publicBaseUrl' | 'shopBaseUrl'>;
  /**
   * Options of the mounted Shopify simulator (bucket, throttled status, webhook delivery).
   * webhookAddress: undefined here means the default, PUBLIC_BASE_URL/api/shopify/webhooks; null: no webhooks.
   */
  shopifySandbox?: Omit<Partial<ShopifySandboxOptions>, 'publicBaseUrl' | 'shopBaseUrl' | 'webhookAddress'> & { webhookAddress?: string | null };
}

export interface SandboxMounts {
  routers: Router[];
  shopeeSandbox?: ShopeeSandbox;
  shopifySandbox?: ShopifySandbox;
}

/**
 * What startServer mounts before the API: under PROVIDERS=sandbox (and nowhere else) the provider simulators, control
 * routes included; and the outbox's mailbox page while mail goes to the outbox (no SMTP_URL), never in production.
 */
export function sandboxMounts(
  config: AppConfig, container: Container, knex: Knex, providers: ProviderWiring, options: SandboxStartOptions, logger: Logger,
): SandboxMounts {
  const mounts: SandboxMounts = { routers: [] };
  if (config.providers === 'sandbox') {
    mounts.routers.push(ecpaySandbox(config, container, logger, options));
    const shopee = shopeeSandboxRouter({
      publicBaseUrl: `${config.publicBaseUrl}${SANDBOX_SHOPEE_PATH}`,
      // The simulator checks the signs of the partner the adapter signs as (the demo one unless SHOPEE_* say otherwise).
      partnerId: providers.shopee?.api.partnerId,
      partnerKey: providers.shopee?.api.partnerKey,
      // The authorisation page redirects only to the shop itself (no open redirect).
      shopBaseUrl: config.publicBaseUrl,
      clock: options.clock,
      // SANDBOX_SHOPEE_ITEMS: a bigger demo shop for a child process (the bench's 10,000 items); code may still override it.
      ...(config.shopee.sandboxItems === undefined ? {} : { catalogueSize: config.shopee.sandboxItems }),
      ...options.shopeeSandbox,
    });
    mounts.shopeeSandbox = shopee.sandbox;
    mounts.routers.push(shopee.router);
    // The Shopify simulator (SHOPIFY_API_BASE defaults to it): the shop's app secret signs its webhooks, which go
    // to the shop's own webhook route (as if the app had subscribed to orders/create and inventory_levels/update).
    const { webhookAddress, ...shopifyOptions } = options.shopifySandbox ?? {};
    const shopify = shopifySandboxRouter({
      publicBaseUrl: `${config.publicBaseUrl}${SANDBOX_SHOPIFY_PATH}`,
      shopBaseUrl: config.publicBaseUrl,
      clientSecret: providers.shopify.webhookSecret,
      webhookAddress: webhookAddress === null ? undefined : webhookAddress ?? `${config.publicBaseUrl}/api/shopify/webhooks`,
      clock: options.clock,
      ...shopifyOptions,
    });
    mounts.shopifySandbox = shopify.sandbox;
    mounts.routers.push(shopify.router);
  }
  if (config.sandboxMailbox) mounts.routers.push(mailboxRouter({ outbox: new KnexOutbox(knex) }));
  else if (config.smtpUrl === undefined) logger.info('SMTP_URL is not set: mail is only written to the mail_outbox table');
  return mounts;
}

/**
 * The offline ECPay simulator, mounted at SANDBOX_ECPAY_PATH under PUBLIC_BASE_URL and playing ECPay for the
 * gateway's own accounts (the same credentials, so every signature checks out).
 */
function ecpaySandbox(config: AppConfig, container: Container, logger: Logger, options: SandboxStartOptions): Router {
  const gateway = container.get(EcpayGateway);
  return ecpaySandboxRouter({
    credentials: gateway.config,
    publicBaseUrl: `${config.publicBaseUrl}${SANDBOX_ECPAY_PATH}`,
    // Notifications and redirects only to the shop itself (no SSRF, no open redirect).
    shopBaseUrl: config.publicBaseUrl,
    clock: options.clock,
    logisticsAutoAdvanceMs: config.sandboxLogisticsAutoMs,
    ...options.ecpaySandbox,
    onDelivery: (delivery) => {
      if (!delivery.acknowledged) logger.info('ecpay sandbox: notification not acknowledged', { ...delivery });
      options.ecpaySandbox?.onDelivery?.(delivery);
    },
  });
}
