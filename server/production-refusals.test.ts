import { ECPAY_STAGE_CONFIG } from '../adapters/ecpay/ecpay-gateway';
import { COMPLETE_PRODUCTION_ENV } from '../test/support/production-env';
import { ConfigError } from './config';
import { loadConfig } from './load-config';
import { DEMO_TOKEN_SECRET } from './token-secret';

/** The problems loadConfig refuses env with ([] when it starts). */
function refusals(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, {}, '/srv/shop');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
/** The complete production environment with `changes` (undefined deletes a variable). */
function productionWith(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...COMPLETE_PRODUCTION_ENV, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete env[name];
  return env;
}

describe('NODE_ENV=production refuses unsafe configuration', () => {
  it('starts with a complete production configuration', () => {
    expect(refusals({ ...COMPLETE_PRODUCTION_ENV })).toEqual([]);
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['PROVIDERS=sandbox (the simulator can mark orders paid)', { PROVIDERS: 'sandbox' }, /^PROVIDERS must be ecpay .*simulator/],
    ['PROVIDERS unset (its default is sandbox)', { PROVIDERS: undefined }, /^PROVIDERS must be ecpay/],
    ['PUBLIC_BASE_URL unset (ECPay could not reach the shop)', { PUBLIC_BASE_URL: undefined }, /^PUBLIC_BASE_URL must be set/],
    ['no AIO credentials (the stage account would be used)', { ECPAY_MERCHANT_ID: undefined, ECPAY_HASH_KEY: undefined, ECPAY_HASH_IV: undefined }, /^ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV must be set .*stage keys are public/],
    ['no AIO credentials, on another host (e.g. an egress proxy)', { ECPAY_MERCHANT_ID: undefined, ECPAY_HASH_KEY: undefined, ECPAY_HASH_IV: undefined, ECPAY_AIO_URL: 'https://ecpay-egress.example.com' }, /^ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV must be set when NODE_ENV=production .*public stage account/],
    ['no logistics credentials', { ECPAY_LOGISTICS_MERCHANT_ID: undefined, ECPAY_LOGISTICS_HASH_KEY: undefined, ECPAY_LOGISTICS_HASH_IV: undefined }, /^ECPAY_LOGISTICS_MERCHANT_ID, ECPAY_LOGISTICS_HASH_KEY, ECPAY_LOGISTICS_HASH_IV must be set .*stage keys are public/],
    ['the public stage AIO keys', { ECPAY_HASH_KEY: ECPAY_STAGE_CONFIG.hashKey, ECPAY_HASH_IV: ECPAY_STAGE_CONFIG.hashIv }, /^ECPAY_HASH_KEY, ECPAY_HASH_IV must not be ECPay's public stage account/],
    ['the public stage AIO merchant', { ECPAY_MERCHANT_ID: ECPAY_STAGE_CONFIG.merchantId }, /^ECPAY_MERCHANT_ID must not be ECPay's public stage account/],
    ['the public stage logistics keys', { ECPAY_LOGISTICS_HASH_KEY: ECPAY_STAGE_CONFIG.logisticsHashKey }, /^ECPAY_LOGISTICS_HASH_KEY must not be ECPay's public stage account/],
    ['the AIO stage host', { ECPAY_AIO_URL: ECPAY_STAGE_CONFIG.aioBaseUrl }, /^ECPAY_AIO_URL must be ECPay's production address https:\/\/payment\.ecpay\.com\.tw .*names the stage host/],
    ['ECPAY_AIO_URL unset (its default is the stage host)', { ECPAY_AIO_URL: undefined }, /^ECPAY_AIO_URL must be ECPay's production address .*defaults to the stage host payment-stage/],
    ['the logistics stage host', { ECPAY_LOGISTICS_URL: ECPAY_STAGE_CONFIG.logisticsBaseUrl }, /^ECPAY_LOGISTICS_URL must be ECPay's production address/],
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
