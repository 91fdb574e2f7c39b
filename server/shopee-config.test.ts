import { COMPLETE_PRODUCTION_ENV } from '../test/support/production-env';
import { loadConfig } from './load-config';
import { CONFIG_TEST_CWD as CWD, configProblems as problems, productionWith } from './testing/config-problems';
import {
  DEMO_SHOPEE_TOKEN_KEY, effectiveShopeeConfig, SANDBOX_SHOPEE_PARTNER_ID, SANDBOX_SHOPEE_PARTNER_KEY,
} from './shopee-config';

describe('Shopee configuration', () => {
  it('PROVIDERS=sandbox points Shopee at the simulator under PUBLIC_BASE_URL with the public demo app and token key', () => {
    const config = loadConfig({ PUBLIC_BASE_URL: 'http://127.0.0.1:4000' }, {}, CWD);
    expect(config.shopee.syncMinutes).toBe(30);
    expect(effectiveShopeeConfig(config)).toEqual({
      api: {
        partnerId: SANDBOX_SHOPEE_PARTNER_ID,
        partnerKey: SANDBOX_SHOPEE_PARTNER_KEY,
        apiBaseUrl: 'http://127.0.0.1:4000/sandbox/shopee',
        authUrl: 'http://127.0.0.1:4000/sandbox/shopee/auth',
      },
      tokenKey: Buffer.from(DEMO_SHOPEE_TOKEN_KEY, 'hex'),
    });
    expect([SANDBOX_SHOPEE_PARTNER_ID, SANDBOX_SHOPEE_PARTNER_KEY]).toEqual([1000001, 'sandbox-shopee-partner-key-not-secret']);
    expect(Buffer.from(DEMO_SHOPEE_TOKEN_KEY, 'hex')).toHaveLength(32);
  });

  it('PROVIDERS=ecpay: Shopee\'s live hosts by default, and no Shopee at all without credentials', () => {
    const configured = loadConfig({ PROVIDERS: 'ecpay', SHOPEE_PARTNER_ID: '2001887', SHOPEE_PARTNER_KEY: 'k', SHOPEE_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64') }, {}, CWD);
    expect(effectiveShopeeConfig(configured)).toEqual({
      api: { partnerId: 2001887, partnerKey: 'k', apiBaseUrl: 'https://partner.shopeemobile.com', authUrl: 'https://open.shopee.com/auth' },
      tokenKey: Buffer.alloc(32, 7),
    });
    expect(effectiveShopeeConfig(loadConfig({ PROVIDERS: 'ecpay' }, {}, CWD))).toBeNull();
  });

  it('explicit settings win over the sandbox defaults (a developer pointing the demo at Shopee\'s test host)', () => {
    const config = loadConfig({ SHOPEE_API_BASE: 'https://openplatform.sandbox.test-stable.shopee.sg', SHOPEE_PARTNER_ID: '1234567' }, {}, CWD);
    expect(effectiveShopeeConfig(config)?.api).toMatchObject({ partnerId: 1234567, apiBaseUrl: 'https://openplatform.sandbox.test-stable.shopee.sg' });
  });

  it('refuses a token key that is not 32 bytes, in every mode, without echoing it', () => {
    const short = 'ab'.repeat(31);
    expect(problems({ SHOPEE_TOKEN_KEY: short })).toEqual(['SHOPEE_TOKEN_KEY must be 32 bytes written as 64 hex digits or base64 (e.g. openssl rand -hex 32)']);
    expect(problems({ SHOPEE_TOKEN_KEY: 'correct horse battery staple' })).toHaveLength(1);
    expect(problems({ SHOPEE_TOKEN_KEY: 'ab'.repeat(32) })).toEqual([]);
  });

  it('refuses a bad partner id, bad URLs and sync minutes out of 0..1440, and never echoes the partner key', () => {
    expect(problems({ SHOPEE_PARTNER_ID: '12ab' })).toEqual(['SHOPEE_PARTNER_ID="12ab" must be the positive integer partner id of the Shopee console']);
    expect(problems({ SHOPEE_API_BASE: 'partner.shopeemobile.com' })[0]).toMatch(/^SHOPEE_API_BASE=.*absolute URL/);
    expect(problems({ SHOPEE_AUTH_URL: 'https://open.shopee.com/auth?x=1' })[0]).toMatch(/^SHOPEE_AUTH_URL=.*query/);
    expect(problems({ SHOPEE_SYNC_MINUTES: '1441' })).toEqual(['SHOPEE_SYNC_MINUTES="1441" must be an integer from 0 to 1440']);
    expect(loadConfig({ SHOPEE_SYNC_MINUTES: '0' }, {}, CWD).shopee.syncMinutes).toBe(0);
    const error = problems({ PROVIDERS: 'ecpay', SHOPEE_PARTNER_KEY: 'shpk-secret-value' });
    expect(error).toEqual(['SHOPEE_PARTNER_ID, SHOPEE_TOKEN_KEY missing: give all of SHOPEE_PARTNER_ID, SHOPEE_PARTNER_KEY, SHOPEE_TOKEN_KEY, or none to leave Shopee unconnected']);
    expect(error.join()).not.toContain('shpk-secret-value');
  });

  it('accepts the complete production environment', () => {
    expect(problems({ ...COMPLETE_PRODUCTION_ENV })).toEqual([]);
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['the sandbox partner key', { SHOPEE_PARTNER_KEY: SANDBOX_SHOPEE_PARTNER_KEY }, /^SHOPEE_PARTNER_KEY must not be the sandbox key/],
    ['the demo token key', { SHOPEE_TOKEN_KEY: DEMO_SHOPEE_TOKEN_KEY }, /^SHOPEE_TOKEN_KEY must not be the demo key/],
    ['the demo token key written in base64', { SHOPEE_TOKEN_KEY: Buffer.from(DEMO_SHOPEE_TOKEN_KEY, 'hex').toString('base64') }, /^SHOPEE_TOKEN_KEY must not be the demo key/],
    ['Shopee\'s sandbox API host', { SHOPEE_API_BASE: 'https://openplatform.sandbox.test-stable.shopee.sg' }, /^SHOPEE_API_BASE must be a live Shopee address .*test-stable/],
    ['the old test host', { SHOPEE_API_BASE: 'https://partner.test-stable.shopeemobile.com' }, /^SHOPEE_API_BASE must be a live Shopee address/],
    ['Shopee\'s sandbox auth page', { SHOPEE_AUTH_URL: 'https://open.sandbox.test-stable.shopee.com/auth' }, /^SHOPEE_AUTH_URL must be a live Shopee address/],
    ['the simulator under the shop', { SHOPEE_API_BASE: 'https://shop.example.com/sandbox/shopee' }, /^SHOPEE_API_BASE must be a live Shopee address .*simulator/],
  ])('NODE_ENV=production refuses %s', (_, changes, reason) => {
    const refused = problems(productionWith(changes));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(reason);
  });

  it('NODE_ENV=production refuses no Shopee at all: the credentials and the token key', () => {
    const refused = problems(productionWith({ SHOPEE_PARTNER_ID: undefined, SHOPEE_PARTNER_KEY: undefined, SHOPEE_TOKEN_KEY: undefined }));
    expect(refused).toEqual([
      'SHOPEE_PARTNER_ID and SHOPEE_PARTNER_KEY must be set when NODE_ENV=production (the live app\'s credentials from the Shopee console)',
      'SHOPEE_TOKEN_KEY must be set when NODE_ENV=production (32 random bytes, e.g. openssl rand -hex 32: it encrypts the shop\'s tokens)',
    ]);
  });

  it('NODE_ENV=production refuses a missing token key (with the partner credentials given, outside the group rule)', () => {
    const refused = problems(productionWith({ SHOPEE_TOKEN_KEY: undefined }));
    expect(refused).toContain('SHOPEE_TOKEN_KEY must be set when NODE_ENV=production (32 random bytes, e.g. openssl rand -hex 32: it encrypts the shop\'s tokens)');
  });

  it('NODE_ENV=production refuses a token key of the wrong length without printing it', () => {
    const refused = problems(productionWith({ SHOPEE_TOKEN_KEY: '9f'.repeat(16) }));
    expect(refused[0]).toMatch(/^SHOPEE_TOKEN_KEY must be 32 bytes/);
    expect(refused.join()).not.toContain('9f'.repeat(16));
  });
});
