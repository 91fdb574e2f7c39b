/**
 * What the Shopee adapter needs to know about our app on the Shopee Open Platform (research/platforms.md A1,
 * A2). server/shopee-config.ts builds it from the environment; tests and the simulator use their own.
 */
export interface ShopeeApiSettings {
  partnerId: number;
  /** The app's partner key: the HMAC key of every sign. Never logged. */
  partnerKey: string;
  /** Scheme, host and optional path prefix (the simulator's /sandbox/shopee); paths /api/v2/... are appended. */
  apiBaseUrl: string;
  /** The authorisation page of the NEW link format (A2), e.g. https://open.shopee.com/auth. */
  authUrl: string;
}

/** Live hosts, global (A1, A2): the defaults outside the sandbox. */
export const SHOPEE_LIVE_API_BASE_URL = 'https://partner.shopeemobile.com';
export const SHOPEE_LIVE_AUTH_URL = 'https://open.shopee.com/auth';
/** Every live API base (A1: global, mainland China, US/Brazil): NODE_ENV=production accepts only these. */
export const SHOPEE_LIVE_API_BASE_URLS = [SHOPEE_LIVE_API_BASE_URL, 'https://openplatform.shopee.cn', 'https://openplatform.shopee.com.br'] as const;
/** Every live authorisation page (A2, the same three regions). */
export const SHOPEE_LIVE_AUTH_URLS = [SHOPEE_LIVE_AUTH_URL, 'https://open.shopee.cn/auth', 'https://open.shopee.com.br/auth'] as const;

/** Shopee's own test environment: every sandbox host (API and auth page, all regions) carries this label. */
export const SHOPEE_TEST_HOST_MARKER = 'test-stable';
