import { FakeClock } from '../shared/testing/fake-clock';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './account-settings';
import { STAFF_CODE_FAILURES_MAX_PER_CLIENT } from './client-limits';
import { LOGIN_MAX_FAILURES_PER_CLIENT } from './login-attempts';
import { LoginCustomer } from './login-customer';
import { LoginStaff } from './login-staff';
import { RESET_CODE_MAX_ATTEMPTS, RESET_REQUESTS_PER_ADDRESS } from './password-reset';
import { RegisterStaff } from './register-staff';
import { FakePasswordHasher } from './testing/fake-password-hasher';
import { InMemoryCustomerStore } from './testing/in-memory-customer-store';
import { InMemoryRateLimiter } from './testing/in-memory-rate-limiter';
import { InMemorySessionStore } from './testing/in-memory-session-store';
import { InMemoryStaffStore } from './testing/in-memory-staff-store';
import { passwordResetFixture } from './testing/password-reset-fixture';

/**
 * Issue 23: a burst of simultaneous attempts gets no more checks (the secret comparison, the password hash
 * verify) than the limit allows, because every limit counts BEFORE it checks (application/shared/limit-attempt.ts).
 * The in-memory limiter counts as atomically as the database does; what raced was the use cases reading a
 * counter, checking, and counting the miss afterwards. Over HTTP on SQLite and MySQL: server/http/burst-limits.test.ts.
 */
const BURST = 100;
const SETTINGS: AccountSettings = { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: 'let-me-in' };
const codeOf = (outcome: PromiseSettledResult<unknown>) => (outcome.status === 'rejected' ? (outcome.reason as { code?: string }).code : 'OK');
const tally = (outcomes: Array<PromiseSettledResult<unknown>>) => outcomes.map(codeOf).reduce<Record<string, number>>((counts, code = '?') => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

function accounts() {
  const clock = new FakeClock('2026-11-20T04:00:00.000Z');
  const limiter = new InMemoryRateLimiter(clock);
  const hasher = new FakePasswordHasher();
  const customers = new InMemoryCustomerStore();
  const staff = new InMemoryStaffStore();
  const sessions = new InMemorySessionStore(clock);
  return {
    clock, limiter, hasher, customers,
    registerStaff: new RegisterStaff(staff, hasher, sessions, SETTINGS, clock, limiter),
    login: new LoginCustomer(customers, hasher, sessions, limiter, SETTINGS),
    loginStaff: new LoginStaff(staff, hasher, sessions, limiter, SETTINGS),
  };
}

const staffInput = (secretCode: string, clientIp: string, i = 0) => ({ name: 'Amy Chen', email: `amy${i}@shop.tw`, password: 'secret-1', secretCode, clientIp });

describe('bursts meet every limit (issue 23)', () => {
  it(`staff code: ${BURST} wrong codes at once from one IP get ${STAFF_CODE_FAILURES_MAX_PER_CLIENT} comparisons, the rest 429`, async () => {
    const f = accounts();
    const outcomes = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => f.registerStaff.execute(staffInput(`guess-${i}`, '198.51.100.7'))));
    expect(tally(outcomes)).toEqual({ SECRET_CODE_INVALID: STAFF_CODE_FAILURES_MAX_PER_CLIENT, TOO_MANY_ATTEMPTS: BURST - STAFF_CODE_FAILURES_MAX_PER_CLIENT });
  });

  it('staff code: strangers missing from many IPs never lock the owner out; the owner\'s right code from a clean IP gets in', async () => {
    const f = accounts();
    const strangers = Array.from({ length: 8 }, (_, i) => `198.51.100.${i + 10}`);
    await Promise.allSettled(strangers.flatMap((ip) => Array.from({ length: 10 }, (_, i) => f.registerStaff.execute(staffInput(`guess-${i}`, ip)))));
    const owner = await f.registerStaff.execute(staffInput('let-me-in', '203.0.113.50', 1));
    expect(owner.user.email).toBe('amy1@shop.tw');
    // A right code gives its count back: the owner's address is as clean as before.
    for (let i = 0; i < STAFF_CODE_FAILURES_MAX_PER_CLIENT; i += 1) {
      await expect(f.registerStaff.execute(staffInput('typo', '203.0.113.50'))).rejects.toMatchObject({ code: 'SECRET_CODE_INVALID' });
    }
    await expect(f.registerStaff.execute(staffInput('let-me-in', '203.0.113.50', 2))).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it(`customer and staff login: ${BURST} wrong passwords at once for one account from one IP get ${SETTINGS.loginMaxPerAddress} hash checks`, async () => {
    const f = accounts();
    await f.customers.create({ name: '王小明', email: 'amy@example.com', phone: '0912345678', passwordHash: await f.hasher.hash('secret-1'), now: f.clock.now() });
    const customer = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => f.login.execute({ email: 'amy@example.com', password: `wrong-${i}`, rememberMe: false, clientIp: '198.51.100.7' })));
    expect(tally(customer)).toEqual({ INVALID_CREDENTIALS: SETTINGS.loginMaxPerAddress, TOO_MANY_ATTEMPTS: BURST - SETTINGS.loginMaxPerAddress });
    expect(f.hasher.verifications).toHaveLength(SETTINGS.loginMaxPerAddress);

    const staff = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => f.loginStaff.execute({ email: 'boss@shop.tw', password: `wrong-${i}`, clientIp: '198.51.100.7' })));
    expect(tally(staff)).toEqual({ INVALID_CREDENTIALS: SETTINGS.loginMaxPerAddress, TOO_MANY_ATTEMPTS: BURST - SETTINGS.loginMaxPerAddress });
    expect(f.hasher.verifications).toHaveLength(2 * SETTINGS.loginMaxPerAddress);
  });

  it('login: a right password gives its count back; the owner from another IP gets in while a stranger is limited', async () => {
    const f = accounts();
    await f.customers.create({ name: '王小明', email: 'amy@example.com', phone: '0912345678', passwordHash: await f.hasher.hash('secret-1'), now: f.clock.now() });
    const login = (password: string, clientIp: string) => f.login.execute({ email: 'amy@example.com', password, rememberMe: false, clientIp });
    for (let i = 0; i < SETTINGS.loginMaxPerAddress - 1; i += 1) await expect(login('typo', '203.0.113.50')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // Counted first, given back: successes never use up the failures left.
    for (let i = 0; i < 5; i += 1) await expect(login('secret-1', '203.0.113.50')).resolves.toMatchObject({ user: { email: 'amy@example.com' } });
    await expect(login('typo', '203.0.113.50')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(login('secret-1', '203.0.113.50')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await Promise.allSettled(Array.from({ length: BURST }, () => login('guess', '198.51.100.7')));
    await expect(login('secret-1', '198.51.100.7')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await expect(login('secret-1', '203.0.113.51')).resolves.toMatchObject({ user: { email: 'amy@example.com' } });
  });

  it('login: attempts refused by one address\'s limit spend none of the IP\'s failures on other addresses', async () => {
    const f = accounts();
    const login = (email: string) => f.login.execute({ email, password: 'wrong', rememberMe: false, clientIp: '198.51.100.7' });
    const first = await Promise.allSettled(Array.from({ length: 15 }, () => login('a@example.com')));
    expect(tally(first)).toEqual({ INVALID_CREDENTIALS: SETTINGS.loginMaxPerAddress, TOO_MANY_ATTEMPTS: 15 - SETTINGS.loginMaxPerAddress });
    // LOGIN_MAX_FAILURES_PER_CLIENT (20) - 10 real failures: 10 more on another address are checked.
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_CLIENT - SETTINGS.loginMaxPerAddress; i += 1) await expect(login('b@example.com')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(login('c@example.com')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it(`forgot-password: ${BURST} requests at once for one address from one IP mail at most ${RESET_REQUESTS_PER_ADDRESS} codes`, async () => {
    const f = await passwordResetFixture();
    const outcomes = await Promise.allSettled(Array.from({ length: BURST }, () => f.request.execute({ email: 'wang@example.com', clientIp: '198.51.100.7' })));
    expect(tally(outcomes)).toEqual({ OK: RESET_REQUESTS_PER_ADDRESS, TOO_MANY_ATTEMPTS: BURST - RESET_REQUESTS_PER_ADDRESS });
    expect(f.mailer.sent.length).toBeLessThanOrEqual(RESET_REQUESTS_PER_ADDRESS);
  });

  it(`reset code: ${BURST} wrong codes at once from ${BURST} IPs get ${RESET_CODE_MAX_ATTEMPTS} comparisons with the stored code`, async () => {
    const f = await passwordResetFixture();
    f.generator.next.push('123456');
    await f.request.execute({ email: 'wang@example.com', clientIp: '203.0.113.50' });
    const stored = (await f.codes.findLive(f.customer.id, f.clock.now()))[0].codeHash;
    const outcomes = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => f.verify.execute({ email: 'wang@example.com', resetCode: String(200_000 + i), clientIp: `198.51.${Math.floor(i / 200)}.${i % 200}` })));
    expect(tally(outcomes)).toEqual({ RESET_CODE_INVALID: BURST });
    expect(f.hasher.verifications.filter((check) => check.stored === stored)).toHaveLength(RESET_CODE_MAX_ATTEMPTS);
  });
});
