import type { Clock } from '../../../application/shared/clock.port';

export interface ShopeeSandboxOptions {
  /**
   * The absolute address the shop's adapter and browsers use to reach the simulator, e.g.
   * 'http://localhost:3000/sandbox/shopee'. Its path is the router's prefix; API paths follow it
   * ('<publicBaseUrl>/api/v2/shop/get_shop_info') and are signed WITHOUT it ('/api/v2/shop/get_shop_info').
   * Image URLs of the catalogue are built from it.
   */
  publicBaseUrl: string;
  /**
   * The shop's own base address (PUBLIC_BASE_URL). The authorisation page redirects only to a redirect_uri
   * under it: the simulator runs inside the shop, so redirecting anywhere would make the shop's domain an
   * open redirect (the ECPay simulator has the same rule). Shopee's own rule is similar: redirect_uri must
   * match the "Redirect URL Domain" declared in the Console.
   */
  shopBaseUrl: string;
  /** The partner the simulator plays Shopee for. Default: sandbox-credentials.ts. */
  partnerId?: number;
  partnerKey?: string;
  clock?: Clock;
  /** Items in the demo shop's catalogue (default 320, at most MAX_CATALOGUE_SIZE). */
  catalogueSize?: number;
  /** PRNG seed of the catalogue (default DEFAULT_SEED). */
  seed?: number;
  /** Calls per second per partner + shop before error_rate_limit (default 100; 0 turns the limit off). */
  rateLimitPerSecond?: number;
  /**
   * HTTP status of an error_rate_limit answer: 200 (default, like every other Shopee error answer the
   * simulator gives) or 429 (to exercise a client's handling of a real 429).
   */
  rateLimitStatus?: 200 | 429;
}

export const DEFAULT_RATE_LIMIT_PER_SECOND = 100;
