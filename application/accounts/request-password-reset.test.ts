import { MESSAGES } from '../../domain/validation/messages';
import { formatTaipeiTime, passwordResetMail, RESET_CODE_TTL_MS } from './password-reset';
import { passwordResetFixture } from './testing/password-reset-fixture';

const REQUESTED = { message: MESSAGES.PASSWORD_RESET_REQUESTED };

describe('RequestPasswordReset (POST /api/customers/forgot-password)', () => {
  it('a known address: the same answer, a code stored only as a hash, valid 15 minutes, and a mail in Chinese', async () => {
    const f = await passwordResetFixture();
    f.generator.next.push('042195');
    expect(await f.request.execute({ email: '  Wang@Example.COM ', clientIp: '203.0.113.7' })).toEqual(REQUESTED);

    expect(await f.codes.find(f.customer.id)).toEqual({
      customerId: f.customer.id, codeHash: 'hashed:042195', expiresAt: new Date(f.clock.now().getTime() + RESET_CODE_TTL_MS), attempts: 0, usedAt: null, createdAt: f.clock.now(),
    });
    expect(f.mailer.sent).toHaveLength(1);
    const [mail] = f.mailer.sent;
    expect(mail.to).toBe('wang@example.com');
    expect(mail.subject).toBe('【好物選品】密碼重設驗證碼');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('042195');
      expect(body).toContain('15 分鐘');
      expect(body).toContain('2026/11/20 12:15'); // 04:15 UTC in Taipei
      expect(body).toContain('如果您沒有申請重設密碼，請忽略這封信');
      expect(body).toContain('王小明');
    }
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('an unknown address: the same answer, the same hashing work, nothing stored, no mail', async () => {
    const f = await passwordResetFixture();
    const hash = jest.spyOn(f.hasher, 'hash');
    expect(await f.request.execute({ email: 'nobody@example.com', clientIp: '203.0.113.7' })).toEqual(REQUESTED);
    expect(hash).toHaveBeenCalledTimes(1);
    expect(f.codes.rows).toHaveLength(0);
    expect(f.mailer.sent).toEqual([]);

    await f.request.execute({ email: 'wang@example.com', clientIp: '203.0.113.7' });
    expect(hash).toHaveBeenCalledTimes(2);
  });

  it('a new request keeps the code already mailed valid (issue 9); a reset with either code retires both', async () => {
    const f = await passwordResetFixture();
    f.generator.next.push('111111', '222222');
    await f.request.execute({ email: 'wang@example.com', clientIp: '1.1.1.1' });
    f.clock.advance(60_000);
    // Someone else asks for a code for the same address, from elsewhere.
    await f.request.execute({ email: 'wang@example.com', clientIp: '6.6.6.6' });
    expect(f.mailer.sent).toHaveLength(2);
    expect(await f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '111111' })).toEqual({ message: MESSAGES.RESET_CODE_VERIFIED });
    expect(await f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '222222' })).toEqual({ message: MESSAGES.RESET_CODE_VERIFIED });
    await f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '111111', newPassword: 'brand-new-1' });
    await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '222222' })).rejects.toMatchObject({ code: 'RESET_CODE_INVALID' });
  });

  it('at most 3 live codes: while 3 are live a request mails nothing new (same answer), the 3 keep working', async () => {
    const f = await passwordResetFixture();
    f.generator.next.push('111111', '222222', '333333', '444444');
    for (let i = 0; i < 4; i += 1) await expect(f.request.execute({ email: 'wang@example.com', clientIp: `6.6.6.${i}` })).resolves.toEqual(REQUESTED);
    expect(f.mailer.sent).toHaveLength(3);
    expect(await f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '111111' })).toEqual({ message: MESSAGES.RESET_CODE_VERIFIED });
    await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '444444' })).rejects.toMatchObject({ code: 'RESET_CODE_INVALID' });
  });

  it('3 requests per address per client IP per 15 minutes, known or not; other IPs are not refused for that address', async () => {
    const f = await passwordResetFixture();
    for (const email of ['wang@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 3; i += 1) await f.request.execute({ email, clientIp: '10.0.0.1' });
      await expect(f.request.execute({ email: email.toUpperCase(), clientIp: '10.0.0.1' }))
        .rejects.toMatchObject({ kind: 'rate_limited', code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.TOO_MANY_ATTEMPTS, retryAfterMs: 15 * 60_000 });
      await expect(f.request.execute({ email, clientIp: '10.0.0.2' })).resolves.toEqual(REQUESTED);
    }
    f.clock.advance(15 * 60_000);
    await expect(f.request.execute({ email: 'wang@example.com', clientIp: '10.0.0.1' })).resolves.toEqual(REQUESTED);
  });

  it('20 requests per client IP per 15 minutes, whatever the address', async () => {
    const f = await passwordResetFixture();
    for (let i = 0; i < 20; i += 1) await f.request.execute({ email: `someone${i}@example.com`, clientIp: '198.51.100.9' });
    await expect(f.request.execute({ email: 'wang@example.com', clientIp: '198.51.100.9' })).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(f.mailer.sent).toEqual([]);
    await expect(f.request.execute({ email: 'wang@example.com', clientIp: '198.51.100.10' })).resolves.toEqual(REQUESTED);
  });

  it.each([
    ['', 'EMAIL_REQUIRED'],
    ['not-an-address', 'EMAIL_INVALID'],
  ])('an invalid address %p is 400 VALIDATION_FAILED with fields.email (%s); nothing counted', async (email, code) => {
    const f = await passwordResetFixture();
    await expect(f.request.execute({ email, clientIp: '1.1.1.1' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: { code } } });
    expect(f.limiter.counts.size).toBe(0);
  });
});

describe('the reset mail', () => {
  it('escapes the name in the HTML part; the text part stays as typed', () => {
    const mail = passwordResetMail({ to: 'x@example.com', name: '<b>Eve & "Co"</b>', code: '123456', expiresAt: new Date('2026-12-31T16:30:00Z') });
    expect(mail.html).toContain('&lt;b&gt;Eve &amp; &quot;Co&quot;&lt;/b&gt; 您好');
    expect(mail.html).not.toContain('<b>Eve');
    expect(mail.text).toContain('<b>Eve & "Co"</b> 您好');
    expect(mail.text).toContain('2027/01/01 00:30');
  });

  it('Taipei time is UTC+8', () => {
    expect(formatTaipeiTime(new Date('2026-11-20T04:05:00Z'))).toBe('2026/11/20 12:05');
  });
});
