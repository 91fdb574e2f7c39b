import { DEFAULT_SHOPIFY_API_VERSION, SHOPIFY_API_VERSION_PATTERN, type ShopifyApiSettings } from '../adapters/shopify/shopify-settings';
import { isValidCustomDomain } from '../domain/shopify/shop-domain';
import type { AppConfig } from './config';
import type { Parser } from './config-parsers';
import { secretWeakness, WEBHOOK_SECRET_RULE } from './secret-strength';

/**
 * The Shopify configuration (issue 12; research/platforms.md part B): the pinned Admin API version, the custom
 * shop domains staff may connect besides *.myshopify.com, the app secret that signs webhooks, and the
 * simulator's address.
 *
 * PROVIDERS=sandbox: the adapter talks to the offline simulator mounted at PUBLIC_BASE_URL/sandbox/shopify
 * (server/sandbox/shopify), which holds the demo shop outlet-demo.myshopify.com, and webhooks are signed with
 * the public demo secret below (the simulator signs with it too: it is also the simulator app's client secret,
 * as Shopify signs webhooks with the app's client secret).
 * PROVIDERS=ecpay: Shopify itself; without SHOPIFY_WEBHOOK_SECRET every webhook is refused (fail closed).
 * NODE_ENV=production refuses the demo secret and the simulator's address (shopifyProductionRefusals).
 */
export interface ShopifyConfig {
  /** SHOPIFY_API_VERSION, e.g. 2026-10. */
  apiVersion: string;
  /** SHOPIFY_CUSTOM_DOMAINS: comma-separated hostnames, lower-cased. */
  customDomains: string[];
  /** SHOPIFY_WEBHOOK_SECRET: the app's client secret (the HMAC key of webhooks). Never log it. */
  webhookSecret: string | undefined;
  /** SHOPIFY_API_BASE: where shops are reached instead of https://{shop} (the simulator). */
  apiBaseUrl: string | undefined;
}

/** What the adapters are built with (createShopifyAdapters). */
export type EffectiveShopifyConfig = ShopifyApiSettings & { webhookSecret: string | undefined };

/** Where startServer mounts the Shopify simulator when PROVIDERS=sandbox. */
export const SANDBOX_SHOPIFY_PATH = '/sandbox/shopify';
/** The simulator's shop (research B1: a shop is <name>.myshopify.com). */
export const SANDBOX_SHOPIFY_SHOP_DOMAIN = 'outlet-demo.myshopify.com';
/** The simulator app's client id and secret (client-credentials grant, webhook HMAC): public, refused in production. */
export const SANDBOX_SHOPIFY_CLIENT_ID = 'sandbox-shopify-client-id';
export const DEMO_SHOPIFY_WEBHOOK_SECRET = 'sandbox-shopify-client-secret-not-secret';

export const DEFAULT_SHOPIFY_CONFIG: ShopifyConfig = Object.freeze({ apiVersion: DEFAULT_SHOPIFY_API_VERSION, customDomains: [], webhookSecret: undefined, apiBaseUrl: undefined });

export const parseShopifyApiVersion: Parser<string> = (raw) => (SHOPIFY_API_VERSION_PATTERN.test(raw)
  ? { ok: true, value: raw }
  : { ok: false, problem: 'must be a Shopify API version: YYYY-01, -04, -07 or -10 (e.g. 2026-10), or unstable' });

export const parseCustomDomains: Parser<string[]> = (raw) => {
  const domains = raw.split(',').map((domain) => domain.trim().toLowerCase()).filter((domain) => domain !== '');
  const bad = domains.filter((domain) => !isValidCustomDomain(domain));
  return bad.length === 0
    ? { ok: true, value: [...new Set(domains)] }
    : { ok: false, problem: `must be hostnames separated by commas, without scheme, port, path or IP address (${bad.join(', ')} is not)` };
};

/** The adapter's settings: as configured, the simulator and the demo secret filled in under PROVIDERS=sandbox. Call with the resolved publicBaseUrl. */
export function effectiveShopifyConfig(config: Pick<AppConfig, 'providers' | 'publicBaseUrl' | 'shopify'>): EffectiveShopifyConfig {
  const { shopify } = config;
  const sandbox = config.providers === 'sandbox';
  return {
    apiVersion: shopify.apiVersion,
    customDomains: shopify.customDomains,
    apiBaseUrl: shopify.apiBaseUrl ?? (sandbox ? `${config.publicBaseUrl}${SANDBOX_SHOPIFY_PATH}` : undefined),
    webhookSecret: shopify.webhookSecret ?? (sandbox ? DEMO_SHOPIFY_WEBHOOK_SECRET : undefined),
  };
}

/**
 * NODE_ENV=production: the demo webhook secret is public (anybody could forge an inventory webhook and set the
 * outlet's stock), and the simulator's address would send the shop's token to a stand-in. SHOPIFY_API_BASE is
 * meant for the simulator only; production talks to https://{shop}.
 */
export function shopifyProductionRefusals(config: Pick<AppConfig, 'shopify'>): string[] {
  const refusals: string[] = [];
  const { shopify } = config;
  const weakness = shopify.webhookSecret === undefined ? undefined : secretWeakness(shopify.webhookSecret, WEBHOOK_SECRET_RULE, [DEMO_SHOPIFY_WEBHOOK_SECRET]);
  if (shopify.webhookSecret === DEMO_SHOPIFY_WEBHOOK_SECRET) {
    refusals.push('SHOPIFY_WEBHOOK_SECRET must not be the sandbox secret when NODE_ENV=production (it is public: anybody could forge a webhook)');
  } else if (weakness !== undefined) {
    refusals.push(`SHOPIFY_WEBHOOK_SECRET is too weak for NODE_ENV=production (${weakness})`);
  }
  if (shopify.apiBaseUrl !== undefined) {
    const url = new URL(shopify.apiBaseUrl);
    const simulator = url.pathname.replace(/\/+$/, '').endsWith(SANDBOX_SHOPIFY_PATH);
    refusals.push(`SHOPIFY_API_BASE must be unset when NODE_ENV=production (${simulator ? 'it is the simulator\'s address' : 'shops are reached at https://{shop}'}: ${url.host}${url.pathname})`);
  }
  return refusals;
}
