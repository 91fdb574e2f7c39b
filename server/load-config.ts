import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ACCOUNT_SETTINGS } from '../application/accounts/account-settings';
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from '../application/shared/abuse-limits';
import { DEFAULT_DATABASE_TIMEOUTS } from '../adapters/persistence/database-timeouts';
import { productionRefusals } from './production-refusals';
import { DEMO_TOKEN_SECRET } from './token-secret';
import { DEFAULT_PASSWORD_HASHING_LIMITS } from '../application/accounts/bounded-password-hasher';
import {
  ConfigError,
  DEFAULT_MAIL_FROM,
  DEFAULT_MARKETPLACE_CACHE_TTL_MS,
  MAX_LIST_CACHE_TTL_MS,
  MAX_MARKETPLACE_CACHE_TTL_MS,
  MAX_PAYMENT_TIMEOUT_MS,
  MAX_RESERVATION_SWEEP_MS,
  MAX_SANDBOX_LOGISTICS_AUTO_MS,
  MAX_SHOP_BANNER_TEXT,
  MAX_SHOP_CHAT_ACCOUNT,
  MIN_PAYMENT_TIMEOUT_MS,
  type AppConfig,
} from './config';
import {
  parseBaseUrl,
  parseBoolean,
  parseDatabaseUrl,
  parseInteger,
  parseProviders,
  parseSmtpUrl,
  parseText,
  parseTokenSecret,
  type Parser,
} from './config-parsers';
import { ecpayProblems } from './ecpay-config';
import { parseCustomDomains, parseShopifyApiVersion } from './shopify-config';
import { DEFAULT_SHOPIFY_API_VERSION } from '../adapters/shopify/shopify-settings';
import { DEFAULT_SHOPIFY_SYNC_MINUTES, MAX_SHOPIFY_SYNC_MINUTES, parseShopifyTokenKey } from './shopify-connection-config';
import { DEFAULT_SHOPEE_SYNC_MINUTES, MAX_SANDBOX_SHOPEE_ITEMS, MAX_SHOPEE_SYNC_MINUTES, parsePartnerId, parseShopeeTokenKey, shopeeProblems } from './shopee-config';

/** Text shown to every visitor: at most `max` characters (code points), no control characters. */
function parseBoundedText(max: number): Parser<string | null> {
  return (raw) => {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(raw)) return { ok: false, problem: 'must not contain control characters (one line of text)' };
    if ([...raw].length > max) return { ok: false, problem: `must be at most ${max} characters` };
    return { ok: true, value: raw };
  };
}

/**
 * Builds the configuration: `overrides` (from code: tests, the bench) win over `env`, env wins over the
 * defaults. Paths come out absolute.
 * @throws ConfigError listing every invalid variable at once.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
  cwd: string = process.cwd(),
): AppConfig {
  const problems: string[] = [];
  // An override is checked like the variable it stands for, so a typo in a test fails the same way.
  const pick = <T>(name: string, override: T | undefined, parse: Parser<T>, fallback: T): T => {
    const raw = override !== undefined ? String(override) : env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const parsed = parse(raw);
    if (parsed.ok) return parsed.value;
    // DATABASE_URL may hold a password: never echo it.
    const shown = SECRET_VARIABLES.includes(name) ? '' : `=${JSON.stringify(raw)}`;
    problems.push(`${name}${shown} ${parsed.problem}`);
    return fallback;
  };

  // `{ databaseUrl: undefined }` is a real choice (the embedded SQLite, whatever DATABASE_URL says).
  const databaseUrl = 'databaseUrl' in overrides && overrides.databaseUrl === undefined
    ? undefined
    : pick<string | undefined>('DATABASE_URL', overrides.databaseUrl, parseDatabaseUrl, undefined);
  const config: AppConfig = {
    port: pick('PORT', overrides.port, parseInteger(0, 65535), 3000),
    host: pick('HOST', overrides.host, parseText, '0.0.0.0'),
    databaseUrl,
    dataDir: path.resolve(cwd, pick('DATA_DIR', overrides.dataDir, parseText, 'data')),
    publicDir: path.resolve(cwd, pick('PUBLIC_DIR', overrides.publicDir, parseText, path.join('dist', 'public'))),
    ssrEntry: path.resolve(cwd, pick('SSR_ENTRY', overrides.ssrEntry, parseText, path.join('dist', 'ssr', 'entry-server.cjs'))),
    assetsDir: path.resolve(cwd, pick('ASSETS_DIR', overrides.assetsDir, parseText, path.join('server', 'static'))),
    listCacheTtlMs: pick('LIST_CACHE_TTL_MS', overrides.listCacheTtlMs, parseInteger(0, MAX_LIST_CACHE_TTL_MS), 1000),
    marketplaceCacheTtlMs: pick(
      'MARKETPLACE_CACHE_TTL_MS', overrides.marketplaceCacheTtlMs, parseInteger(0, MAX_MARKETPLACE_CACHE_TTL_MS), DEFAULT_MARKETPLACE_CACHE_TTL_MS,
    ),
    // The demo catalogue belongs in a throwaway local database, never silently in a shared MySQL one, and never
    // in production unless SEED_DEMO=true says so (a production shop on SQLite would otherwise sell the demo items).
    seedDemo: pick('SEED_DEMO', overrides.seedDemo, parseBoolean, databaseUrl === undefined && env.NODE_ENV !== 'production'),
    sqliteInProduction: pick('SQLITE_IN_PRODUCTION', overrides.sqliteInProduction, parseBoolean, false),
    reservationSweepMs: pick('RESERVATION_SWEEP_MS', overrides.reservationSweepMs, parseInteger(0, MAX_RESERVATION_SWEEP_MS), 60_000),
    cartDebug: pick('CART_DEBUG', overrides.cartDebug, parseBoolean, false),
    providers: pick('PROVIDERS', overrides.providers, parseProviders, 'sandbox'),
    publicBaseUrl: '',
    publicBaseUrlFromListener: false,
    ecpay: {},
    paymentTimeoutMs: pick('PAYMENT_TIMEOUT_MS', overrides.paymentTimeoutMs, parseInteger(MIN_PAYMENT_TIMEOUT_MS, MAX_PAYMENT_TIMEOUT_MS), 20 * 60_000),
    reconcileEveryMs: pick('RECONCILE_EVERY_MS', overrides.reconcileEveryMs, parseInteger(0, MAX_RESERVATION_SWEEP_MS), 60_000),
    sandboxLogisticsAutoMs: pick('SANDBOX_LOGISTICS_AUTO_MS', overrides.sandboxLogisticsAutoMs, parseInteger(0, MAX_SANDBOX_LOGISTICS_AUTO_MS), 0),
    shipmentJobEveryMs: pick('SHIPMENT_JOB_EVERY_MS', overrides.shipmentJobEveryMs, parseInteger(0, MAX_RESERVATION_SWEEP_MS), 30_000),
    orderEventsEveryMs: pick('ORDER_EVENTS_EVERY_MS', overrides.orderEventsEveryMs, parseInteger(0, MAX_RESERVATION_SWEEP_MS), 1000),
    linkedOrderRefreshEveryMs: pick('LINKED_ORDER_REFRESH_EVERY_MS', overrides.linkedOrderRefreshEveryMs, parseInteger(0, 86_400_000), 30 * 60_000),
    accounts: DEFAULT_ACCOUNT_SETTINGS,
    abuse: DEFAULT_ABUSE_LIMITS,
    passwordHashing: {
      concurrency: pick('PASSWORD_HASH_CONCURRENCY', overrides.passwordHashing?.concurrency, parseInteger(1, 64), defaultHashConcurrency()),
      queue: pick('PASSWORD_HASH_QUEUE', overrides.passwordHashing?.queue, parseInteger(0, 10_000), DEFAULT_PASSWORD_HASHING_LIMITS.queue),
    },
    smtpUrl: pick<string | undefined>('SMTP_URL', overrides.smtpUrl, parseSmtpUrl, undefined),
    mailFrom: pick('MAIL_FROM', overrides.mailFrom, parseText, DEFAULT_MAIL_FROM),
    sandboxMailbox: false,
    databaseTimeouts: {
      connectMs: pick('DB_CONNECT_TIMEOUT_MS', overrides.databaseTimeouts?.connectMs, parseInteger(100, 60_000), DEFAULT_DATABASE_TIMEOUTS.connectMs),
      acquireMs: pick('DB_ACQUIRE_TIMEOUT_MS', overrides.databaseTimeouts?.acquireMs, parseInteger(100, 60_000), DEFAULT_DATABASE_TIMEOUTS.acquireMs),
      statementMs: pick('DB_STATEMENT_TIMEOUT_MS', overrides.databaseTimeouts?.statementMs, parseInteger(100, 600_000), DEFAULT_DATABASE_TIMEOUTS.statementMs),
    },
    tokenSecret: pick('TOKEN_SECRET', overrides.tokenSecret, parseTokenSecret, DEMO_TOKEN_SECRET),
    trustProxy: pick('TRUST_PROXY', overrides.trustProxy, parseBoolean, false),
    shopee: {
      partnerId: pick<number | undefined>('SHOPEE_PARTNER_ID', overrides.shopee?.partnerId, parsePartnerId, undefined),
      partnerKey: pick<string | undefined>('SHOPEE_PARTNER_KEY', overrides.shopee?.partnerKey, parseText, undefined),
      apiBaseUrl: pick<string | undefined>('SHOPEE_API_BASE', overrides.shopee?.apiBaseUrl, parseBaseUrl, undefined),
      authUrl: pick<string | undefined>('SHOPEE_AUTH_URL', overrides.shopee?.authUrl, parseBaseUrl, undefined),
      // An override is already a key (Buffer): taken as is, not re-parsed from text.
      tokenKey: overrides.shopee?.tokenKey ?? pick<Buffer | undefined>('SHOPEE_TOKEN_KEY', undefined, parseShopeeTokenKey, undefined),
      syncMinutes: pick('SHOPEE_SYNC_MINUTES', overrides.shopee?.syncMinutes, parseInteger(0, MAX_SHOPEE_SYNC_MINUTES), DEFAULT_SHOPEE_SYNC_MINUTES),
      sandboxItems: pick<number | undefined>('SANDBOX_SHOPEE_ITEMS', overrides.shopee?.sandboxItems, parseInteger(0, MAX_SANDBOX_SHOPEE_ITEMS), undefined),
    },
    shopify: {
      apiVersion: pick('SHOPIFY_API_VERSION', overrides.shopify?.apiVersion, parseShopifyApiVersion, DEFAULT_SHOPIFY_API_VERSION),
      customDomains: pick<string[]>('SHOPIFY_CUSTOM_DOMAINS', overrides.shopify?.customDomains, parseCustomDomains, []),
      webhookSecret: pick<string | undefined>('SHOPIFY_WEBHOOK_SECRET', overrides.shopify?.webhookSecret, parseText, undefined),
      apiBaseUrl: pick<string | undefined>('SHOPIFY_API_BASE', overrides.shopify?.apiBaseUrl, parseBaseUrl, undefined),
    },
    shopBanner: { shown: false, text: null, chatAccount: null },
    shopifyConnection: {
      tokenKey: overrides.shopifyConnection?.tokenKey ?? pick<Buffer | undefined>('SHOPIFY_TOKEN_KEY', undefined, parseShopifyTokenKey, undefined),
      syncMinutes: pick('SHOPIFY_SYNC_MINUTES', overrides.shopifyConnection?.syncMinutes, parseInteger(0, MAX_SHOPIFY_SYNC_MINUTES), DEFAULT_SHOPIFY_SYNC_MINUTES),
    },
  };
  config.sandboxMailbox = config.smtpUrl === undefined && env.NODE_ENV !== 'production';
  config.shopBanner = {
    shown: pick('SHOP_BANNER', overrides.shopBanner?.shown, parseBoolean, config.providers === 'sandbox'),
    text: pick<string | null>('SHOP_BANNER_TEXT', overrides.shopBanner?.text ?? undefined, parseBoundedText(MAX_SHOP_BANNER_TEXT), null),
    chatAccount: pick<string | null>('SHOP_CHAT_ACCOUNT', overrides.shopBanner?.chatAccount ?? undefined, parseBoundedText(MAX_SHOP_CHAT_ACCOUNT), null),
  };
  const accounts = overrides.accounts;
  const staffSecretCode = pick<string | undefined>('STAFF_SECRET_CODE', accounts?.staffSecretCode, parseText, undefined);
  config.accounts = {
    staffSecretCode: staffSecretCode ?? DEFAULT_ACCOUNT_SETTINGS.staffSecretCode,
    loginMaxPerAddress: pick('LOGIN_MAX_PER_ADDRESS', accounts?.loginMaxPerAddress, parseInteger(1, 1_000_000), DEFAULT_ACCOUNT_SETTINGS.loginMaxPerAddress),
    loginMaxPerClient: pick('LOGIN_MAX_PER_CLIENT', accounts?.loginMaxPerClient, parseInteger(1, 1_000_000), DEFAULT_ACCOUNT_SETTINGS.loginMaxPerClient),
    loginWindowMs: pick('LOGIN_WINDOW_MS', accounts?.loginWindowMs, parseInteger(1000, 86_400_000), DEFAULT_ACCOUNT_SETTINGS.loginWindowMs),
  };
  config.abuse = abuseLimitsFrom(pick, overrides.abuse);
  const publicBaseUrl = pick<string | undefined>('PUBLIC_BASE_URL', overrides.publicBaseUrl, parseBaseUrl, undefined);
  config.publicBaseUrl = publicBaseUrl ?? `http://localhost:${config.port}`;
  config.publicBaseUrlFromListener = publicBaseUrl === undefined;
  const text = (name: string) => pick<string | undefined>(name, undefined, parseText, undefined);
  const url = (name: string) => pick<string | undefined>(name, undefined, parseBaseUrl, undefined);
  config.ecpay = overrides.ecpay ?? {
    merchantId: text('ECPAY_MERCHANT_ID'),
    hashKey: text('ECPAY_HASH_KEY'),
    hashIv: text('ECPAY_HASH_IV'),
    aioBaseUrl: url('ECPAY_AIO_URL'),
    logisticsMerchantId: text('ECPAY_LOGISTICS_MERCHANT_ID'),
    logisticsHashKey: text('ECPAY_LOGISTICS_HASH_KEY'),
    logisticsHashIv: text('ECPAY_LOGISTICS_HASH_IV'),
    logisticsBaseUrl: url('ECPAY_LOGISTICS_URL'),
    senderName: text('ECPAY_SENDER_NAME'),
    senderCellPhone: text('ECPAY_SENDER_PHONE'),
    invoiceMerchantId: text('ECPAY_INVOICE_MERCHANT_ID'),
    invoiceHashKey: text('ECPAY_INVOICE_HASH_KEY'),
    invoiceHashIv: text('ECPAY_INVOICE_HASH_IV'),
    invoiceBaseUrl: url('ECPAY_INVOICE_URL'),
  };
  problems.push(...ecpayProblems(config.ecpay));
  problems.push(...shopeeProblems(config));
  if (env.NODE_ENV === 'production') problems.push(...productionRefusals(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

type ConfigPick = <T>(name: string, override: T | undefined, parse: Parser<T>, fallback: T) => T;

/** The abuse limits (issue 9): each one an env variable, an override, or its documented default. */
function abuseLimitsFrom(pick: ConfigPick, overrides: Partial<AbuseLimits> = {}): AbuseLimits {
  const count = (name: string, key: keyof AbuseLimits) => pick(name, overrides[key], parseInteger(1, 1_000_000), DEFAULT_ABUSE_LIMITS[key]);
  const windowMs = (name: string, key: keyof AbuseLimits) => pick(name, overrides[key], parseInteger(1000, 86_400_000), DEFAULT_ABUSE_LIMITS[key]);
  return {
    proofFailuresPerOrder: count('ORDER_PROOF_MAX_PER_ORDER', 'proofFailuresPerOrder'),
    proofFailuresPerClient: count('ORDER_PROOF_MAX_PER_CLIENT', 'proofFailuresPerClient'),
    proofWindowMs: windowMs('ORDER_PROOF_WINDOW_MS', 'proofWindowMs'),
    holdsPerGuestPhone: count('HOLD_MAX_PER_PHONE', 'holdsPerGuestPhone'),
    holdsPerMemberPhone: count('HOLD_MAX_PER_MEMBER', 'holdsPerMemberPhone'),
    holdsPerClient: count('HOLD_MAX_PER_CLIENT', 'holdsPerClient'),
    preparePaymentsPerOrder: count('PREPARE_PAYMENT_MAX_PER_ORDER', 'preparePaymentsPerOrder'),
    preparePaymentsPerClient: count('PREPARE_PAYMENT_MAX_PER_CLIENT', 'preparePaymentsPerClient'),
    preparePaymentWindowMs: windowMs('PREPARE_PAYMENT_WINDOW_MS', 'preparePaymentWindowMs'),
    strangerOrderReadsPerClient: count('ORDER_READ_MAX_PER_CLIENT', 'strangerOrderReadsPerClient'),
    strangerOrderReadWindowMs: windowMs('ORDER_READ_WINDOW_MS', 'strangerOrderReadWindowMs'),
    linkedOrderRefreshWindowMs: windowMs('LINKED_ORDER_REFRESH_WINDOW_MS', 'linkedOrderRefreshWindowMs'),
    invoiceCodeChecksPerPhone: count('INVOICE_CODE_CHECK_MAX_PER_PHONE', 'invoiceCodeChecksPerPhone'),
    invoiceCodeChecksPerClient: count('INVOICE_CODE_CHECK_MAX_PER_CLIENT', 'invoiceCodeChecksPerClient'),
    invoiceCodeCheckWindowMs: windowMs('INVOICE_CODE_CHECK_WINDOW_MS', 'invoiceCodeCheckWindowMs'),
  };
}

/** Variables whose value is never echoed in a ConfigError (they may hold a password or a key). */
const SECRET_VARIABLES = ['DATABASE_URL', 'SHOPEE_PARTNER_KEY', 'SHOPEE_TOKEN_KEY', 'SHOPIFY_TOKEN_KEY', 'SHOPIFY_WEBHOOK_SECRET', 'SMTP_URL', 'TOKEN_SECRET'];

/**
 * One hash at a time per core minus one (at least one): the event loop keeps a core to itself under a login burst
 * (issue 29; the workers also run at the lowest priority, adapters/security/scrypt-workers.ts).
 */
export function defaultHashConcurrency(cores: number = os.availableParallelism()): number {
  return Math.max(1, cores - 1);
}
