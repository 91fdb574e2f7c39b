/**
 * Which shop addresses staff may connect (issue 12; research/platforms.md B1): only '<name>.myshopify.com' or a
 * custom domain listed in the configuration (SHOPIFY_CUSTOM_DOMAINS). The rule lives with the Shopify adapter
 * (adapters/shopify), which also refuses what could turn our server against another host (schemes other than
 * https, paths, ports, user info, IP addresses); the use case asks it through this port before anything is
 * called or stored.
 */
export interface ShopDomains {
  /** The normalised domain ('outlet-demo.myshopify.com'), or null when the address is not one we may connect. */
  normalize(input: string): string | null;
}

export const SHOP_DOMAINS = Symbol.for('ShopifyShopDomains');
