import path from 'node:path';
import { formatMessage } from '../domain/messages';
import { ECPAY_PRODUCTION_BASE_URLS, type EcpayConfig } from '../adapters/ecpay/ecpay-gateway';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from '../application/accounts/account-settings';
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from '../application/shared/abuse-limits';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../adapters/persistence/database-timeouts';
import { productionRefusals } from './production-refusals';
import { DEMO_TOKEN_SECRET, MIN_TOKEN_SECRET_LENGTH } from './token-secret';
import { DEFAULT_PASSWORD_HASHING_LIMITS, type PasswordHashingLimits } from '../application/accounts/bounded-password-hasher';

/**
 * Runtime configuration, read once from environment variables at startup. Every default below is for the
 * local demo (`npm start` on a laptop); production sets at least DATABASE_URL. An invalid value stops the
 * server at startup with ConfigError, naming the variable, instead of failing on the first request.
 *
 * | Variable          | Default          | Meaning                                                             |
 * |-------------------|------------------|---------------------------------------------------------------------|
 * | PORT              | 3000             | TCP port; 0 picks a free one (tests, bench).                        |
 * | HOST              | 0.0.0.0          | Interface to listen on.                                             |
 * | DATABASE_URL      | (unset)          | mysql://user:pass@host:3306/db. Unset: embedded SQLite file.        |
 * | DATA_DIR          | data             | Folder of the embedded SQLite file DATA_DIR/shop.sqlite.            |
 * | PUBLIC_DIR        | dist/public      | The Vite build of web/ (index.html, /assets/*).                     |
 * | ASSETS_DIR        | server/static    | Server-owned static files (e.g. /images/demo/*.svg).                |
 * | LIST_CACHE_TTL_MS | 1000             | Max age of the cached GET /api/outlet/list body; 0 = no reuse.      |
 * | SEED_DEMO         | true for SQLite, | Insert the demo catalogue when the outlet table is empty.           |
 * |                   | false for MySQL  |                                                                     |
 * | RESERVATION_SWEEP_MS | 60000         | How often expired reservations are recorded as such; 0 = never.     |
 * | CART_DEBUG        | false            | Serve GET /api/cart/debug/{phone} (raw rows); refused in production. |
 * | PROVIDERS         | sandbox          | 'sandbox': mount the offline ECPay simulator under /sandbox/ecpay   |
 * |                   | (production:     | and point the ECPay URLs at it; 'ecpay': the real (stage/prod) one. |
 * |                   | must be ecpay)   |                                                                     |
 * | TOKEN_SECRET      | a public demo    | HMAC key of the stored hashes of session and order access tokens;  |
 * |                   | value (refused   | at least 32 characters. Changing it ends every session and every   |
 * |                   | in production)   | order link already sent.                                            |
 * | TRUST_PROXY       | false            | Believe X-Forwarded-Proto/-For (client IP, https) from a proxy.     |
 * | PUBLIC_BASE_URL   | the started      | The origin ECPay and browsers use to reach this server (ReturnURL,  |
 * |                   | server's url     | OrderResultURL, ClientBackURL): http://localhost:PORT by default.   |
 * | ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV | ECPay's public   | AIO card payment account (all three or   |
 * |                   | stage account    | none).                                                              |
 * | ECPAY_AIO_URL     | sandbox: PUBLIC_BASE_URL/sandbox/ecpay; ecpay: https://payment-stage.ecpay.com.tw            |
 * | ECPAY_LOGISTICS_MERCHANT_ID, _HASH_KEY, _HASH_IV | stage account | C2C logistics (store map) account.       |
 * | ECPAY_LOGISTICS_URL | sandbox: PUBLIC_BASE_URL/sandbox/ecpay; ecpay: https://logistics-stage.ecpay.com.tw        |
 * | PAYMENT_TIMEOUT_MS | 1200000 (20 min) | A card attempt unanswered this long is reconciled (trade query).   |
 * | RECONCILE_EVERY_MS | 60000           | How often the payment reconciliation runs; 0 = never.              |
 * | STAFF_SECRET_CODE | outlet-staff-demo | The secretCode of POST /api/auth/register. The demo default is      |
 * |                   | (demo only)      | refused when NODE_ENV=production: set it (a long random value).     |
 * | LOGIN_MAX_PER_ADDRESS | 10           | Failed logins per lower-cased email per client IP per window (429). |
 * | LOGIN_MAX_PER_CLIENT | 50            | Login attempts per client IP per window, whatever the email.        |
 * | LOGIN_WINDOW_MS   | 900000 (15 min)  | The fixed window of both login limits.                              |
 * | ORDER_PROOF_MAX_PER_ORDER, _PER_CLIENT, ORDER_PROOF_WINDOW_MS, HOLD_MAX_PER_PHONE, HOLD_MAX_PER_MEMBER,  |
 * | HOLD_MAX_PER_CLIENT, PREPARE_PAYMENT_MAX_PER_ORDER, _PER_CLIENT, PREPARE_PAYMENT_WINDOW_MS: the abuse    |
 * |                   | limits of issue 9, defaults and meaning in docs/security/carts-and-order-proofs.md.               |
 * | PASSWORD_HASH_CONCURRENCY | 2        | scrypt hashes/verifications running at once (libuv pool has 4).     |
 * | PASSWORD_HASH_QUEUE | 32             | Calls that may wait for a hashing slot; more: 503 SERVER_BUSY.      |
 * | SMTP_URL          | (unset)          | smtp(s)://user:pass@host:port: mail goes out through nodemailer.   |
 * |                   |                  | Unset: mail is written to mail_outbox, readable at /sandbox/mail    |
 * |                   |                  | (that page is never mounted when NODE_ENV=production).              |
 * | MAIL_FROM         | 好物選品 <no-reply@localhost> | The sender of the shop's mails (set it with SMTP_URL). |
 * | DB_CONNECT_TIMEOUT_MS | 3000         | MySQL: connecting a new pool connection (then 503).                 |
 * | DB_ACQUIRE_TIMEOUT_MS | 5000         | Waiting for a free pool connection (then 503).                      |
 * | DB_STATEMENT_TIMEOUT_MS | 4000       | One statement (MySQL server limit + client timer; SQLite lock wait; |
 * |                   |                  | then 503). Migrations at startup are not limited.                   |
 *
 * Relative paths are resolved against process.cwd() (the repository root for `npm start`).
 */
export interface AppConfig {
  port: number;
  host: string;
  /** undefined: the embedded SQLite database at sqliteFileOf(config). */
  databaseUrl: string | undefined;
  dataDir: string;
  publicDir: string;
  assetsDir: string;
  listCacheTtlMs: number;
  seedDemo: boolean;
  /** 0 disables the sweep job (availability does not depend on it: expired holds stop counting anyway). */
  reservationSweepMs: number;
  cartDebug: boolean;
  /** 'sandbox' (default): the ECPay simulator is mounted and used; 'ecpay': ECPay's own servers. */
  providers: Providers;
  /** Absolute origin (and optional path prefix) without a trailing slash. */
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL was not set: startServer replaces publicBaseUrl with its own url once it listens (PORT=0). */
  publicBaseUrlFromListener: boolean;
  /**
   * ECPay accounts and addresses as configured; unset fields fall back to the stage account (EcpayGateway) or,
   * for the base URLs, to the provider's default (effectiveEcpayConfig). Never log the keys.
   */
  ecpay: Partial<EcpayConfig>;
  paymentTimeoutMs: number;
  /** 0 disables the reconciliation job. */
  reconcileEveryMs: number;
  /** Staff secret code and login limits (application/accounts/account-settings.ts). */
  accounts: AccountSettings;
  /** Ownership-proof, hold and prepare-payment limits (application/shared/abuse-limits.ts). */
  abuse: AbuseLimits;
  /** TOKEN_SECRET: the pepper of stored token hashes (adapters/security/token-hasher.ts). Never log it. */
  tokenSecret: string;
  /**
   * TRUST_PROXY: Koa's app.proxy. Only behind a proxy that overwrites X-Forwarded-For/-Proto: otherwise any
   * client could pick its own ctx.ip (the rate limits count per IP) and claim https.
   */
  trustProxy: boolean;
  /** The bounded line in front of the password hasher (application/accounts/bounded-password-hasher.ts). */
  passwordHashing: PasswordHashingLimits;
  /** SMTP_URL: mail through nodemailer; undefined: the mail_outbox table (adapters/mail). Never log it. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** GET /sandbox/mail is mounted: the outbox is in use (no SMTP_URL) and NODE_ENV is not production. */
  sandboxMailbox: boolean;
  /** DB_*_TIMEOUT_MS: how long a request waits for the database before it is answered 503. */
  databaseTimeouts: DatabaseTimeouts;
}

export const DEFAULT_MAIL_FROM = `${formatMessage('SHOP_NAME')} <no-reply@localhost>`;

export const PROVIDER_MODES = ['sandbox', 'ecpay'] as const;
export type Providers = (typeof PROVIDER_MODES)[number];

/** Where startServer mounts the ECPay simulator when PROVIDERS=sandbox. */
export const SANDBOX_ECPAY_PATH = '/sandbox/ecpay';

/** PAYMENT_TIMEOUT_MS bounds: at least 1 minute (ECPay asks not to query sooner), at most 7 days. */
export const MIN_PAYMENT_TIMEOUT_MS = 60_000;
export const MAX_PAYMENT_TIMEOUT_MS = 7 * 86_400_000;

export const SQLITE_FILE_NAME = 'shop.sqlite';

/** Upper bound of LIST_CACHE_TTL_MS: a list older than a minute would defeat the storefront's 60 s refresh. */
export const MAX_LIST_CACHE_TTL_MS = 60_000;

/** Upper bound of RESERVATION_SWEEP_MS: one day (the 2-hour holds need no slower bookkeeping than that). */
export const MAX_RESERVATION_SWEEP_MS = 86_400_000;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }

  /** What server/main.ts prints: one line, so a log shipper or a supervisor shows the whole reason. */
  oneLine(): string {
    return `Refusing to start: ${this.problems.join('; ')}`;
  }
}

export function sqliteFileOf(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, SQLITE_FILE_NAME);
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
    assetsDir: path.resolve(cwd, pick('ASSETS_DIR', overrides.assetsDir, parseText, path.join('server', 'static'))),
    listCacheTtlMs: pick('LIST_CACHE_TTL_MS', overrides.listCacheTtlMs, parseInteger(0, MAX_LIST_CACHE_TTL_MS), 1000),
    // The demo catalogue belongs in a throwaway local database, never silently in a shared MySQL one.
    seedDemo: pick('SEED_DEMO', overrides.seedDemo, parseBoolean, databaseUrl === undefined),
    reservationSweepMs: pick('RESERVATION_SWEEP_MS', overrides.reservationSweepMs, parseInteger(0, MAX_RESERVATION_SWEEP_MS), 60_000),
    cartDebug: pick('CART_DEBUG', overrides.cartDebug, parseBoolean, false),
    providers: pick('PROVIDERS', overrides.providers, parseProviders, 'sandbox'),
    publicBaseUrl: '',
    publicBaseUrlFromListener: false,
    ecpay: {},
    paymentTimeoutMs: pick('PAYMENT_TIMEOUT_MS', overrides.paymentTimeoutMs, parseInteger(MIN_PAYMENT_TIMEOUT_MS, MAX_PAYMENT_TIMEOUT_MS), 20 * 60_000),
    reconcileEveryMs: pick('RECONCILE_EVERY_MS', overrides.reconcileEveryMs, parseInteger(0, MAX_RESERVATION_SWEEP_MS), 60_000),
    accounts: DEFAULT_ACCOUNT_SETTINGS,
    abuse: DEFAULT_ABUSE_LIMITS,
    passwordHashing: {
      concurrency: pick('PASSWORD_HASH_CONCURRENCY', overrides.passwordHashing?.concurrency, parseInteger(1, 64), DEFAULT_PASSWORD_HASHING_LIMITS.concurrency),
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
  };
  config.sandboxMailbox = config.smtpUrl === undefined && env.NODE_ENV !== 'production';
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
  };
  problems.push(...ecpayProblems(config.ecpay));
  if (env.NODE_ENV === 'production') problems.push(...productionRefusals(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The EcpayGateway configuration: as configured, with the base URLs defaulting to the simulator under
 * PUBLIC_BASE_URL when PROVIDERS=sandbox (to ECPay's stage servers otherwise, EcpayGateway's default).
 * Call it with the resolved publicBaseUrl (after listening).
 */
export function effectiveEcpayConfig(config: Pick<AppConfig, 'providers' | 'publicBaseUrl' | 'ecpay'>): Partial<EcpayConfig> {
  const sandbox = config.providers === 'sandbox' ? `${config.publicBaseUrl}${SANDBOX_ECPAY_PATH}` : undefined;
  return {
    ...config.ecpay,
    aioBaseUrl: config.ecpay.aioBaseUrl ?? sandbox,
    logisticsBaseUrl: config.ecpay.logisticsBaseUrl ?? sandbox,
  };
}

/** Each credential group is all or nothing, and ECPay's production hosts never run on the public stage keys. */
function ecpayProblems(ecpay: Partial<EcpayConfig>): string[] {
  const problems: string[] = [];
  const groups: Array<[Array<keyof EcpayConfig>, string[], keyof EcpayConfig, string]> = [
    [['merchantId', 'hashKey', 'hashIv'], ['ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV'], 'aioBaseUrl', ECPAY_PRODUCTION_BASE_URLS.aioBaseUrl],
    [['logisticsMerchantId', 'logisticsHashKey', 'logisticsHashIv'],
      ['ECPAY_LOGISTICS_MERCHANT_ID', 'ECPAY_LOGISTICS_HASH_KEY', 'ECPAY_LOGISTICS_HASH_IV'], 'logisticsBaseUrl', ECPAY_PRODUCTION_BASE_URLS.logisticsBaseUrl],
  ];
  for (const [fields, names, urlField, production] of groups) {
    const missing = names.filter((_, i) => ecpay[fields[i]] === undefined);
    if (missing.length > 0 && missing.length < names.length) problems.push(`${missing.join(', ')} missing: give all of ${names.join(', ')}, or none for ECPay's public stage account`);
    const target = ecpay[urlField];
    if (missing.length === names.length && typeof target === 'string' && new URL(target).host === new URL(production).host) {
      problems.push(`${names.join(', ')} must be set for ECPay's production host ${production} (the default stage keys are public)`);
    }
  }
  return problems;
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
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };
type Parser<T> = (raw: string) => Parsed<T>;
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const problem = <T>(text: string): Parsed<T> => ({ ok: false, problem: text });

const parseText: Parser<string> = (raw) => ok(raw);

/** Variables whose value is never echoed in a ConfigError (they may hold a password or a key). */
const SECRET_VARIABLES = ['DATABASE_URL', 'SMTP_URL', 'TOKEN_SECRET'];

const parseTokenSecret: Parser<string> = (raw) =>
  (raw.length >= MIN_TOKEN_SECRET_LENGTH ? ok(raw) : problem(`must be at least ${MIN_TOKEN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48)`));

const parseProviders: Parser<Providers> = (raw) =>
  ((PROVIDER_MODES as readonly string[]).includes(raw) ? ok(raw as Providers) : problem(`must be one of ${PROVIDER_MODES.join(', ')}`));

/** An absolute http(s) URL without query or fragment; the trailing slash is dropped. */
const parseBaseUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('is not an absolute URL (e.g. https://shop.example.com)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return problem('must be an http:// or https:// URL');
  if (url.search !== '' || url.hash !== '') return problem('must not have a query or fragment');
  return ok(raw.replace(/\/+$/, ''));
};

function parseInteger(min: number, max: number): Parser<number> {
  return (raw) => (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? ok(Number(raw)) : problem(`must be an integer from ${min} to ${max}`));
}

const parseBoolean: Parser<boolean> = (raw) => {
  const value = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return ok(true);
  if (['false', '0', 'no', 'off'].includes(value)) return ok(false);
  return problem('must be true or false');
};

/** smtp:// or smtps:// with a host (nodemailer's URL form); the password it may hold is never echoed. */
const parseSmtpUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('is not a URL (expected smtps://user:password@smtp.example.com:465; leave it unset for the outbox)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return problem(`uses ${url.protocol} (expected smtp:// or smtps://)`);
  if (url.hostname === '') return problem('names no host');
  return ok(raw);
};

const parseDatabaseUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('is not a URL (expected mysql://user:password@host:3306/database; leave it unset for the embedded SQLite)');
  }
  if (url.protocol !== 'mysql:') return problem(`uses ${url.protocol} (expected mysql://; leave it unset for the embedded SQLite)`);
  if (url.pathname.replace(/^\//, '') === '') return problem('names no database (expected mysql://user:password@host:3306/database)');
  return ok(raw);
};
