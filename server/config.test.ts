import path from 'node:path';
import { COMPLETE_PRODUCTION_ENV } from '../test/support/production-env';
import { ConfigError, sqliteFileOf } from './config';
import { effectiveEcpayConfig } from './ecpay-config';
import { defaultHashConcurrency, loadConfig } from './load-config';
import { DEMO_TOKEN_SECRET } from './token-secret';
import { DEFAULT_ABUSE_LIMITS } from '../application/shared/abuse-limits';

const CWD = '/srv/shop';

/** What the accounts, mail and database settings are when no variable sets them (neither test below does). */
const ACCOUNT_MAIL_DATABASE_DEFAULTS = {
  accounts: { staffSecretCode: 'outlet-staff-demo', loginMaxPerAddress: 10, loginMaxPerClient: 50, loginWindowMs: 900_000 },
  passwordHashing: { concurrency: defaultHashConcurrency(), queue: 32 },
  smtpUrl: undefined,
  mailFrom: '好物選品 <no-reply@localhost>',
  sandboxMailbox: true,
  databaseTimeouts: { connectMs: 3000, acquireMs: 5000, statementMs: 4000 },
};

describe('loadConfig', () => {
  it('has documented defaults for the local demo', () => {
    const config = loadConfig({}, {}, CWD);
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/shop/data',
      publicDir: '/srv/shop/dist/public',
      ssrEntry: '/srv/shop/dist/ssr/entry-server.cjs',
      assetsDir: '/srv/shop/server/static',
      listCacheTtlMs: 1000,
      marketplaceCacheTtlMs: 10_000,
      seedDemo: true,
      sqliteInProduction: false,
      reservationSweepMs: 60_000,
      cartDebug: false,
      providers: 'sandbox',
      publicBaseUrl: 'http://localhost:3000',
      publicBaseUrlFromListener: true,
      ecpay: {},
      paymentTimeoutMs: 1_200_000,
      reconcileEveryMs: 60_000,
      sandboxLogisticsAutoMs: 0,
      shipmentJobEveryMs: 30_000,
      orderEventsEveryMs: 1000,
      linkedOrderRefreshEveryMs: 1_800_000,
      ...ACCOUNT_MAIL_DATABASE_DEFAULTS,
      tokenSecret: DEMO_TOKEN_SECRET,
      trustProxy: false,
      abuse: DEFAULT_ABUSE_LIMITS,
      shopee: { partnerId: undefined, partnerKey: undefined, apiBaseUrl: undefined, authUrl: undefined, tokenKey: undefined, syncMinutes: 30 },
      shopify: { apiVersion: '2026-10', customDomains: [], webhookSecret: undefined, apiBaseUrl: undefined },
      shopifyConnection: { tokenKey: undefined, syncMinutes: 15 },
      shopBanner: { shown: true, text: null, chatAccount: null },
    });
    expect(sqliteFileOf(config)).toBe(path.join('/srv/shop/data', 'shop.sqlite'));
  });

  it('reads every variable, resolving relative paths against the working directory', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'mysql://shop:pw@db:3306/shop', DATA_DIR: '/var/lib/shop',
      PUBLIC_DIR: 'web-build', SSR_ENTRY: 'web-build-ssr/entry.cjs', ASSETS_DIR: 'static', LIST_CACHE_TTL_MS: '250', MARKETPLACE_CACHE_TTL_MS: '0', SEED_DEMO: 'yes',
      RESERVATION_SWEEP_MS: '0', CART_DEBUG: 'true', PROVIDERS: 'ecpay', PUBLIC_BASE_URL: 'https://shop.example.com/',
      ECPAY_MERCHANT_ID: '3000001', ECPAY_HASH_KEY: 'k', ECPAY_HASH_IV: 'v', ECPAY_AIO_URL: 'https://payment.ecpay.com.tw',
      ECPAY_LOGISTICS_MERCHANT_ID: '2000001', ECPAY_LOGISTICS_HASH_KEY: 'lk', ECPAY_LOGISTICS_HASH_IV: 'lv',
      ECPAY_LOGISTICS_URL: 'https://logistics.ecpay.com.tw', PAYMENT_TIMEOUT_MS: '600000', RECONCILE_EVERY_MS: '0',
      ECPAY_SENDER_NAME: '林美玲', ECPAY_SENDER_PHONE: '0955123456', SANDBOX_LOGISTICS_AUTO_MS: '5000',
      SHIPMENT_JOB_EVERY_MS: '0', LINKED_ORDER_REFRESH_EVERY_MS: '0', TOKEN_SECRET: 's'.repeat(32), TRUST_PROXY: 'true',
      SHOPEE_PARTNER_ID: '2001887', SHOPEE_PARTNER_KEY: 'shpk-key', SHOPEE_API_BASE: 'https://partner.shopeemobile.com/',
      SHOPEE_AUTH_URL: 'https://open.shopee.com/auth', SHOPEE_TOKEN_KEY: 'ab'.repeat(32), SHOPEE_SYNC_MINUTES: '0',
      SHOPIFY_API_VERSION: '2026-07', SHOPIFY_CUSTOM_DOMAINS: 'shop.example.com', SHOPIFY_WEBHOOK_SECRET: 'app-secret', SHOPIFY_API_BASE: 'http://127.0.0.1:9/sandbox/shopify',
      SHOPIFY_TOKEN_KEY: 'cd'.repeat(32), SHOPIFY_SYNC_MINUTES: '60',
      SANDBOX_SHOPEE_ITEMS: '10000',
      SHOP_BANNER: 'on', SHOP_BANNER_TEXT: '年終出清，售完為止。', SHOP_CHAT_ACCOUNT: '@haowu',
    }, {}, CWD);
    expect(config).toEqual({
      port: 8080, host: '127.0.0.1', databaseUrl: 'mysql://shop:pw@db:3306/shop', dataDir: '/var/lib/shop',
      publicDir: '/srv/shop/web-build', ssrEntry: '/srv/shop/web-build-ssr/entry.cjs', assetsDir: '/srv/shop/static', listCacheTtlMs: 250, marketplaceCacheTtlMs: 0, seedDemo: true, sqliteInProduction: false,
      reservationSweepMs: 0, cartDebug: true, providers: 'ecpay', publicBaseUrl: 'https://shop.example.com', publicBaseUrlFromListener: false,
      ecpay: {
        merchantId: '3000001', hashKey: 'k', hashIv: 'v', aioBaseUrl: 'https://payment.ecpay.com.tw',
        logisticsMerchantId: '2000001', logisticsHashKey: 'lk', logisticsHashIv: 'lv', logisticsBaseUrl: 'https://logistics.ecpay.com.tw',
        senderName: '林美玲', senderCellPhone: '0955123456',
      },
      paymentTimeoutMs: 600_000, reconcileEveryMs: 0, sandboxLogisticsAutoMs: 5000, shipmentJobEveryMs: 0, orderEventsEveryMs: 1000, linkedOrderRefreshEveryMs: 0,
      ...ACCOUNT_MAIL_DATABASE_DEFAULTS,
      tokenSecret: 's'.repeat(32),
      trustProxy: true,
      abuse: DEFAULT_ABUSE_LIMITS,
      shopee: {
        partnerId: 2001887, partnerKey: 'shpk-key', apiBaseUrl: 'https://partner.shopeemobile.com', authUrl: 'https://open.shopee.com/auth',
        tokenKey: Buffer.alloc(32, 0xab), syncMinutes: 0, sandboxItems: 10_000,
      },
      shopify: { apiVersion: '2026-07', customDomains: ['shop.example.com'], webhookSecret: 'app-secret', apiBaseUrl: 'http://127.0.0.1:9/sandbox/shopify' },
      shopifyConnection: { tokenKey: Buffer.alloc(32, 0xcd), syncMinutes: 60 },
      shopBanner: { shown: true, text: '年終出清，售完為止。', chatAccount: '@haowu' },
    });
    expect(effectiveEcpayConfig(config)).toEqual(config.ecpay);
  });

  it("issue 28: the home banner is on in the demo, off by default for a live shop (PROVIDERS=ecpay), and its texts are bounded", () => {
    expect(loadConfig({}, {}, CWD).shopBanner.shown).toBe(true);
    expect(loadConfig({ PROVIDERS: 'ecpay' }, {}, CWD).shopBanner).toEqual({ shown: false, text: null, chatAccount: null });
    expect(loadConfig({ SHOP_BANNER: 'off' }, {}, CWD).shopBanner.shown).toBe(false);
    expect(() => loadConfig({ SHOP_BANNER_TEXT: '字'.repeat(501) }, {}, CWD)).toThrow('SHOP_BANNER_TEXT');
    expect(() => loadConfig({ SHOP_CHAT_ACCOUNT: '@a\nb' }, {}, CWD)).toThrow('SHOP_CHAT_ACCOUNT');
    expect(loadConfig({ SHOP_BANNER_TEXT: '字'.repeat(500) }, {}, CWD).shopBanner.text).toHaveLength(500);
  });

  it('reads the database timeouts (DB_*_TIMEOUT_MS) and refuses values outside their bounds', () => {
    const config = loadConfig({ DB_CONNECT_TIMEOUT_MS: '1500', DB_ACQUIRE_TIMEOUT_MS: '2500', DB_STATEMENT_TIMEOUT_MS: '30000' }, {}, CWD);
    expect(config.databaseTimeouts).toEqual({ connectMs: 1500, acquireMs: 2500, statementMs: 30_000 });
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }, {}, CWD)).toThrow('DB_STATEMENT_TIMEOUT_MS="0" must be an integer from 100 to 600000');
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: 'soon' }, {}, CWD)).toThrow('DB_CONNECT_TIMEOUT_MS');
  });

  it('reads the invoice code check limits (INVOICE_CODE_CHECK_*) and refuses values outside their bounds', () => {
    const config = loadConfig({ INVOICE_CODE_CHECK_MAX_PER_PHONE: '3', INVOICE_CODE_CHECK_MAX_PER_CLIENT: '40', INVOICE_CODE_CHECK_WINDOW_MS: '600000' }, {}, CWD);
    expect(config.abuse).toMatchObject({ invoiceCodeChecksPerPhone: 3, invoiceCodeChecksPerClient: 40, invoiceCodeCheckWindowMs: 600_000 });
    expect(() => loadConfig({ INVOICE_CODE_CHECK_MAX_PER_CLIENT: '0' }, {}, CWD)).toThrow('INVOICE_CODE_CHECK_MAX_PER_CLIENT');
    expect(() => loadConfig({ INVOICE_CODE_CHECK_WINDOW_MS: '10' }, {}, CWD)).toThrow('INVOICE_CODE_CHECK_WINDOW_MS');
  });

  it('does not seed a MySQL database unless SEED_DEMO says so', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/shop' }, {}, CWD).seedDemo).toBe(false);
    expect(loadConfig({}, { databaseUrl: 'mysql://root@127.0.0.1:3306/shop' }, CWD).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }, {}, CWD).seedDemo).toBe(false);
  });

  it('lets overrides win over the environment', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: 'true', LIST_CACHE_TTL_MS: '5' }, { port: 0, seedDemo: false, listCacheTtlMs: 0 }, CWD);
    expect(config).toMatchObject({ port: 0, seedDemo: false, listCacheTtlMs: 0 });
  });

  it('treats an explicit databaseUrl: undefined override as the embedded SQLite, whatever DATABASE_URL says', () => {
    const config = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/shop' }, { databaseUrl: undefined }, CWD);
    expect(config).toMatchObject({ databaseUrl: undefined, seedDemo: true });
  });

  it('rejects invalid values with one error naming every bad variable, without echoing the database password', () => {
    const attempt = () => loadConfig({
      PORT: 'eighty', LIST_CACHE_TTL_MS: '-1', SEED_DEMO: 'maybe', DATABASE_URL: 'postgres://u:secret@h/db',
      MARKETPLACE_CACHE_TTL_MS: '60001', SANDBOX_SHOPEE_ITEMS: '50001',
    }, {}, CWD);
    expect(attempt).toThrow(ConfigError);
    const error = (() => { try { attempt(); } catch (caught) { return caught as ConfigError; } throw new Error('no error'); })();
    expect(error.problems).toHaveLength(6);
    expect(error.message).toMatch(/MARKETPLACE_CACHE_TTL_MS="60001"/);
    expect(error.message).toMatch(/SANDBOX_SHOPEE_ITEMS="50001"/);
    expect(error.message).toMatch(/PORT="eighty" must be an integer from 0 to 65535/);
    expect(error.message).toMatch(/LIST_CACHE_TTL_MS="-1"/);
    expect(error.message).toMatch(/SEED_DEMO="maybe" must be true or false/);
    expect(error.message).toMatch(/DATABASE_URL uses postgres:/);
    expect(error.message).not.toMatch(/secret/);
  });

  it('rejects a port above 65535 and a MySQL URL without a database', () => {
    expect(() => loadConfig({ PORT: '70000' }, {}, CWD)).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306' }, {}, CWD)).toThrow(/names no database/);
  });

  it('PROVIDERS=sandbox points the ECPay URLs at the simulator under PUBLIC_BASE_URL; ecpay leaves them to the gateway (stage)', () => {
    const sandbox = loadConfig({ PUBLIC_BASE_URL: 'http://127.0.0.1:4000' }, {}, CWD);
    expect(effectiveEcpayConfig(sandbox)).toMatchObject({
      aioBaseUrl: 'http://127.0.0.1:4000/sandbox/ecpay', logisticsBaseUrl: 'http://127.0.0.1:4000/sandbox/ecpay',
    });
    const stage = loadConfig({ PROVIDERS: 'ecpay' }, {}, CWD);
    expect(effectiveEcpayConfig(stage)).toMatchObject({ aioBaseUrl: undefined, logisticsBaseUrl: undefined });
    expect(loadConfig({ PORT: '0' }, {}, CWD)).toMatchObject({ publicBaseUrl: 'http://localhost:0', publicBaseUrlFromListener: true });
  });

  it('rejects bad payment settings: provider mode, URLs, timeouts, half a credential group, production on stage keys', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env, {}, CWD);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ PROVIDERS: 'paypal' })).toEqual(['PROVIDERS="paypal" must be one of sandbox, ecpay']);
    expect(problems({ PUBLIC_BASE_URL: 'shop.example.com' })[0]).toMatch(/PUBLIC_BASE_URL.*absolute URL/);
    expect(problems({ ECPAY_AIO_URL: 'ftp://x' })[0]).toMatch(/ECPAY_AIO_URL.*http/);
    expect(problems({ PAYMENT_TIMEOUT_MS: '1000' })[0]).toMatch(/PAYMENT_TIMEOUT_MS/);
    expect(problems({ ECPAY_MERCHANT_ID: '3000001' })[0]).toMatch(/ECPAY_HASH_KEY, ECPAY_HASH_IV missing/);
    expect(problems({ PROVIDERS: 'ecpay', ECPAY_AIO_URL: 'https://payment.ecpay.com.tw' })[0]).toMatch(/must be set for ECPay's production host/);
  });

  it('SMTP_URL and MAIL_FROM: SMTP instead of the outbox; the mailbox page only with the outbox and never in production', () => {
    const smtp = loadConfig({ SMTP_URL: 'smtps://shop:pw@smtp.example.com:465', MAIL_FROM: '好物選品 <shop@example.com>' }, {}, CWD);
    expect(smtp).toMatchObject({ smtpUrl: 'smtps://shop:pw@smtp.example.com:465', mailFrom: '好物選品 <shop@example.com>', sandboxMailbox: false });
    expect(loadConfig({ ...COMPLETE_PRODUCTION_ENV }, {}, CWD)).toMatchObject({ smtpUrl: undefined, sandboxMailbox: false });
    expect(loadConfig({ NODE_ENV: 'test' }, {}, CWD)).toMatchObject({ sandboxMailbox: true });
    expect(() => loadConfig({ SMTP_URL: 'http://u:secret@smtp.example.com' }, {}, CWD)).toThrow(/SMTP_URL uses http:/);
    const message = (() => { try { loadConfig({ SMTP_URL: 'smtp//u:secret@nowhere' }, {}, CWD); } catch (caught) { return (caught as ConfigError).message; } return 'no error'; })();
    expect(message).toMatch(/SMTP_URL is not a URL/);
    expect(message).not.toMatch(/secret/);
  });
});
