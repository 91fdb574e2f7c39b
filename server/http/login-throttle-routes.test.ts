import type { AccountSettings } from '../../application/accounts/account-settings';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { MESSAGES } from '../../domain/validation/messages';
import { callFrom } from '../../test/support/client-ip';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const T0 = Date.parse('2026-11-20T04:00:00.000Z');
const WINDOW_MS = 15 * 60_000;
const ACCOUNTS: AccountSettings = { staffSecretCode: 'test-staff-secret', loginMaxPerAddress: 3, loginMaxPerClient: 50, loginWindowMs: WINDOW_MS };
const PASSWORD = 'secret-123';
const ATTACKERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
const OWNER_IP = '127.0.0.9';
let counter = 0;
const unique = () => (counter += 1);

/**
 * Issue 9: a lockout per address alone let anyone who knows an e-mail keep its owner out. The throttle is
 * per (address, client IP) and per client IP, so the attacked account stays open to its owner.
 */
describe.each(databasesUnderTest)('login throttle per address and client IP on $name', (database) => {
  let db: OpenDatabase;
  let server: RunningServer;
  let testIndex = 0;
  const clock = new FakeClock(new Date(T0));
  const call = (ip: string, pathname: string, body: unknown) => callFrom(ip, server.url, 'POST', pathname, body);

  beforeAll(async () => {
    db = await database.open();
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, accounts: ACCOUNTS }, { knex: db.knex, logger: silentLogger, clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  beforeEach(() => clock.set(new Date(T0 + (testIndex += 1) * 100 * WINDOW_MS)));

  it.each([
    ['customer', '/api/customers/register', '/api/customers/login'],
    ['staff', '/api/auth/register', '/api/auth/login'],
  ])('%s: attackers on other IPs are 429 for the address, the owner with the right password still gets in', async (_kind, registerPath, loginPath) => {
    const n = unique();
    const email = `owner.${n}@example.com`;
    const registered = await call(OWNER_IP, registerPath, {
      name: '王小明', email, phone: `09${String(10_000_000 + n).slice(-8)}`, password: PASSWORD, secretCode: ACCOUNTS.staffSecretCode,
    });
    expect(registered.status).toBe(201);

    // Each attacking IP spends its failures on the address, then is refused, even with the right password.
    for (const ip of ATTACKERS) {
      for (let i = 0; i < ACCOUNTS.loginMaxPerAddress; i += 1) {
        expect((await call(ip, loginPath, { email, password: `wrong-${i}` })).status).toBe(401);
      }
      const refused = await call(ip, loginPath, { email: email.toUpperCase(), password: PASSWORD });
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.TOO_MANY_ATTEMPTS } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);
    }

    // The owner, from an IP without failures, is not locked out by any of that.
    const owner = await call(OWNER_IP, loginPath, { email, password: PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    // A typo of the owner counts only against the owner's own IP.
    expect((await call(OWNER_IP, loginPath, { email, password: 'typo-typo' })).status).toBe(401);
    expect((await call(OWNER_IP, loginPath, { email, password: PASSWORD })).status).toBe(200);

    // The refused attacker is let in again in the next window.
    clock.advance(WINDOW_MS);
    expect((await call(ATTACKERS[0], loginPath, { email, password: PASSWORD })).status).toBe(200);
  });

  it('an IP that fails across many addresses is 429 for every address, while other IPs log in', async () => {
    const n = unique();
    const email = `victim.${n}@example.com`;
    expect((await call(OWNER_IP, '/api/customers/register', { name: '王小明', email, phone: `09${String(20_000_000 + n).slice(-8)}`, password: PASSWORD })).status).toBe(201);
    const stuffer = '127.0.0.5';
    // 20 failures (LOGIN_MAX_FAILURES_PER_CLIENT), each on a different address: no address limit is reached.
    for (let i = 0; i < 20; i += 1) {
      expect((await call(stuffer, '/api/customers/login', { email: `list.${n}.${i}@example.com`, password: PASSWORD })).status).toBe(401);
    }
    expect(await call(stuffer, '/api/customers/login', { email, password: PASSWORD })).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
    expect((await call(OWNER_IP, '/api/customers/login', { email, password: PASSWORD })).status).toBe(200);
  });
});
