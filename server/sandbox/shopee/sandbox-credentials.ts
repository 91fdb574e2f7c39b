/**
 * The demo partner the Shopee simulator plays Shopee for (PROVIDERS=sandbox). Not secret: the simulator runs
 * inside the shop and only stands in for Shopee. The integration wires server/shopee-config.ts's demo values
 * into the router's options; these are the defaults until then.
 */
export const SANDBOX_SHOPEE_PARTNER_ID = 1000001;
export const SANDBOX_SHOPEE_PARTNER_KEY = 'sandbox-shopee-partner-key-not-secret';

/** Where startServer mounts the Shopee simulator when PROVIDERS=sandbox (under PUBLIC_BASE_URL). */
export const SANDBOX_SHOPEE_PATH = '/sandbox/shopee';
