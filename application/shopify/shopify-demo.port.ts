/**
 * The demo's Shopify shop (issue 28): under PROVIDERS=sandbox the Shopify simulator holds one shop, reached with a
 * public demo token (in the repository, accepted by the simulator only), which the console offers so the owner can
 * connect in one click. null everywhere else: a live shop's token is never known to us before staff paste it.
 * Bound by the shopify module from the configuration.
 */
export interface ShopifyDemoCredentials {
  shopUrl: string;
  accessToken: string;
}

export const SHOPIFY_DEMO_CREDENTIALS = Symbol.for('ShopifyDemoCredentials');
