import { parseTokenKey } from '../adapters/security/token-cipher';
import type { AppConfig } from './config';
import type { Parser } from './config-parsers';
import { keyWeakness } from './secret-strength';

/**
 * The shop side of the Shopify connection (issue 12): the key that encrypts the stored credentials and the stock
 * sync's schedule. (The Admin API settings, SHOPIFY_API_VERSION and friends, are the adapter's: shopify-config.ts.)
 *
 * Our decision: a key of its own, SHOPIFY_TOKEN_KEY, rather than reusing SHOPEE_TOKEN_KEY: the two are separate
 * providers' secrets, rotated on their own (a changed key turns that one connection to 'reauthorize'), and a
 * shop using only Shopify should not need a Shopee setting. Same rules as SHOPEE_TOKEN_KEY: 32 bytes as 64 hex
 * digits or base64; PROVIDERS=sandbox defaults to a public demo key, refused when NODE_ENV=production; outside
 * the sandbox, no key means no Shopify connection can be stored (connecting answers 503 SHOPIFY_NOT_CONNECTED).
 */
export interface ShopifyConnectionConfig {
  /** SHOPIFY_TOKEN_KEY. Never log it. */
  tokenKey: Buffer | undefined;
  /** SHOPIFY_SYNC_MINUTES: how often the stock sync runs; 0 = never by itself (staff can still start it). */
  syncMinutes: number;
}

export const DEFAULT_SHOPIFY_SYNC_MINUTES = 15;
export const MAX_SHOPIFY_SYNC_MINUTES = 1440;
/** The demo's key (32 ASCII bytes as hex): public, refused in production. */
export const DEMO_SHOPIFY_TOKEN_KEY = Buffer.from('demo-shopify-token-key-notsecret', 'utf8').toString('hex');

export const parseShopifyTokenKey: Parser<Buffer> = (raw) => {
  const key = parseTokenKey(raw);
  return key ? { ok: true, value: key } : { ok: false, problem: 'must be 32 bytes written as 64 hex digits or base64 (e.g. openssl rand -hex 32)' };
};

/** The key the connection store runs with: as configured, the demo key in the sandbox, else none. */
export function effectiveShopifyTokenKey(config: Pick<AppConfig, 'providers' | 'shopifyConnection'>): Buffer | undefined {
  return config.shopifyConnection.tokenKey ?? (config.providers === 'sandbox' ? Buffer.from(DEMO_SHOPIFY_TOKEN_KEY, 'hex') : undefined);
}

export function shopifyConnectionProductionRefusals(config: Pick<AppConfig, 'shopifyConnection'>): string[] {
  const key = config.shopifyConnection.tokenKey;
  if (key === undefined) return [];
  if (key.equals(Buffer.from(DEMO_SHOPIFY_TOKEN_KEY, 'hex'))) return ['SHOPIFY_TOKEN_KEY must not be the demo key when NODE_ENV=production (it is public)'];
  const weakness = keyWeakness(key);
  return weakness === undefined ? [] : [`SHOPIFY_TOKEN_KEY is not a random key, refused when NODE_ENV=production (${weakness})`];
}
