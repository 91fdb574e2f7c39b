import path from 'node:path';
import { formatMessage } from '../domain/messages';
import type { EcpayConfig } from '../adapters/ecpay/ecpay-gateway';
import type { AccountSettings } from '../application/accounts/account-settings';
import type { AbuseLimits } from '../application/shared/abuse-limits';
import type { DatabaseTimeouts } from '../adapters/persistence/database-timeouts';
import type { PasswordHashingLimits } from '../application/accounts/bounded-password-hasher';
import type { ShopeeConfig } from './shopee-config';
import type { ShopifyConfig } from './shopify-config';
import type { ShopifyConnectionConfig } from './shopify-connection-config';

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
 * | SSR_ENTRY         | dist/ssr/entry-server.cjs | The storefront's server entry (`vite build --ssr`); missing: shell |
 * | ASSETS_DIR        | server/static    | Server-owned static files (e.g. /images/demo/*.svg).                |
 * | LIST_CACHE_TTL_MS | 1000             | Max age of the cached GET /api/outlet/list body; 0 = no reuse.      |
 * | MARKETPLACE_CACHE_TTL_MS | 10000     | Max age of the cached marketplace answers (list pages, categories,  |
 * |                   |                  | details, searches); 0 = no reuse. In-process writes invalidate them. |
 * | SEED_DEMO         | true for SQLite, | Insert the demo catalogue when the outlet table is empty.           |
 * |                   | false for MySQL  | NODE_ENV=production: false unless SEED_DEMO=true is given.          |
 * | SQLITE_IN_PRODUCTION | false         | NODE_ENV=production without DATABASE_URL is refused unless this says |
 * |                   |                  | true: the embedded SQLite serves one process on one machine.        |
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
 * | ECPAY_SENDER_NAME, ECPAY_SENDER_PHONE | a demo sender | SenderName (2-5 Chinese or 4-10 Latin letters) and    |
 * |                   | (refused in      | SenderCellPhone (09 + 8 digits) of every C2C shipment.              |
 * |                   | production)      |                                                                     |
 * | SANDBOX_LOGISTICS_AUTO_MS | 0 (off); | PROVIDERS=sandbox: the simulator moves every new shipment one status |
 * |                   | npm start's demo | step along every N ms (paid to picked up in a minute at 15000).      |
 * |                   | 15000 (demo-defaults.ts) |                                                             |
 * | PAYMENT_TIMEOUT_MS | 1200000 (20 min) | A card attempt unanswered this long is reconciled (trade query).   |
 * | RECONCILE_EVERY_MS | 60000           | How often the payment reconciliation runs; 0 = never.              |
 * | SHIPMENT_JOB_EVERY_MS | 30000        | How often the shipment job creates ECPay logistics orders; 0 = never. |
 * | STAFF_SECRET_CODE | outlet-staff-demo | The secretCode of POST /api/auth/register. The demo default is      |
 * |                   | (demo only)      | refused when NODE_ENV=production: set it (a long random value).     |
 * | LOGIN_MAX_PER_ADDRESS | 10           | Failed logins per lower-cased email per client IP per window (429). |
 * | LOGIN_MAX_PER_CLIENT | 50            | Login attempts per client IP per window, whatever the email.        |
 * | LOGIN_WINDOW_MS   | 900000 (15 min)  | The fixed window of both login limits.                              |
 * | ORDER_PROOF_MAX_PER_ORDER, _PER_CLIENT, ORDER_PROOF_WINDOW_MS, HOLD_MAX_PER_PHONE, HOLD_MAX_PER_MEMBER,  |
 * | HOLD_MAX_PER_CLIENT, PREPARE_PAYMENT_MAX_PER_ORDER, _PER_CLIENT, PREPARE_PAYMENT_WINDOW_MS,              |
 * | ORDER_READ_MAX_PER_CLIENT, ORDER_READ_WINDOW_MS (reads of an order without proof, docs/security.md),      |
 * | INVOICE_CODE_CHECK_MAX_PER_PHONE, _PER_CLIENT, INVOICE_CODE_CHECK_WINDOW_MS (checkout's ECPay code checks): the |
 * |                   | abuse limits of issue 9, defaults and meaning in docs/security/carts-and-order-proofs.md.         |
 * | PASSWORD_HASH_CONCURRENCY | cores-1 (>=1) | scrypt hashes at once, on low-priority worker threads (issue 29). |
 * | PASSWORD_HASH_QUEUE | 32             | Calls that may wait for a hashing slot; more: 503 SERVER_BUSY.      |
 * | SMTP_URL          | (unset)          | smtp(s)://user:pass@host:port: mail goes out through nodemailer.   |
 * |                   |                  | Unset: mail is written to mail_outbox, readable at /sandbox/mail    |
 * |                   |                  | (that page is never mounted when NODE_ENV=production).              |
 * | MAIL_FROM         | 好物選品 <no-reply@localhost> | The sender of the shop's mails (set it with SMTP_URL). |
 * | DB_CONNECT_TIMEOUT_MS | 3000         | MySQL: connecting a new pool connection (then 503).                 |
 * | DB_ACQUIRE_TIMEOUT_MS | 5000         | Waiting for a free pool connection (then 503).                      |
 * | DB_STATEMENT_TIMEOUT_MS | 4000       | One statement (MySQL server limit + client timer; SQLite lock wait; |
 * |                   |                  | then 503). Migrations at startup are not limited.                   |
 * | SHOPEE_PARTNER_ID, SHOPEE_PARTNER_KEY | sandbox: the simulator's public demo app; ecpay: unset      |
 * |                   | (Shopee not used). Our app on the Shopee Open Platform (server/shopee-config.ts).                  |
 * | SHOPEE_API_BASE   | sandbox: PUBLIC_BASE_URL/sandbox/shopee; ecpay: https://partner.shopeemobile.com                  |
 * | SHOPEE_AUTH_URL   | sandbox: PUBLIC_BASE_URL/sandbox/shopee/auth; ecpay: https://open.shopee.com/auth                  |
 * | SHOPEE_TOKEN_KEY  | sandbox: a public demo key | 32 bytes (64 hex or base64): encrypts the stored Shopee tokens.   |
 * | SHOPEE_SYNC_MINUTES | 30             | How often the marketplace product sync runs; 0 = never by itself.   |
 * | SHOPIFY_API_VERSION | 2026-10        | The pinned Shopify Admin API version (quarterly: YYYY-01/04/07/10). |
 * | SHOPIFY_CUSTOM_DOMAINS | (none)      | Comma-separated shop domains accepted besides *.myshopify.com.      |
 * | SHOPIFY_WEBHOOK_SECRET | sandbox: a public demo secret; ecpay: unset (webhooks refused) | The app's client secret:|
 * |                   |                  | the HMAC key of Shopify webhooks (server/shopify-config.ts).        |
 * | SHOPIFY_API_BASE  | sandbox: PUBLIC_BASE_URL/sandbox/shopify; ecpay: unset (https://{shop}); refused in production |
 * | SHOPIFY_TOKEN_KEY | sandbox: a public demo key | 32 bytes (64 hex or base64): encrypts the stored Shopify credentials. |
 * | SHOPIFY_SYNC_MINUTES | 15            | How often the Shopify stock sync runs; 0 = never by itself.         |
 * | LINKED_ORDER_REFRESH_EVERY_MS | 1800000 (30 min) | Refresh of linked Shopee/Shopify orders not final; 0 = off. |
 * | LINKED_ORDER_REFRESH_WINDOW_MS | 300000 (5 min) | A linked order's details page asks the platform at most once per window. |
 * | SANDBOX_SHOPEE_ITEMS | 320           | PROVIDERS=sandbox only: items of the Shopee simulator's demo shop   |
 * |                   |                  | (0..50000; the bench asks for 10,000). Ignored otherwise.           |
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
  /** SSR_ENTRY: the storefront's server entry as Vite built it (issue 29: the pages the server paints). */
  ssrEntry: string;
  assetsDir: string;
  listCacheTtlMs: number;
  /** MARKETPLACE_CACHE_TTL_MS: max age of the marketplace read model's answers (server/http/read-models/marketplace-read-model.ts). */
  marketplaceCacheTtlMs: number;
  seedDemo: boolean;
  /** SQLITE_IN_PRODUCTION: the operator's explicit yes to the embedded SQLite under NODE_ENV=production. */
  sqliteInProduction: boolean;
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
  /** SANDBOX_LOGISTICS_AUTO_MS: the ECPay simulator advances each shipment every N ms; 0 = only by hand or API. */
  sandboxLogisticsAutoMs: number;
  /** 0 disables the shipment creation job (server/jobs/shipment-creation.ts). */
  shipmentJobEveryMs: number;
  /** ORDER_EVENTS_EVERY_MS: the outbox's dispatcher and this process's follower of order moves (server/jobs/order-events.ts); 0 disables both. */
  orderEventsEveryMs: number;
  /** LINKED_ORDER_REFRESH_EVERY_MS: the refresh of open linked orders (server/jobs/linked-order-refresh.ts); 0 disables it. */
  linkedOrderRefreshEveryMs: number;
  /** Staff secret code and login limits (application/accounts/account-settings.ts). */
  accounts: AccountSettings;
  /** Ownership-proof, hold, prepare-payment and invoice code check limits (application/shared/abuse-limits.ts). */
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
  /** SHOPEE_*: as configured; effectiveShopeeConfig (server/shopee-config.ts) fills in the defaults. Never log the keys. */
  shopee: ShopeeConfig;
  /** SHOPIFY_*: as configured; effectiveShopifyConfig (server/shopify-config.ts) fills in the sandbox. Never log the secret. */
  shopify: ShopifyConfig;
  /** SHOPIFY_TOKEN_KEY, SHOPIFY_SYNC_MINUTES (server/shopify-connection-config.ts). Never log the key. */
  shopifyConnection: ShopifyConnectionConfig;
  /** SHOP_BANNER, SHOP_BANNER_TEXT, SHOP_CHAT_ACCOUNT: the home banner of spec 2, section 1 (GET /api/shop-settings). */
  shopBanner: ShopBannerConfig;
}

/** The outlet home's banner (issue 28): on in the demo, editable or off for a live shop. */
export interface ShopBannerConfig {
  /** SHOP_BANNER: shown at all; default true with PROVIDERS=sandbox, false otherwise. */
  shown: boolean;
  /** SHOP_BANNER_TEXT: the shop's own words instead of the spec's 'service in development' text; null keeps those. */
  text: string | null;
  /** SHOP_CHAT_ACCOUNT: the official chat account the banner names (e.g. a LINE ID '@haowu'); null names none. */
  chatAccount: string | null;
}

/** SHOP_BANNER_TEXT and SHOP_CHAT_ACCOUNT are shown to every visitor: bounded. */
export const MAX_SHOP_BANNER_TEXT = 500;
export const MAX_SHOP_CHAT_ACCOUNT = 60;

export const DEFAULT_MAIL_FROM = `${formatMessage('SHOP_NAME')} <no-reply@localhost>`;

export const PROVIDER_MODES = ['sandbox', 'ecpay'] as const;
export type Providers = (typeof PROVIDER_MODES)[number];

/** Where startServer mounts the ECPay simulator when PROVIDERS=sandbox. */
export const SANDBOX_ECPAY_PATH = '/sandbox/ecpay';

/** PAYMENT_TIMEOUT_MS bounds: at least 1 minute (ECPay asks not to query sooner), at most 7 days. */
export const MIN_PAYMENT_TIMEOUT_MS = 60_000;
export const MAX_PAYMENT_TIMEOUT_MS = 7 * 86_400_000;

export const SQLITE_FILE_NAME = 'shop.sqlite';

/** Upper bound of SANDBOX_LOGISTICS_AUTO_MS: one hour (a slower demo is a hand-driven one). */
export const MAX_SANDBOX_LOGISTICS_AUTO_MS = 3_600_000;

/** Upper bound of LIST_CACHE_TTL_MS: a list older than a minute would defeat the storefront's 60 s refresh. */
export const MAX_LIST_CACHE_TTL_MS = 60_000;

/**
 * MARKETPLACE_CACHE_TTL_MS: the marketplace changes only when the sync writes or a checkout sells a marketplace
 * line (both invalidate in-process), and its answers already say max-age=60 to browsers, so the bound that
 * matters is another instance's staleness after such a write: 10 s by default, a minute at most.
 */
export const DEFAULT_MARKETPLACE_CACHE_TTL_MS = 10_000;
export const MAX_MARKETPLACE_CACHE_TTL_MS = 60_000;

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
