import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ECPAY_STAGE_CONFIG } from '../../adapters/ecpay/ecpay-gateway';
import { DEMO_TOKEN_SECRET } from '../../server/token-secret';
import { assertServerBuilt, SERVER_MAIN, startChildServer } from '../concurrency/child-servers';
import { COMPLETE_PRODUCTION_ENV } from '../support/production-env';

/**
 * The compiled server (`node dist/server/server/main.js`, as `npm start` and a process manager run it) with
 * NODE_ENV=production and one unsafe setting: it must exit non-zero with one line on stderr saying why,
 * before it opens a database or a port.
 */
interface Exit { code: number | null; stdout: string; stderr: string }

function runServer(env: NodeJS.ProcessEnv): Promise<Exit> {
  return new Promise((resolve) => {
    // Only what node needs from the outer environment: no NODE_ENV=test, no MYSQL_URL, nothing inherited.
    const base = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
    execFile(process.execPath, [SERVER_MAIN], { env: { ...base, ...env }, timeout: 30_000, cwd: path.resolve(__dirname, '../..') }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

function productionWith(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...COMPLETE_PRODUCTION_ENV, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete env[name];
  return env;
}

let dataDir: string;
beforeAll(() => {
  assertServerBuilt();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-production-startup-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the compiled server with NODE_ENV=production', () => {
  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['PROVIDERS=sandbox', { PROVIDERS: 'sandbox' }, /PROVIDERS must be ecpay/],
    ['PROVIDERS unset', { PROVIDERS: undefined }, /PROVIDERS must be ecpay/],
    ['no AIO credentials', { ECPAY_MERCHANT_ID: undefined, ECPAY_HASH_KEY: undefined, ECPAY_HASH_IV: undefined, ECPAY_AIO_URL: 'https://ecpay-egress.example.com' }, /ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV must be set/],
    ['the public stage AIO keys', { ECPAY_HASH_KEY: ECPAY_STAGE_CONFIG.hashKey }, /ECPAY_HASH_KEY must not be ECPay's public stage account/],
    ['the public stage logistics account', { ECPAY_LOGISTICS_MERCHANT_ID: ECPAY_STAGE_CONFIG.logisticsMerchantId }, /ECPAY_LOGISTICS_MERCHANT_ID must not be ECPay's public stage account/],
    ['the AIO stage host', { ECPAY_AIO_URL: ECPAY_STAGE_CONFIG.aioBaseUrl }, /ECPAY_AIO_URL must be ECPay's production address/],
    ['the logistics stage host (by default)', { ECPAY_LOGISTICS_URL: undefined }, /ECPAY_LOGISTICS_URL must be ECPay's production address/],
    ['TOKEN_SECRET unset', { TOKEN_SECRET: undefined }, /TOKEN_SECRET must be set/],
    ['TOKEN_SECRET the demo one', { TOKEN_SECRET: DEMO_TOKEN_SECRET }, /TOKEN_SECRET must be set/],
    ['CART_DEBUG=true', { CART_DEBUG: 'true' }, /CART_DEBUG must be off/],
    ['STAFF_SECRET_CODE unset', { STAFF_SECRET_CODE: undefined }, /STAFF_SECRET_CODE must be set/],
    ['STAFF_SECRET_CODE the demo one', { STAFF_SECRET_CODE: 'outlet-staff-demo' }, /STAFF_SECRET_CODE must be set/],
    ['PUBLIC_BASE_URL unset', { PUBLIC_BASE_URL: undefined }, /PUBLIC_BASE_URL must be set/],
    // Issue 23: provider addresses at any host, weak secrets, the demo shop on an unconfigured database.
    ['a look-alike ECPay host', { ECPAY_AIO_URL: 'https://payment.ecpay.com.tw.evil.test' }, /ECPAY_AIO_URL must be ECPay's production address .*\(it is https:\/\/payment\.ecpay\.com\.tw\.evil\.test\)/],
    ['ECPay on a loopback address', { ECPAY_AIO_URL: 'http://127.0.0.1:9' }, /ECPAY_AIO_URL must be ECPay's production address .*\(it is http:\/\/127\.0\.0\.1:9\)/],
    ['ECPay logistics on a private address', { ECPAY_LOGISTICS_URL: 'http://10.0.0.1/x' }, /ECPAY_LOGISTICS_URL must be ECPay's production address .*\(it is http:\/\/10\.0\.0\.1\/x\)/],
    ['a Shopee authorisation page at another host', { SHOPEE_AUTH_URL: 'https://evil.test/auth' }, /SHOPEE_AUTH_URL must be a live Shopee address .*https:\/\/evil\.test\/auth is not one of them/],
    ['STAFF_SECRET_CODE=1', { STAFF_SECRET_CODE: '1' }, /STAFF_SECRET_CODE is too weak .*at least 12 are needed/],
    ['an all-zero SHOPEE_TOKEN_KEY', { SHOPEE_TOKEN_KEY: '00'.repeat(32) }, /SHOPEE_TOKEN_KEY is not a random key.*all its bytes are 00/],
    ['a TOKEN_SECRET of 32 × "a"', { TOKEN_SECRET: 'a'.repeat(32) }, /TOKEN_SECRET is too weak .*zxcvbn guesses it/],
    ['STAFF_SECRET_CODE=password1234 (issue 28)', { STAFF_SECRET_CODE: 'password1234' }, /STAFF_SECRET_CODE is too weak .*a common or patterned value/],
    ['no DATABASE_URL (the embedded SQLite, unasked)', { DATABASE_URL: undefined }, /DATABASE_URL must be set when NODE_ENV=production .*SQLITE_IN_PRODUCTION=true/],
  ])('refuses to start with %s: non-zero exit, one line on stderr', async (_, changes, reason) => {
    const exit = await runServer(productionWith(changes));
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    const lines = exit.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: /);
    expect(lines[0]).toMatch(reason);
    expect(exit.stdout).not.toMatch(/running at/);
  });

  it('starts with a complete production configuration (embedded SQLite, asked for explicitly), says nothing is refused, and sells no demo items', async () => {
    // SEED_DEMO unset (startChildServer's own default is false): production must not seed by itself.
    const server = await startChildServer({ ...COMPLETE_PRODUCTION_ENV, DATA_DIR: dataDir, DATABASE_URL: '', SQLITE_IN_PRODUCTION: 'true', SEED_DEMO: undefined });
    try {
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(await (await fetch(`${server.baseUrl}/api/outlet/list`)).json()).toEqual([]);
      // No simulator in production: its checkout path is not mounted.
      expect((await fetch(`${server.baseUrl}/sandbox/ecpay/Cashier/AioCheckOut/V5`, { method: 'POST' })).status).not.toBe(200);
    } finally {
      await server.stop();
    }
  });
});
