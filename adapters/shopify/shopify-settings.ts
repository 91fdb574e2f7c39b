import { ValidationError } from '../../application/errors';
import { normaliseShopDomain } from '../../domain/shopify/shop-domain';

/**
 * What the Shopify adapter needs to know (research/platforms.md B1): the pinned Admin API version, the custom
 * shop domains the operator allows, and, for the sandbox only, the simulator's address. server/shopify-config.ts
 * builds it from the environment; tests and the simulator use their own.
 */
export interface ShopifyApiSettings {
  /** '2026-10': quarterly versions; Shopify no longer has a "latest" alias, the version must be pinned. */
  apiVersion: string;
  /** SHOPIFY_CUSTOM_DOMAINS, lower-case hostnames. */
  customDomains: readonly string[];
  /**
   * SHOPIFY_API_BASE (the simulator, PROVIDERS=sandbox): every shop is reached at `${apiBaseUrl}/${shopDomain}`
   * instead of https://${shopDomain}, so the simulator can tell shops apart without a Host header. Unset: Shopify.
   */
  apiBaseUrl?: string;
}

/** Latest stable version on the research date (2026-11-22, B1). */
export const DEFAULT_SHOPIFY_API_VERSION = '2026-10';
/** Quarterly versions (January, April, July, October) or 'unstable' (B1). */
export const SHOPIFY_API_VERSION_PATTERN = /^(20\d\d-(01|04|07|10)|unstable)$/;

/**
 * https://{shop} (or the simulator's stand-in) for an already-normalised domain. The domain is checked again
 * here, whatever the caller did: this string becomes the host the access token is sent to (no SSRF).
 * @throws ValidationError SHOPIFY_SHOP_DOMAIN_INVALID
 */
export function shopOrigin(settings: ShopifyApiSettings, shopDomain: string): string {
  const checked = normaliseShopDomain(shopDomain, settings.customDomains);
  if (!checked.ok || checked.domain !== shopDomain) throw new ValidationError('SHOPIFY_SHOP_DOMAIN_INVALID', 'SHOPIFY_SHOP_DOMAIN_INVALID');
  return settings.apiBaseUrl === undefined ? `https://${shopDomain}` : `${settings.apiBaseUrl.replace(/\/+$/, '')}/${shopDomain}`;
}

export function graphqlUrl(settings: ShopifyApiSettings, shopDomain: string): string {
  return `${shopOrigin(settings, shopDomain)}/admin/api/${settings.apiVersion}/graphql.json`;
}

export function accessTokenUrl(settings: ShopifyApiSettings, shopDomain: string): string {
  return `${shopOrigin(settings, shopDomain)}/admin/oauth/access_token`;
}
