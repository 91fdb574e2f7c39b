import { DEFAULT_ACCOUNT_SETTINGS, DEMO_STAFF_SECRET_CODE } from '../application/accounts/account-settings';
import { COMPLETE_PRODUCTION_ENV } from '../test/support/production-env';
import { ConfigError } from './config';
import { loadConfig } from './load-config';

describe('accounts configuration', () => {
  it('defaults: the documented demo staff code, 10 per address and 50 per client per 15 minutes', () => {
    expect(loadConfig({}).accounts).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    expect(DEFAULT_ACCOUNT_SETTINGS).toEqual({ staffSecretCode: 'outlet-staff-demo', loginMaxPerAddress: 10, loginMaxPerClient: 50, loginWindowMs: 900_000 });
  });

  it('reads STAFF_SECRET_CODE and the login limits from the environment', () => {
    const env = { STAFF_SECRET_CODE: 'long-random', LOGIN_MAX_PER_ADDRESS: '5', LOGIN_MAX_PER_CLIENT: '20', LOGIN_WINDOW_MS: '60000' };
    expect(loadConfig(env).accounts).toEqual({ staffSecretCode: 'long-random', loginMaxPerAddress: 5, loginMaxPerClient: 20, loginWindowMs: 60_000 });
  });

  it('NODE_ENV=production refuses to start without STAFF_SECRET_CODE (the demo code is public)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STAFF_SECRET_CODE/);
    expect(loadConfig({ ...COMPLETE_PRODUCTION_ENV, STAFF_SECRET_CODE: 'k7Qp-2vXz-9LmR-4tWc' }).accounts.staffSecretCode).not.toBe(DEMO_STAFF_SECRET_CODE);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => loadConfig({ LOGIN_MAX_PER_ADDRESS: '0' })).toThrow(/LOGIN_MAX_PER_ADDRESS/);
  });
});
