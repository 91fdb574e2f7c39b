import { parseTokenKey } from '../adapters/security/token-cipher';
import {
  SHOPEE_LIVE_API_BASE_URL,
  SHOPEE_LIVE_API_BASE_URLS,
  SHOPEE_LIVE_AUTH_URL,
  SHOPEE_LIVE_AUTH_URLS,
  SHOPEE_TEST_HOST_MARKER,
  type ShopeeApiSettings,
} from '../adapters/shopee/shopee-settings';
import type { AppConfig } from './config';
import type { Parser } from './config-parsers';
import { keyWeakness } from './secret-strength';

/**
 * The Shopee configuration (issue 11): our app's partner id and key on the Shopee Open Platform, its hosts,
 * the key that encrypts the shop's tokens at rest, and the sync schedule.
 *
 * PROVIDERS=sandbox: every Shopee setting defaults to the offline simulator mounted under PUBLIC_BASE_URL
 * (server/sandbox/shopee), with the public demo credentials below, which the simulator uses too.
 * PROVIDERS=ecpay (the real providers): Shopee's live hosts by default; SHOPEE_PARTNER_ID, SHOPEE_PARTNER_KEY and
 * SHOPEE_TOKEN_KEY are given together or not at all (none: the marketplace stays "not connected").
 * NODE_ENV=production refuses a missing or demo key and test hosts (production-refusals.ts).
 */
export interface ShopeeConfig {
  /** SHOPEE_PARTNER_ID. */
  partnerId: number | undefined;
  /** SHOPEE_PARTNER_KEY: the HMAC key of every request. Never log it. */
  partnerKey: string | undefined;
  /** SHOPEE_API_BASE. */
  apiBaseUrl: string | undefined;
  /** SHOPEE_AUTH_URL: the authorisation page of the new link format. */
  authUrl: string | undefined;
  /** SHOPEE_TOKEN_KEY: 32 bytes (64 hex digits or base64), AES-256-GCM key of the stored tokens. Never log it. */
  tokenKey: Buffer | undefined;
  /** SHOPEE_SYNC_MINUTES: how often the product sync runs; 0 = never by itself (staff can still start it). */
  syncMinutes: number;
  /** SANDBOX_SHOPEE_ITEMS: the simulator's demo shop size (PROVIDERS=sandbox only; undefined: its default). */
  sandboxItems?: number;
}

/** What the adapter and the connection store are built with. */
export interface EffectiveShopeeConfig {
  api: ShopeeApiSettings;
  tokenKey: Buffer;
}

/** Where startServer mounts the Shopee simulator when PROVIDERS=sandbox. */
export const SANDBOX_SHOPEE_PATH = '/sandbox/shopee';
/** The simulator's app credentials: public (in the repository), refused in production. */
export const SANDBOX_SHOPEE_PARTNER_ID = 1000001;
export const SANDBOX_SHOPEE_PARTNER_KEY = 'sandbox-shopee-partner-key-not-secret';
/** The demo's token key (32 ASCII bytes, as 64 hex digits): public, refused in production. */
export const DEMO_SHOPEE_TOKEN_KEY = Buffer.from('demo-shopee-token-key-not-secret', 'utf8').toString('hex');

export const DEFAULT_SHOPEE_SYNC_MINUTES = 30;
/** The simulator's own bound (server/sandbox/shopee/catalogue.ts MAX_CATALOGUE_SIZE). */
export const MAX_SANDBOX_SHOPEE_ITEMS = 50_000;
/** One day: a sync less often than that is not a mirror any more. */
export const MAX_SHOPEE_SYNC_MINUTES = 1440;
/** Shopee partner ids are positive integers (the documented ones have 7 digits). */
const MAX_PARTNER_ID = 2 ** 31 - 1;

export const parseShopeeTokenKey: Parser<Buffer> = (raw) => {
  const key = parseTokenKey(raw);
  return key ? { ok: true, value: key } : { ok: false, problem: 'must be 32 bytes written as 64 hex digits or base64 (e.g. openssl rand -hex 32)' };
};

export const parsePartnerId: Parser<number> = (raw) => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_PARTNER_ID
  ? { ok: true, value: Number(raw) }
  : { ok: false, problem: 'must be the positive integer partner id of the Shopee console' });

/** The three that belong together outside the sandbox. */
const CREDENTIALS: Array<[keyof ShopeeConfig, string]> = [['partnerId', 'SHOPEE_PARTNER_ID'], ['partnerKey', 'SHOPEE_PARTNER_KEY'], ['tokenKey', 'SHOPEE_TOKEN_KEY']];

/** Half a credential group is refused in every mode: the shop would sign with one app and find no key for its tokens. */
export function shopeeProblems(config: Pick<AppConfig, 'providers' | 'shopee'>): string[] {
  if (config.providers === 'sandbox') return [];
  const missing = CREDENTIALS.filter(([field]) => config.shopee[field] === undefined).map(([, name]) => name);
  if (missing.length > 0 && missing.length < CREDENTIALS.length) {
    return [`${missing.join(', ')} missing: give all of ${CREDENTIALS.map(([, name]) => name).join(', ')}, or none to leave Shopee unconnected`];
  }
  return [];
}

/**
 * The settings the adapter runs with: as configured, the gaps filled with the simulator's (PROVIDERS=sandbox)
 * or Shopee's live hosts. null outside the sandbox when no credentials are set (Shopee is not used). Call it
 * with the resolved publicBaseUrl (after listening), like effectiveEcpayConfig.
 */
export function effectiveShopeeConfig(config: Pick<AppConfig, 'providers' | 'publicBaseUrl' | 'shopee'>): EffectiveShopeeConfig | null {
  const { shopee } = config;
  if (config.providers === 'sandbox') {
    const simulator = `${config.publicBaseUrl}${SANDBOX_SHOPEE_PATH}`;
    return {
      api: {
        partnerId: shopee.partnerId ?? SANDBOX_SHOPEE_PARTNER_ID,
        partnerKey: shopee.partnerKey ?? SANDBOX_SHOPEE_PARTNER_KEY,
        apiBaseUrl: shopee.apiBaseUrl ?? simulator,
        authUrl: shopee.authUrl ?? `${simulator}/auth`,
      },
      tokenKey: shopee.tokenKey ?? Buffer.from(DEMO_SHOPEE_TOKEN_KEY, 'hex'),
    };
  }
  if (shopee.partnerId === undefined || shopee.partnerKey === undefined || shopee.tokenKey === undefined) return null;
  return {
    api: {
      partnerId: shopee.partnerId,
      partnerKey: shopee.partnerKey,
      apiBaseUrl: shopee.apiBaseUrl ?? SHOPEE_LIVE_API_BASE_URL,
      authUrl: shopee.authUrl ?? SHOPEE_LIVE_AUTH_URL,
    },
    tokenKey: shopee.tokenKey,
  };
}

/**
 * NODE_ENV=production: Shopee must be configured with keys of our own (the demo ones are public: anybody could
 * sign as our app or decrypt a copied token row), and must talk to Shopee's live hosts, not its test
 * environment (test-stable hosts) nor a simulator path.
 */
export function shopeeProductionRefusals(config: Pick<AppConfig, 'providers' | 'publicBaseUrl' | 'shopee'>): string[] {
  const refusals: string[] = [];
  const { shopee } = config;
  if (shopee.partnerId === undefined || shopee.partnerKey === undefined) {
    refusals.push('SHOPEE_PARTNER_ID and SHOPEE_PARTNER_KEY must be set when NODE_ENV=production (the live app\'s credentials from the Shopee console)');
  } else if (shopee.partnerKey === SANDBOX_SHOPEE_PARTNER_KEY) {
    refusals.push('SHOPEE_PARTNER_KEY must not be the sandbox key when NODE_ENV=production (it is public)');
  }
  if (shopee.tokenKey === undefined) {
    refusals.push('SHOPEE_TOKEN_KEY must be set when NODE_ENV=production (32 random bytes, e.g. openssl rand -hex 32: it encrypts the shop\'s tokens)');
  } else if (shopee.tokenKey.equals(Buffer.from(DEMO_SHOPEE_TOKEN_KEY, 'hex'))) {
    refusals.push('SHOPEE_TOKEN_KEY must not be the demo key when NODE_ENV=production (it is public)');
  } else {
    const weakness = keyWeakness(shopee.tokenKey);
    if (weakness !== undefined) refusals.push(`SHOPEE_TOKEN_KEY is not a random key, refused when NODE_ENV=production (${weakness})`);
  }
  // Only Shopee's own live addresses, exactly: any other host would receive our signed calls and the shop's tokens.
  const hosts: Array<[string, string | undefined, readonly string[]]> = [
    ['SHOPEE_API_BASE', shopee.apiBaseUrl, SHOPEE_LIVE_API_BASE_URLS], ['SHOPEE_AUTH_URL', shopee.authUrl, SHOPEE_LIVE_AUTH_URLS],
  ];
  for (const [name, url, live] of hosts) {
    if (url === undefined || live.some((address) => new URL(address).href === new URL(url).href)) continue;
    const { protocol, host, hostname, pathname } = new URL(url);
    const what = hostname.includes(SHOPEE_TEST_HOST_MARKER) || pathname.startsWith(SANDBOX_SHOPEE_PATH) ? 'a test or simulator address' : 'not one of them';
    refusals.push(`${name} must be a live Shopee address (${live.join(', ')}) when NODE_ENV=production (${protocol}//${host}${pathname} is ${what})`);
  }
  return refusals;
}
