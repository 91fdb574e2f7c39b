import { COMPLETE_PRODUCTION_ENV } from '../test/support/production-env';
import { loadConfig } from './load-config';
import { CONFIG_TEST_CWD as CWD, configProblems as problems } from './testing/config-problems';
import { DEMO_SHOPIFY_WEBHOOK_SECRET, effectiveShopifyConfig } from './shopify-config';

describe('Shopify configuration', () => {
  it('PROVIDERS=sandbox: version 2026-10, the simulator under PUBLIC_BASE_URL and the demo webhook secret', () => {
    const config = loadConfig({ PUBLIC_BASE_URL: 'http://127.0.0.1:4000' }, {}, CWD);
    expect(config.shopify).toEqual({ apiVersion: '2026-10', customDomains: [], webhookSecret: undefined, apiBaseUrl: undefined });
    expect(effectiveShopifyConfig(config)).toEqual({
      apiVersion: '2026-10', customDomains: [], apiBaseUrl: 'http://127.0.0.1:4000/sandbox/shopify', webhookSecret: DEMO_SHOPIFY_WEBHOOK_SECRET,
    });
  });

  it('PROVIDERS=ecpay: https://{shop} and no webhook secret unless set (webhooks are then refused)', () => {
    const config = loadConfig({ PROVIDERS: 'ecpay', SHOPIFY_API_VERSION: '2027-01', SHOPIFY_CUSTOM_DOMAINS: 'Shop.Example.com.tw, outlet.example.com,' }, {}, CWD);
    expect(effectiveShopifyConfig(config)).toEqual({
      apiVersion: '2027-01', customDomains: ['shop.example.com.tw', 'outlet.example.com'], apiBaseUrl: undefined, webhookSecret: undefined,
    });
    expect(effectiveShopifyConfig(loadConfig({ PROVIDERS: 'ecpay', SHOPIFY_WEBHOOK_SECRET: 'app-secret' }, {}, CWD)).webhookSecret).toBe('app-secret');
  });

  it('refuses a version that is not a quarterly release, and custom domains that are not plain hostnames', () => {
    expect(problems({ SHOPIFY_API_VERSION: '2026-11' })).toEqual([expect.stringMatching(/^SHOPIFY_API_VERSION="2026-11" must be a Shopify API version/)]);
    expect(problems({ SHOPIFY_API_VERSION: 'latest' })).toHaveLength(1);
    for (const domains of ['127.0.0.1', 'https://shop.example.com', 'shop.example.com:8443', 'localhost', 'shop.example.com/admin']) {
      expect({ domains, problems: problems({ SHOPIFY_CUSTOM_DOMAINS: domains }) }).toEqual({ domains, problems: [expect.stringContaining('SHOPIFY_CUSTOM_DOMAINS')] });
    }
  });

  it('never echoes the webhook secret in a ConfigError', () => {
    const refused = problems({ ...COMPLETE_PRODUCTION_ENV, SHOPIFY_WEBHOOK_SECRET: DEMO_SHOPIFY_WEBHOOK_SECRET });
    expect(refused).toEqual([expect.stringMatching(/^SHOPIFY_WEBHOOK_SECRET must not be the sandbox secret/)]);
  });

  it('NODE_ENV=production refuses the demo secret and any SHOPIFY_API_BASE (the simulator\'s above all)', () => {
    expect(problems(COMPLETE_PRODUCTION_ENV)).toEqual([]);
    const refused = problems({ ...COMPLETE_PRODUCTION_ENV, SHOPIFY_API_BASE: 'https://shop.example.com/sandbox/shopify' });
    expect(refused).toEqual([expect.stringMatching(/^SHOPIFY_API_BASE must be unset when NODE_ENV=production \(it is the simulator's address/)]);
    expect(problems({ ...COMPLETE_PRODUCTION_ENV, SHOPIFY_API_BASE: 'https://proxy.example.com' })).toHaveLength(1);
  });
});
