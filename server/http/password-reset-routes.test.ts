import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { MESSAGES } from '../../domain/validation/messages';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { COMPLETE_PRODUCTION_ENV } from '../../test/support/production-env';
import { callFrom } from '../../test/support/client-ip';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const T0 = Date.parse('2026-11-20T04:00:00.000Z');
const WINDOW_MS = 15 * 60_000;
const PASSWORD = 'old-secret-1';
const REQUESTED = { message: MESSAGES.PASSWORD_RESET_REQUESTED };
const INVALID = { code: 'RESET_CODE_INVALID', message: MESSAGES.RESET_CODE_REJECTED };
const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.TOO_MANY_ATTEMPTS };

interface MailboxMail { id: number; to: string; subject: string; text: string; html: string; createdAt: string }

let counter = 0;
const newCustomer = () => {
  counter += 1;
  return { name: '陳美麗', email: `reset.${counter}@example.com`, phone: `0933${String(100_000 + counter).slice(-6)}`, password: PASSWORD };
};

describe.each(databasesUnderTest)('password reset API and the sandbox mailbox on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  let testIndex = 0;
  const clock = new FakeClock(new Date(T0));
  const call = async (method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${pathname}`, {
      method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text === '' ? undefined : (() => { try { return JSON.parse(text); } catch { return undefined; } })() };
  };
  const register = async () => {
    const customer = newCustomer();
    const answer = await call('POST', '/api/customers/register', customer);
    expect(answer.status).toBe(201);
    return { ...customer, id: answer.body.user.id as number, token: answer.body.token as string };
  };
  const forgot = (email: string) => call('POST', '/api/customers/forgot-password', { email });
  const verify = (email: string, resetCode: string) => call('POST', '/api/customers/verify-reset-code', { email, resetCode });
  const reset = (email: string, resetCode: string, newPassword: string) => call('POST', '/api/customers/reset-password', { email, resetCode, newPassword });
  const login = (email: string, password: string) => call('POST', '/api/customers/login', { email, password, rememberMe: false });
  const mailbox = async (): Promise<MailboxMail[]> => {
    const answer = await call('GET', '/sandbox/mail', undefined, { Accept: 'application/json' });
    expect(answer.status).toBe(200);
    return answer.body.mails;
  };
  /** The code of the newest mail to `email`, read from the mailbox like a developer would. */
  const codeMailedTo = async (email: string) => {
    const mail = (await mailbox()).find((m) => m.to === email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  const requestCode = async (email: string) => {
    expect((await forgot(email)).status).toBe(200);
    return codeMailedTo(email);
  };
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0 }, { knex, logger: silentLogger, clock, env: {} });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  // Each test starts in a fresh rate-limit window (all requests come from 127.0.0.1).
  beforeEach(() => clock.set(new Date(T0 + (testIndex += 1) * 100 * WINDOW_MS)));

  it('forgot-password: a known and an unknown address get identical answers; only the known one gets a mail', async () => {
    const customer = await register();
    const before = Number((await knex('mail_outbox').count({ n: '*' }))[0].n);
    const known = await forgot(customer.email.toUpperCase());
    const unknown = await forgot(`nobody.${counter}@example.com`);
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(REQUESTED);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
    expect(known.text).toBe(unknown.text);

    expect(Number((await knex('mail_outbox').count({ n: '*' }))[0].n)).toBe(before + 1);
    const [mail] = await mailbox();
    expect(mail).toEqual({ id: expect.any(Number), to: customer.email, subject: '【好物選品】密碼重設驗證碼', text: expect.any(String), html: expect.any(String), createdAt: clock.now().toISOString() });
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('15 分鐘');
    expect(mail.text).toContain('如果您沒有申請重設密碼，請忽略這封信');
    expect(mail.html).toContain(`>${code}<`);
    // Only a hash is stored.
    const row = await knex('password_reset_codes').where('customer_id', customer.id).first();
    expect(row.code_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('the mailbox page (HTML) lists the mails newest first with subject, recipient, time and body, escaped', async () => {
    const first = await register();
    const second = await register();
    await knex('customers').where('id', second.id).update({ name: '<script>alert(1)</script>' });
    await forgot(first.email);
    clock.advance(60_000);
    await forgot(second.email);

    const page = await call('GET', '/sandbox/mail', undefined, { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('【好物選品】密碼重設驗證碼');
    expect(page.text.indexOf(second.email)).toBeLessThan(page.text.indexOf(first.email));
    expect(page.text).toContain('2026/'); // Taipei time
    expect(page.text).toContain(await codeMailedTo(second.email));
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // A browser's Accept header gets the page, too.
    const browser = await call('GET', '/sandbox/mail', undefined, { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' });
    expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('verify-reset-code: the right code passes (and stays usable); a wrong, malformed or unknown one is the same 400', async () => {
    const customer = await register();
    const code = await requestCode(customer.email);
    const good = await verify(customer.email, code);
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ message: MESSAGES.RESET_CODE_VERIFIED });
    expect((await verify(customer.email, ` ${code} `)).status).toBe(200);

    for (const [email, resetCode] of [[customer.email, wrongCodeFor(code)], [customer.email, '12ab56'], [customer.email, ''], [`nobody.${counter}@example.com`, code]]) {
      const bad = await verify(email, resetCode);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(INVALID);
    }
    expect((await verify(customer.email, code)).status).toBe(200);
    const invalidEmail = await verify('not-an-address', code);
    expect(invalidEmail.status).toBe(400);
    expect(invalidEmail.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: { code: 'EMAIL_INVALID', message: MESSAGES.EMAIL_INVALID } } });
  });

  it('5 wrong attempts exhaust the code: then even the right one is refused; a new request gives a working code', async () => {
    const customer = await register();
    const code = await requestCode(customer.email);
    for (let i = 0; i < 5; i += 1) expect((await verify(customer.email, wrongCodeFor(code))).body).toEqual(INVALID);
    expect((await verify(customer.email, code)).body).toEqual(INVALID);
    expect((await reset(customer.email, code, 'new-secret-1')).body).toEqual(INVALID);

    clock.advance(1000);
    const fresh = await requestCode(customer.email);
    expect((await verify(customer.email, fresh)).status).toBe(200);
  });

  it('a code is refused once 15 minutes have passed', async () => {
    const customer = await register();
    const code = await requestCode(customer.email);
    clock.advance(WINDOW_MS - 1);
    expect((await verify(customer.email, code)).status).toBe(200);
    clock.advance(1);
    expect((await verify(customer.email, code)).body).toEqual(INVALID);
    expect((await reset(customer.email, code, 'new-secret-1')).body).toEqual(INVALID);
  });

  it('reset-password works once: sessions end, the old password stops working, the new one logs in', async () => {
    const customer = await register();
    const second = await login(customer.email, PASSWORD);
    expect(second.status).toBe(200);
    const code = await requestCode(customer.email);

    const tooShort = await reset(customer.email, code, '12345');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toEqual({ code: 'VALIDATION_FAILED', message: '請求內容有誤', fields: { newPassword: { code: 'PASSWORD_TOO_SHORT', message: MESSAGES.PASSWORD_TOO_SHORT } } });

    const done = await reset(customer.email, code, 'new-secret-1');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: MESSAGES.PASSWORD_RESET_DONE });
    expect(done.headers.get('cache-control')).toBe('no-store');

    for (const token of [customer.token, second.body.token]) expect((await call('GET', '/api/customers/me', undefined, { Authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await login(customer.email, PASSWORD)).status).toBe(401);
    const fresh = await login(customer.email, 'new-secret-1');
    expect(fresh.status).toBe(200);
    expect((await call('GET', '/api/customers/me', undefined, { Authorization: `Bearer ${fresh.body.token}` })).status).toBe(200);

    expect((await reset(customer.email, code, 'third-secret')).body).toEqual(INVALID);
    expect((await verify(customer.email, code)).body).toEqual(INVALID);
    expect((await login(customer.email, 'new-secret-1')).status).toBe(200);
  });

  it('forgot-password is limited to 3 per address per client and 20 per client per 15 minutes: 429 TOO_MANY_ATTEMPTS', async () => {
    const customer = await register();
    for (const email of [customer.email, `nobody.${counter}@example.com`]) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(TOO_MANY);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // 8 so far from this client; 12 more pass, the 21st is refused whatever the address.
    for (let i = 0; i < 12; i += 1) expect((await forgot(`someone.${counter}.${i}@example.com`)).status).toBe(200);
    expect((await forgot(`someone-else.${counter}@example.com`)).status).toBe(429);

    clock.advance(WINDOW_MS);
    expect((await forgot(customer.email)).status).toBe(200);
  });

  it('issue 9: requests from strangers neither invalidate the mailed code nor refuse the owner', async () => {
    const customer = await register();
    const ownersCode = await requestCode(customer.email);
    // Strangers on other IPs ask for the same address until they are refused.
    for (const ip of ['127.0.0.2', '127.0.0.3']) {
      for (let i = 0; i < 3; i += 1) expect((await callFrom(ip, server.url, 'POST', '/api/customers/forgot-password', { email: customer.email })).status).toBe(200);
      const refused = await callFrom(ip, server.url, 'POST', '/api/customers/forgot-password', { email: customer.email });
      expect(refused).toMatchObject({ status: 429, body: TOO_MANY });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The owner's request is still answered, and the code mailed first still works.
    expect((await forgot(customer.email)).status).toBe(200);
    expect(await verify(customer.email, ownersCode)).toMatchObject({ status: 200 });
    expect(await reset(customer.email, ownersCode, 'brand-new-9')).toMatchObject({ status: 200 });
    expect((await login(customer.email, 'brand-new-9')).status).toBe(200);
  });

  it('bodies: missing fields read as empty, over-long ones are TEXT_TOO_LONG', async () => {
    const empty = await call('POST', '/api/customers/forgot-password', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: { code: 'EMAIL_REQUIRED' } } });
    const long = await call('POST', '/api/customers/reset-password', { email: 'a@example.com', resetCode: '123456', newPassword: 'x'.repeat(129) });
    expect(long.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { newPassword: { code: 'TEXT_TOO_LONG' } } });
    expect((await call('POST', '/api/customers/verify-reset-code', { email: 'a@example.com', resetCode: 123456 })).body).toEqual(INVALID);
  });
});

describe.each(databasesUnderTest)('the sandbox mailbox is not mounted on $name', (database) => {
  let db: OpenDatabase;
  const publicDir = mkdtempSync(path.join(tmpdir(), 'no-build-'));

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db?.close());

  it.each([
    ['SMTP_URL is set (mail goes out by SMTP)', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['NODE_ENV=production', { ...COMPLETE_PRODUCTION_ENV }],
  ])('when %s', async (_name, env) => {
    const server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, publicDir }, { knex: db.knex, logger: silentLogger, env });
    try {
      const json = await fetch(`${server.url}/sandbox/mail`, { headers: { Accept: 'application/json' } });
      const html = await fetch(`${server.url}/sandbox/mail`, { headers: { Accept: 'text/html' } });
      const htmlText = await html.text();
      expect(json.status).not.toBe(200);
      expect(await json.text()).not.toContain('mails');
      expect(html.status).not.toBe(200); // the SPA fallback without a build: 503
      expect(htmlText).not.toContain('測試信箱');
      // forgot-password still answers (the mail goes to SMTP, delivered in the background, or to the outbox).
      const answer = await fetch(`${server.url}/api/customers/forgot-password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com' }) });
      expect(answer.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
