import type { AccountSettings } from '../../application/accounts/account-settings';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { MESSAGES } from '../../domain/validation/messages';
import { callFrom } from '../../test/support/client-ip';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const T0 = Date.parse('2026-11-20T04:00:00.000Z');
const HOUR_MS = 60 * 60_000;
const ACCOUNTS: AccountSettings = { staffSecretCode: 'the-real-staff-code', loginMaxPerAddress: 10, loginMaxPerClient: 50, loginWindowMs: 15 * 60_000 };
let counter = 0;

/** Issue 9: the staff secret code had no attempt limit, and a flood of scrypt calls could pile up without bound. */
describe.each(databasesUnderTest)('staff code limits and the bounded hasher on $name', (database) => {
  let db: OpenDatabase;
  let server: RunningServer;
  let testIndex = 0;
  const clock = new FakeClock(new Date(T0));
  const staff = (secretCode: string) => ({ name: 'Amy Chen', email: `staff.${(counter += 1)}@example.com`, password: 'secret-123', secretCode });

  beforeAll(async () => {
    db = await database.open();
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, accounts: ACCOUNTS, passwordHashing: { concurrency: 1, queue: 1 } },
      { knex: db.knex, logger: silentLogger, clock },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  beforeEach(() => clock.set(new Date(T0 + (testIndex += 1) * 100 * HOUR_MS)));

  it('5 wrong staff codes per IP per hour, then 429 even with the right code; the right code from another IP works', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await callFrom('127.0.0.2', server.url, 'POST', '/api/auth/register', staff(`guess-${i}`))).toMatchObject({ status: 403, body: { code: 'SECRET_CODE_INVALID' } });
    }
    const refused = await callFrom('127.0.0.2', server.url, 'POST', '/api/auth/register', staff(ACCOUNTS.staffSecretCode));
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.TOO_MANY_ATTEMPTS } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await callFrom('127.0.0.3', server.url, 'POST', '/api/auth/register', staff(ACCOUNTS.staffSecretCode))).status).toBe(201);
  });

  it('20 wrong staff codes from 4 IPs lock nobody else out (issue 23): the owner\'s right code from a clean IP gets in at once', async () => {
    for (let i = 0; i < 20; i += 1) {
      const ip = `127.0.1.${Math.floor(i / 5) + 1}`;
      expect((await callFrom(ip, server.url, 'POST', '/api/auth/register', staff(`guess-${i}`))).status).toBe(403);
    }
    expect((await callFrom('127.0.2.1', server.url, 'POST', '/api/auth/register', staff(ACCOUNTS.staffSecretCode))).status).toBe(201);
    expect(await callFrom('127.0.2.2', server.url, 'POST', '/api/auth/register', staff('another-guess'))).toMatchObject({ status: 403 });
  });

  it('a burst of logins beyond 1 running + 1 waiting hash: the overflow is 503 SERVER_BUSY with Retry-After, never a pile-up', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => callFrom(`127.0.3.${i + 1}`, server.url, 'POST', '/api/customers/login', { email: `nobody.${i}@example.com`, password: 'secret-123' })));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]).toMatchObject({ body: { code: 'SERVER_BUSY', message: MESSAGES.SERVER_BUSY } });
    expect(Number(busy[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
  });
});
