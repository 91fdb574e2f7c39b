import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ECPAY_STAGE_CONFIG } from '../adapters/ecpay/ecpay-gateway';
import { COMPLETE_PRODUCTION_ENV } from '../test/support/production-env';
import type { ConfigError } from './config';
import { loadConfig } from './load-config';
import { configProblems as refusals, productionWith } from './testing/config-problems';
import { DEMO_TOKEN_SECRET } from './token-secret';

describe('NODE_ENV=production refuses unsafe configuration', () => {
  it('starts with a complete production configuration', () => {
    expect(refusals({ ...COMPLETE_PRODUCTION_ENV })).toEqual([]);
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['PROVIDERS=sandbox (the simulator can mark orders paid)', { PROVIDERS: 'sandbox' }, /^PROVIDERS must be ecpay .*simulator/],
    ['PROVIDERS unset (its default is sandbox)', { PROVIDERS: undefined }, /^PROVIDERS must be ecpay/],
    ['PUBLIC_BASE_URL unset (ECPay could not reach the shop)', { PUBLIC_BASE_URL: undefined }, /^PUBLIC_BASE_URL must be set/],
    ['no AIO credentials (the stage account would be used)', { ECPAY_MERCHANT_ID: undefined, ECPAY_HASH_KEY: undefined, ECPAY_HASH_IV: undefined }, /^ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV must be set .*stage keys are public/],
    ['no logistics credentials', { ECPAY_LOGISTICS_MERCHANT_ID: undefined, ECPAY_LOGISTICS_HASH_KEY: undefined, ECPAY_LOGISTICS_HASH_IV: undefined }, /^ECPAY_LOGISTICS_MERCHANT_ID, ECPAY_LOGISTICS_HASH_KEY, ECPAY_LOGISTICS_HASH_IV must be set .*stage keys are public/],
    ['the public stage AIO keys', { ECPAY_HASH_KEY: ECPAY_STAGE_CONFIG.hashKey, ECPAY_HASH_IV: ECPAY_STAGE_CONFIG.hashIv }, /^ECPAY_HASH_KEY, ECPAY_HASH_IV must not be ECPay's public stage account/],
    ['the public stage AIO merchant', { ECPAY_MERCHANT_ID: ECPAY_STAGE_CONFIG.merchantId }, /^ECPAY_MERCHANT_ID must not be ECPay's public stage account/],
    ['the public stage logistics keys', { ECPAY_LOGISTICS_HASH_KEY: ECPAY_STAGE_CONFIG.logisticsHashKey }, /^ECPAY_LOGISTICS_HASH_KEY must not be ECPay's public stage account/],
    ['the AIO stage host', { ECPAY_AIO_URL: ECPAY_STAGE_CONFIG.aioBaseUrl }, /^ECPAY_AIO_URL must be ECPay's production address https:\/\/payment\.ecpay\.com\.tw .*names the stage host/],
    ['ECPAY_AIO_URL unset (its default is the stage host)', { ECPAY_AIO_URL: undefined }, /^ECPAY_AIO_URL must be ECPay's production address .*defaults to the stage host payment-stage/],
    ['the logistics stage host', { ECPAY_LOGISTICS_URL: ECPAY_STAGE_CONFIG.logisticsBaseUrl }, /^ECPAY_LOGISTICS_URL must be ECPay's production address/],
    ['no e-invoice credentials', { ECPAY_INVOICE_MERCHANT_ID: undefined, ECPAY_INVOICE_HASH_KEY: undefined, ECPAY_INVOICE_HASH_IV: undefined }, /^ECPAY_INVOICE_MERCHANT_ID, ECPAY_INVOICE_HASH_KEY, ECPAY_INVOICE_HASH_IV must be set .*stage keys are public/],
    ['the public stage e-invoice account (2000132)', { ECPAY_INVOICE_MERCHANT_ID: '2000132', ECPAY_INVOICE_HASH_KEY: 'ejCk326UnaZWKisg', ECPAY_INVOICE_HASH_IV: 'q9jcZX8Ib9LM8wYk' }, /^ECPAY_INVOICE_MERCHANT_ID, ECPAY_INVOICE_HASH_KEY, ECPAY_INVOICE_HASH_IV must not be ECPay's public stage account/],
    ['the public stage e-invoice key alone', { ECPAY_INVOICE_HASH_KEY: 'ejCk326UnaZWKisg' }, /^ECPAY_INVOICE_HASH_KEY must not be ECPay's public stage account/],
    ['the e-invoice stage host', { ECPAY_INVOICE_URL: 'https://einvoice-stage.ecpay.com.tw' }, /^ECPAY_INVOICE_URL must be ECPay's production address https:\/\/einvoice\.ecpay\.com\.tw .*names the stage host/],
    ['ECPAY_SENDER_NAME unset (the demo sender would be printed on parcels)', { ECPAY_SENDER_NAME: undefined }, /^ECPAY_SENDER_NAME must be set when NODE_ENV=production/],
    ['ECPAY_SENDER_PHONE unset', { ECPAY_SENDER_PHONE: undefined }, /^ECPAY_SENDER_PHONE must be set when NODE_ENV=production/],
    ['the demo sender name', { ECPAY_SENDER_NAME: ECPAY_STAGE_CONFIG.senderName }, /^ECPAY_SENDER_NAME must not be the demo sender/],
    ['the demo sender phone', { ECPAY_SENDER_PHONE: ECPAY_STAGE_CONFIG.senderCellPhone }, /^ECPAY_SENDER_PHONE must not be the demo sender/],
    ['a sender name ECPay refuses (in every mode)', { ECPAY_SENDER_NAME: 'Shop 24' }, /^ECPAY_SENDER_NAME="Shop 24" must be 2 to 5 Chinese characters/],
    ['a sender phone that is not a mobile number (in every mode)', { ECPAY_SENDER_PHONE: '02-2345678' }, /^ECPAY_SENDER_PHONE="02-2345678" must be a mobile number/],
    ['TOKEN_SECRET unset', { TOKEN_SECRET: undefined }, /^TOKEN_SECRET must be set/],
    ['TOKEN_SECRET the demo one', { TOKEN_SECRET: DEMO_TOKEN_SECRET }, /^TOKEN_SECRET must be set .*demo default is public/],
    ['CART_DEBUG=true', { CART_DEBUG: 'true' }, /^CART_DEBUG must be off/],
    ['STAFF_SECRET_CODE unset', { STAFF_SECRET_CODE: undefined }, /^STAFF_SECRET_CODE must be set/],
    ['STAFF_SECRET_CODE the demo one, given explicitly', { STAFF_SECRET_CODE: 'outlet-staff-demo' }, /^STAFF_SECRET_CODE must be set .*demo default is public/],
  ])('refuses %s', (_, changes, reason) => {
    const problems = refusals(productionWith(changes));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
  });

  // Issue 23: provider addresses at any host, weak secrets, and the demo shop on an unconfigured database.
  const KEY = (byte: string) => byte.repeat(32);
  it.each<[string, Record<string, string | undefined>, string]>([
    ['a look-alike ECPay host', { ECPAY_AIO_URL: 'https://payment.ecpay.com.tw.evil.test' },
      'ECPAY_AIO_URL must be ECPay\'s production address https://payment.ecpay.com.tw when NODE_ENV=production (it is https://payment.ecpay.com.tw.evil.test)'],
    ['ECPay on a loopback address', { ECPAY_AIO_URL: 'http://127.0.0.1:8080' },
      'ECPAY_AIO_URL must be ECPay\'s production address https://payment.ecpay.com.tw when NODE_ENV=production (it is http://127.0.0.1:8080)'],
    ['ECPay logistics on a private address', { ECPAY_LOGISTICS_URL: 'http://10.0.0.1/x' },
      'ECPAY_LOGISTICS_URL must be ECPay\'s production address https://logistics.ecpay.com.tw when NODE_ENV=production (it is http://10.0.0.1/x)'],
    ['ECPay\'s host over plain http', { ECPAY_AIO_URL: 'http://payment.ecpay.com.tw' },
      'ECPAY_AIO_URL must be ECPay\'s production address https://payment.ecpay.com.tw when NODE_ENV=production (it is http://payment.ecpay.com.tw)'],
    ['ECPay\'s host under another path', { ECPAY_LOGISTICS_URL: 'https://logistics.ecpay.com.tw/proxy' },
      'ECPAY_LOGISTICS_URL must be ECPay\'s production address https://logistics.ecpay.com.tw when NODE_ENV=production (it is https://logistics.ecpay.com.tw/proxy)'],
    ['a Shopee authorisation page at another host', { SHOPEE_AUTH_URL: 'https://evil.test/auth' },
      'SHOPEE_AUTH_URL must be a live Shopee address (https://open.shopee.com/auth, https://open.shopee.cn/auth, https://open.shopee.com.br/auth) when NODE_ENV=production (https://evil.test/auth is not one of them)'],
    ['a Shopee API base at a private address', { SHOPEE_API_BASE: 'http://10.0.0.1' },
      'SHOPEE_API_BASE must be a live Shopee address (https://partner.shopeemobile.com, https://openplatform.shopee.cn, https://openplatform.shopee.com.br) when NODE_ENV=production (http://10.0.0.1/ is not one of them)'],
    ['STAFF_SECRET_CODE=1', { STAFF_SECRET_CODE: '1' },
      'STAFF_SECRET_CODE is too weak for NODE_ENV=production (it has 1 characters, at least 12 are needed: e.g. openssl rand -base64 18)'],
    ['a STAFF_SECRET_CODE of one repeated pattern', { STAFF_SECRET_CODE: 'abcabcabcabcabc' },
      'STAFF_SECRET_CODE is too weak for NODE_ENV=production (it is a common or patterned value, zxcvbn guesses it in about 10^1 tries, at least 10^10 are needed: e.g. openssl rand -base64 18)'],
    // Issue 28: what the hand-made estimate let through.
    ['STAFF_SECRET_CODE=password1234', { STAFF_SECRET_CODE: 'password1234' },
      'STAFF_SECRET_CODE is too weak for NODE_ENV=production (it is a common or patterned value, zxcvbn guesses it in about 10^4 tries, at least 10^10 are needed: e.g. openssl rand -base64 18)'],
    ['STAFF_SECRET_CODE=123456789012', { STAFF_SECRET_CODE: '123456789012' },
      'STAFF_SECRET_CODE is too weak for NODE_ENV=production (it is a common or patterned value, zxcvbn guesses it in about 10^4 tries, at least 10^10 are needed: e.g. openssl rand -base64 18)'],
    ['STAFF_SECRET_CODE=outlet-staff-demo2 (the demo code and a digit)', { STAFF_SECRET_CODE: 'outlet-staff-demo2' },
      'STAFF_SECRET_CODE is too weak for NODE_ENV=production (it is close to a public demo value, zxcvbn guesses it in about 10^4 tries, at least 10^10 are needed: e.g. openssl rand -base64 18)'],
    ['a TOKEN_SECRET of 0123456789abcdef twice', { TOKEN_SECRET: '0123456789abcdef'.repeat(2) },
      'TOKEN_SECRET is too weak for NODE_ENV=production (it is a common or patterned value, zxcvbn guesses it in about 10^4 tries, at least 10^20 are needed: e.g. openssl rand -base64 48)'],
    ['a TOKEN_SECRET of 32 × "a"', { TOKEN_SECRET: 'a'.repeat(32) },
      'TOKEN_SECRET is too weak for NODE_ENV=production (it is a common or patterned value, zxcvbn guesses it in about 10^2 tries, at least 10^20 are needed: e.g. openssl rand -base64 48)'],
    ['a TOKEN_SECRET of two alternating characters', { TOKEN_SECRET: 'ab'.repeat(24) },
      'TOKEN_SECRET is too weak for NODE_ENV=production (it is a common or patterned value, zxcvbn guesses it in about 10^2 tries, at least 10^20 are needed: e.g. openssl rand -base64 48)'],
    ['an all-zero SHOPEE_TOKEN_KEY', { SHOPEE_TOKEN_KEY: KEY('00') },
      'SHOPEE_TOKEN_KEY is not a random key, refused when NODE_ENV=production (all its bytes are 00: use e.g. openssl rand -hex 32)'],
    ['a SHOPEE_TOKEN_KEY of one repeated byte', { SHOPEE_TOKEN_KEY: KEY('9f') },
      'SHOPEE_TOKEN_KEY is not a random key, refused when NODE_ENV=production (all its bytes are 9f: use e.g. openssl rand -hex 32)'],
    ['a SHOPEE_TOKEN_KEY of a short pattern', { SHOPEE_TOKEN_KEY: '00112233'.repeat(8) },
      'SHOPEE_TOKEN_KEY is not a random key, refused when NODE_ENV=production (it has only 4 different bytes, a random key has about 30: use e.g. openssl rand -hex 32)'],
    ['an all-zero SHOPIFY_TOKEN_KEY', { SHOPIFY_TOKEN_KEY: KEY('00') },
      'SHOPIFY_TOKEN_KEY is not a random key, refused when NODE_ENV=production (all its bytes are 00: use e.g. openssl rand -hex 32)'],
    ['a placeholder SHOPIFY_WEBHOOK_SECRET', { SHOPIFY_WEBHOOK_SECRET: 'changeme' },
      'SHOPIFY_WEBHOOK_SECRET is too weak for NODE_ENV=production (it has 8 characters, at least 16 are needed: the app\'s client secret from the Shopify dev dashboard)'],
    ['no DATABASE_URL (the embedded SQLite, unasked)', { DATABASE_URL: undefined },
      'DATABASE_URL must be set when NODE_ENV=production (without it the shop runs on the embedded SQLite file in DATA_DIR: set SQLITE_IN_PRODUCTION=true if one process on one machine is what you mean)'],
  ])('refuses %s, with its one line', (_, changes, line) => {
    expect(refusals(productionWith(changes))).toEqual([line]);
  });

  it('docs/operations.md lists every refusal: each line the code gives, up to its reason, is in the list', () => {
    const documented = readFileSync(path.resolve(__dirname, '../docs/operations.md'), 'utf8');
    const changes: Array<Record<string, string | undefined>> = [
      { PROVIDERS: 'sandbox', PUBLIC_BASE_URL: undefined, DATABASE_URL: undefined, TOKEN_SECRET: undefined, STAFF_SECRET_CODE: undefined, CART_DEBUG: 'true' },
      { ECPAY_MERCHANT_ID: undefined, ECPAY_HASH_KEY: undefined, ECPAY_HASH_IV: undefined, ECPAY_AIO_URL: 'https://evil.test', ECPAY_LOGISTICS_URL: undefined },
      { ECPAY_HASH_KEY: ECPAY_STAGE_CONFIG.hashKey, ECPAY_SENDER_NAME: undefined, ECPAY_SENDER_PHONE: ECPAY_STAGE_CONFIG.senderCellPhone },
      { TOKEN_SECRET: 'a'.repeat(32), STAFF_SECRET_CODE: '1', SHOPEE_TOKEN_KEY: '00'.repeat(32), SHOPIFY_TOKEN_KEY: '00'.repeat(32), SHOPIFY_WEBHOOK_SECRET: 'x' },
      { SHOPEE_PARTNER_KEY: undefined, SHOPEE_PARTNER_ID: undefined, SHOPEE_TOKEN_KEY: undefined, SHOPIFY_API_BASE: 'https://evil.test' },
      { SHOPEE_API_BASE: 'https://evil.test', SHOPEE_AUTH_URL: 'https://evil.test/auth' },
    ];
    const lines = changes.flatMap((change) => refusals(productionWith(change)));
    expect(lines.length).toBeGreaterThanOrEqual(20);
    const missing = lines.map((line) => line.slice(0, line.indexOf(' ('))).filter((head) => !documented.includes(head));
    expect(missing).toEqual([]);
  });

  it('refuses a missing AIO account on another host with both lines (e.g. an egress proxy)', () => {
    expect(refusals(productionWith({ ECPAY_MERCHANT_ID: undefined, ECPAY_HASH_KEY: undefined, ECPAY_HASH_IV: undefined, ECPAY_AIO_URL: 'https://ecpay-egress.example.com' }))).toEqual([
      'ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV must be set when NODE_ENV=production (without them ECPay\'s public stage account is used)',
      'ECPAY_AIO_URL must be ECPay\'s production address https://payment.ecpay.com.tw when NODE_ENV=production (it is https://ecpay-egress.example.com)',
    ]);
  });

  it('accepts every live Shopee address, strong secrets of every common shape, and the embedded SQLite when asked for', () => {
    for (const [api, auth] of [['https://openplatform.shopee.cn', 'https://open.shopee.cn/auth'], ['https://openplatform.shopee.com.br/', 'https://open.shopee.com.br/auth']]) {
      expect(refusals(productionWith({ SHOPEE_API_BASE: api, SHOPEE_AUTH_URL: auth }))).toEqual([]);
    }
    expect(refusals(productionWith({ TOKEN_SECRET: '0f6c9e2d8b1a47c3e5f09d2b6a8c4e71' }))).toEqual([]); // openssl rand -hex 16
    expect(refusals(productionWith({ STAFF_SECRET_CODE: 'Tq4n+Vw9zK1pXe0b' }))).toEqual([]); // openssl rand -base64 12
    expect(refusals(productionWith({ SHOPIFY_WEBHOOK_SECRET: '8c1f0e2a9b7d4c6e3f5a1b0d2e4c6a8f', SHOPIFY_TOKEN_KEY: '5b'.concat('c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3') }))).toEqual([]);
    expect(refusals(productionWith({ DATABASE_URL: undefined, SQLITE_IN_PRODUCTION: 'true' }))).toEqual([]);
  });

  it('never seeds the demo catalogue in production unless SEED_DEMO=true says so', () => {
    const sqlite = productionWith({ DATABASE_URL: undefined, SQLITE_IN_PRODUCTION: 'true' });
    expect(loadConfig(sqlite, {}, '/srv/shop').seedDemo).toBe(false);
    expect(loadConfig({ ...sqlite, SEED_DEMO: 'true' }, {}, '/srv/shop').seedDemo).toBe(true);
    expect(loadConfig({}, {}, '/srv/shop').seedDemo).toBe(true); // the local demo still seeds its SQLite
  });

  it('refuses a TOKEN_SECRET under 32 characters in every mode, without echoing it', () => {
    const problems = refusals({ TOKEN_SECRET: 'short-secret' });
    expect(problems).toEqual(['TOKEN_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)']);
  });

  it('prints every refusal on one line', () => {
    let line = '';
    try {
      loadConfig({ NODE_ENV: 'production' }, {}, '/srv/shop');
    } catch (error) {
      line = (error as ConfigError).oneLine();
    }
    expect(line).toMatch(/^Refusing to start: PROVIDERS must be ecpay .*; TOKEN_SECRET must be set .*; STAFF_SECRET_CODE must be set/);
    expect(line).not.toContain('\n');
  });

  it('the local demo (no NODE_ENV) still starts on the defaults', () => {
    expect(refusals({})).toEqual([]);
    expect(loadConfig({}, {}, '/srv/shop')).toMatchObject({ providers: 'sandbox', tokenSecret: DEMO_TOKEN_SECRET, trustProxy: false });
  });
});
