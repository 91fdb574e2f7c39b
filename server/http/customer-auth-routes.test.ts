import { createHash, createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { AccountSettings } from '../../application/accounts/account-settings';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { MESSAGES } from '../../domain/validation/messages';
import { jsonCalls } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const T0 = Date.parse('2026-11-20T04:00:00.000Z');
const WINDOW_MS = 15 * 60_000;
const ACCOUNTS: AccountSettings = { staffSecretCode: 'test-staff-secret', loginMaxPerAddress: 3, loginMaxPerClient: 6, loginWindowMs: WINDOW_MS };
const PASSWORD = 'secret-123';
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: MESSAGES.UNAUTHORIZED };
const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', message: MESSAGES.INVALID_CREDENTIALS };

let counter = 0;
const unique = () => (counter += 1);
/** A customer nobody else in this file uses. */
const newCustomer = () => {
  const n = unique();
  return { name: '王小明', email: `Amy.${n}@Example.com`, phone: `0912-${String(100_000 + n).slice(-3)}-${String(n).padStart(3, '0')}`, password: PASSWORD };
};

describe.each(databasesUnderTest)('customer and staff accounts API on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  let testIndex = 0;
  const clock = new FakeClock(new Date(T0));
  const call = jsonCalls(() => server.url);
  const register = async (customer = newCustomer()) => {
    const answer = await call('POST', '/api/customers/register', customer);
    expect(answer.status).toBe(201);
    return { customer, token: answer.body.token as string, user: answer.body.user as { id: number; name: string; email: string; phone: string } };
  };
  const login = (email: string, password: string, rememberMe = false) => call('POST', '/api/customers/login', { email, password, rememberMe });
  const me = (token?: string) => call('GET', '/api/customers/me', undefined, token);

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, accounts: ACCOUNTS }, { knex, logger: silentLogger, clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  // Each test starts in a fresh rate-limit window, so the login counters of one test never reach the next.
  beforeEach(() => clock.set(new Date(T0 + (testIndex += 1) * 100 * WINDOW_MS)));

  describe('register, login, me', () => {
    it('registers (201, normalised user, c_ token), logs in with any letter case, and /me answers the account', async () => {
      const customer = newCustomer();
      const registered = await call('POST', '/api/customers/register', customer);
      expect(registered.status).toBe(201);
      expect(registered.headers.get('cache-control')).toBe('no-store');
      const user = { id: expect.any(Number), name: '王小明', email: customer.email.toLowerCase(), phone: customer.phone.replace(/\D/g, '') };
      expect(registered.body).toEqual({ token: expect.stringMatching(/^c_[A-Za-z0-9_-]{43}$/), user });
      // Spec 1 §7 (issue 28): /me answers the customer itself, not { user }.
      expect((await me(registered.body.token)).body).toEqual(user);

      const loggedIn = await login(customer.email.toUpperCase(), PASSWORD);
      expect(loggedIn.status).toBe(200);
      expect(loggedIn.body).toEqual({ token: expect.stringMatching(/^c_/), user });
      expect(loggedIn.body.token).not.toBe(registered.body.token);
      expect(await me(loggedIn.body.token)).toMatchObject({ status: 200, body: user });

      // Only the token's hash is stored; the password only as scrypt.
      const stored = await knex('sessions').select('token_hash');
      expect(stored.map((row) => row.token_hash)).not.toContain(loggedIn.body.token);
      // Keyed under TOKEN_SECRET: the sessions table alone cannot confirm a token (not its plain SHA-256).
      expect(stored.map((row) => row.token_hash)).not.toContain(createHash('sha256').update(loggedIn.body.token).digest('hex'));
      expect(stored.map((row) => row.token_hash)).toContain(createHmac('sha256', server.config.tokenSecret).update(loggedIn.body.token).digest('hex'));
      const row = await knex('customers').where('id', registered.body.user.id).first('password_hash');
      expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    });

    it('/me without a token, with a bad one, or with another scheme: 401 UNAUTHORIZED', async () => {
      expect(await me()).toMatchObject({ status: 401, body: UNAUTHORIZED });
      expect(await me('c_not-a-real-token')).toMatchObject({ status: 401, body: UNAUTHORIZED });
      const { token } = await register();
      const basic = await fetch(`${server.url}/api/customers/me`, { headers: { Authorization: `Basic ${token}` } });
      expect(basic.status).toBe(401);
    });

    it('a taken email (any letter case) is 409 EMAIL_TAKEN, a taken phone (any separators) 409 PHONE_TAKEN', async () => {
      const { customer } = await register();
      const sameEmail = await call('POST', '/api/customers/register', { ...newCustomer(), email: customer.email.toUpperCase() });
      expect(sameEmail).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN', message: MESSAGES.EMAIL_TAKEN } });
      const samePhone = await call('POST', '/api/customers/register', { ...newCustomer(), phone: customer.phone.replace(/\D/g, '') });
      expect(samePhone).toMatchObject({ status: 409, body: { code: 'PHONE_TAKEN', message: MESSAGES.PHONE_TAKEN } });
    });

    it('bad fields: 400 VALIDATION_FAILED with the domain register codes per field', async () => {
      const answer = await call('POST', '/api/customers/register', { name: '王', email: 'not-an-email', phone: '12345', password: '123' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'VALIDATION_FAILED', message: '請求內容有誤',
        fields: {
          name: { code: 'NAME_TOO_SHORT', message: MESSAGES.NAME_TOO_SHORT },
          email: { code: 'EMAIL_INVALID', message: MESSAGES.EMAIL_INVALID },
          phone: { code: 'PHONE_TW_INVALID', message: MESSAGES.PHONE_TW_INVALID },
          password: { code: 'PASSWORD_TOO_SHORT', message: MESSAGES.PASSWORD_TOO_SHORT },
        },
      });
      const empty = await call('POST', '/api/customers/register', {});
      expect(Object.keys(empty.body.fields).sort()).toEqual(['email', 'name', 'password', 'phone']);
      const badLogin = await call('POST', '/api/customers/login', { email: 'x', password: 1 });
      expect(badLogin).toMatchObject({ status: 400, body: { fields: { email: { code: 'EMAIL_INVALID' }, password: { code: 'PASSWORD_TOO_SHORT' } } } });
    });

    it('issue 28: a name of 51 characters is 400 NAME_TOO_LONG, the one domain cap the forms apply (register and profile)', async () => {
      const long = await call('POST', '/api/customers/register', { ...newCustomer(), name: '王'.repeat(51) });
      expect(long).toMatchObject({ status: 400, body: { fields: { name: { code: 'NAME_TOO_LONG', message: '姓名最多 50 個字' } } } });
      expect(Object.keys(long.body.fields)).toEqual(['name']);
      const { customer, token } = await register();
      const profile = await call('PUT', '/api/customers/profile', { name: '王'.repeat(51), email: customer.email, phone: customer.phone }, token);
      expect(profile).toMatchObject({ status: 400, body: { fields: { name: { code: 'NAME_TOO_LONG' } } } });
      expect((await call('POST', '/api/customers/register', { ...newCustomer(), name: '王'.repeat(50) })).status).toBe(201);
    });

    it('a wrong password and an unknown email get the identical 401 INVALID_CREDENTIALS', async () => {
      const { customer } = await register();
      const wrong = await login(customer.email, 'wrong-password');
      const unknown = await login(`nobody.${unique()}@example.com`, PASSWORD);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(INVALID_CREDENTIALS);
      expect(unknown.body).toEqual(wrong.body);
    });
  });

  describe('login rate limits', () => {
    it('per address: after 3 attempts the 4th is 429 TOO_MANY_ATTEMPTS, even with the right password; other addresses still work; the next window opens again', async () => {
      const { customer } = await register();
      const other = await register();
      for (let i = 0; i < 3; i += 1) expect((await login(customer.email, 'wrong-password')).status).toBe(401);
      const refused = await login(customer.email.toUpperCase(), PASSWORD);
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.TOO_MANY_ATTEMPTS } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);
      expect((await login(other.customer.email, PASSWORD)).status).toBe(200);
      clock.advance(WINDOW_MS);
      expect((await login(customer.email, PASSWORD)).status).toBe(200);
    });

    it('per client: after 6 attempts from one IP, any address is 429', async () => {
      const { customer } = await register();
      for (let i = 0; i < 6; i += 1) expect((await login(`stranger.${unique()}@example.com`, PASSWORD)).status).toBe(401);
      expect(await login(customer.email, PASSWORD)).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
      expect(await call('POST', '/api/auth/login', { email: customer.email, password: PASSWORD })).toMatchObject({ status: 401 });
    });
  });

  describe('sessions', () => {
    it('rememberMe: the session outlives the plain 1-day one (30 days)', async () => {
      const { customer } = await register();
      const plain = (await login(customer.email, PASSWORD)).body.token as string;
      const remembered = (await login(customer.email, PASSWORD, true)).body.token as string;
      clock.advance(24 * 3_600_000 - 1000);
      expect((await me(plain)).status).toBe(200);
      clock.advance(2000);
      expect((await me(plain)).status).toBe(401);
      expect((await me(remembered)).status).toBe(200);
      clock.advance(29 * 24 * 3_600_000);
      expect((await me(remembered)).status).toBe(401);
    });

    it('refresh-token: a new token; the old one works for 30 s, then 401; a token is refreshed once', async () => {
      const { token: old } = await register();
      const refreshed = await call('POST', '/api/customers/refresh-token', { token: old });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toEqual({ token: expect.stringMatching(/^c_/) });
      const fresh = refreshed.body.token as string;
      expect(fresh).not.toBe(old);
      clock.advance(29_000);
      expect((await me(old)).status).toBe(200);
      expect((await me(fresh)).status).toBe(200);
      expect((await call('POST', '/api/customers/refresh-token', { token: old })).status).toBe(401);
      clock.advance(2000);
      expect((await me(old)).status).toBe(401);
      expect((await me(fresh)).status).toBe(200);
      expect(await call('POST', '/api/customers/refresh-token', { token: 'c_unknown' })).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } });
      // The Authorization header is accepted when the body has no token.
      expect((await call('POST', '/api/customers/refresh-token', {}, fresh)).status).toBe(200);
    });

    it('logout revokes this token only (204, idempotent)', async () => {
      const { customer, token } = await register();
      const second = (await login(customer.email, PASSWORD)).body.token as string;
      expect((await call('POST', '/api/customers/logout', undefined, token)).status).toBe(204);
      expect((await me(token)).status).toBe(401);
      expect((await me(second)).status).toBe(200);
      expect((await call('POST', '/api/customers/logout', undefined, token)).status).toBe(204);
      expect((await call('POST', '/api/customers/refresh-token', { token })).status).toBe(401);
    });
  });

  describe('profile and password', () => {
    it('PUT /profile: 200 { message, user } normalised; 409 for another account\'s email or phone; 400 fields; 401 without a token', async () => {
      const { token, user } = await register();
      const other = await register();
      const changed = { name: '陳大文', email: `  New.${unique()}@Example.com `, phone: '02-2345-6789', currentPassword: PASSWORD };
      // Issue 9: a new e-mail needs the current password: 400 without it, 400 WRONG_PASSWORD on the field with a wrong one (issue 28).
      expect(await call('PUT', '/api/customers/profile', { ...changed, currentPassword: undefined }, token))
        .toMatchObject({ status: 400, body: { fields: { currentPassword: { code: 'CURRENT_PASSWORD_REQUIRED' } } } });
      expect(await call('PUT', '/api/customers/profile', { ...changed, currentPassword: 'wrong-wrong' }, token))
        .toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD', message: MESSAGES.WRONG_PASSWORD, fields: { currentPassword: { code: 'WRONG_PASSWORD', message: MESSAGES.WRONG_PASSWORD } } } });
      const answer = await call('PUT', '/api/customers/profile', changed, token);
      // The old address is told.
      const notice = await knex('mail_outbox').where('to_address', user.email).orderBy('id', 'desc').first();
      expect(notice?.subject).toContain('電子郵件已變更');
      const updated = { id: user.id, name: '陳大文', email: changed.email.trim().toLowerCase(), phone: '0223456789' };
      expect(answer).toMatchObject({ status: 200, body: { message: MESSAGES.PROFILE_UPDATED, user: updated } });
      expect((await me(token)).body).toEqual(updated);
      // Its own email and phone again: no conflict.
      expect((await call('PUT', '/api/customers/profile', updated, token)).status).toBe(200);
      expect(await call('PUT', '/api/customers/profile', { ...updated, email: other.user.email.toUpperCase(), currentPassword: PASSWORD }, token))
        .toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } });
      expect(await call('PUT', '/api/customers/profile', { ...updated, phone: other.user.phone }, token))
        .toMatchObject({ status: 409, body: { code: 'PHONE_TAKEN' } });
      expect(await call('PUT', '/api/customers/profile', { ...updated, email: 'nope' }, token))
        .toMatchObject({ status: 400, body: { fields: { email: { code: 'EMAIL_INVALID' } } } });
      expect((await call('PUT', '/api/customers/profile', updated)).status).toBe(401);
      // The new email logs in.
      expect((await login(updated.email, PASSWORD)).status).toBe(200);
    });

    it('PUT /password: 400 WRONG_PASSWORD on fields.currentPassword for a wrong current one (issue 28: not a 401); success revokes the other sessions, not this one', async () => {
      const { customer, token } = await register();
      const elsewhere = (await login(customer.email, PASSWORD, true)).body.token as string;
      expect(await call('PUT', '/api/customers/password', { currentPassword: 'not-it', newPassword: 'brand-new-1' }, token))
        .toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD', message: MESSAGES.WRONG_PASSWORD, fields: { currentPassword: { code: 'WRONG_PASSWORD', message: MESSAGES.WRONG_PASSWORD } } } });
      expect(await call('PUT', '/api/customers/password', { currentPassword: PASSWORD, newPassword: '123' }, token))
        .toMatchObject({ status: 400, body: { fields: { newPassword: { code: 'PASSWORD_TOO_SHORT' } } } });
      expect(await call('PUT', '/api/customers/password', { currentPassword: PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'other' }, token))
        .toMatchObject({ status: 400, body: { fields: { confirmPassword: { code: 'NEW_PASSWORDS_DIFFER' } } } });
      const changed = await call('PUT', '/api/customers/password', { currentPassword: PASSWORD, newPassword: 'brand-new-1' }, token);
      expect(changed).toMatchObject({ status: 200, body: { message: MESSAGES.PASSWORD_CHANGED } });
      expect((await me(token)).status).toBe(200);
      expect((await me(elsewhere)).status).toBe(401);
      expect((await login(customer.email, PASSWORD)).status).toBe(401);
      expect((await login(customer.email, 'brand-new-1')).status).toBe(200);
    });
  });

  describe('staff', () => {
    const staffBody = () => ({ name: 'Amy Chen', email: `Staff.${unique()}@Example.com`, password: PASSWORD, secretCode: ACCOUNTS.staffSecretCode });

    it('register: 403 SECRET_CODE_INVALID for a wrong code, 400 without one, 201 { token: s_..., user } with the right one; login and /me', async () => {
      const body = staffBody();
      expect(await call('POST', '/api/auth/register', { ...body, secretCode: 'guess' }))
        .toMatchObject({ status: 403, body: { code: 'SECRET_CODE_INVALID', message: MESSAGES.SECRET_CODE_INVALID } });
      expect(await call('POST', '/api/auth/register', { ...body, secretCode: '' }))
        .toMatchObject({ status: 400, body: { fields: { secretCode: { code: 'SECRET_CODE_REQUIRED' } } } });
      const created = await call('POST', '/api/auth/register', body);
      const user = { id: expect.any(Number), name: 'Amy Chen', email: body.email.toLowerCase() };
      expect(created).toMatchObject({ status: 201, body: { token: expect.stringMatching(/^s_[A-Za-z0-9_-]{43}$/), user } });
      expect(await call('POST', '/api/auth/register', body)).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } });
      expect(await call('GET', '/api/auth/me', undefined, created.body.token)).toMatchObject({ status: 200, body: { user } });
      const loggedIn = await call('POST', '/api/auth/login', { email: body.email, password: PASSWORD });
      expect(loggedIn).toMatchObject({ status: 200, body: { token: expect.stringMatching(/^s_/), user } });
      expect(await call('POST', '/api/auth/login', { email: body.email, password: 'wrong-password' })).toMatchObject({ status: 401, body: INVALID_CREDENTIALS });
      // Staff sessions last 12 hours.
      clock.advance(12 * 3_600_000 + 1000);
      expect((await call('GET', '/api/auth/me', undefined, loggedIn.body.token)).status).toBe(401);
    });

    it('a staff token never opens a customer route, and a customer token never a staff route (401)', async () => {
      const staff = await call('POST', '/api/auth/register', staffBody());
      const { token: customerToken } = await register();
      expect(await me(staff.body.token)).toMatchObject({ status: 401, body: UNAUTHORIZED });
      expect(await call('PUT', '/api/customers/profile', { name: '王小明', email: 'a@b.co', phone: '0912345678' }, staff.body.token)).toMatchObject({ status: 401 });
      expect(await call('POST', '/api/customers/refresh-token', { token: staff.body.token })).toMatchObject({ status: 401 });
      expect(await call('GET', '/api/auth/me', undefined, customerToken)).toMatchObject({ status: 401, body: UNAUTHORIZED });
      // A customer logout with a staff token leaves the staff session alone.
      expect((await call('POST', '/api/customers/logout', undefined, staff.body.token)).status).toBe(204);
      expect((await call('GET', '/api/auth/me', undefined, staff.body.token)).status).toBe(200);
    });
  });
});
