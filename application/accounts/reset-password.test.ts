import { MESSAGES } from '../../domain/validation/messages';
import { RESET_CODE_TTL_MS } from './password-reset';
import { passwordResetFixture } from './testing/password-reset-fixture';

const INVALID = { kind: 'validation', code: 'RESET_CODE_INVALID', message: MESSAGES.RESET_CODE_REJECTED };
const DONE = { message: MESSAGES.PASSWORD_RESET_DONE };

async function withCode(code = '123456') {
  const f = await passwordResetFixture();
  f.generator.next.push(code);
  await f.request.execute({ email: 'wang@example.com', clientIp: '1.1.1.1' });
  return f;
}

describe('ResetPassword (POST /api/customers/reset-password)', () => {
  it('sets the new password hash, uses the code up, and ends every session of the customer', async () => {
    const f = await withCode();
    const phone = await f.sessions.issue({ kind: 'customer', subjectId: f.customer.id, remember: true });
    const laptop = await f.sessions.issue({ kind: 'customer', subjectId: f.customer.id, remember: false });
    const someoneElse = await f.sessions.issue({ kind: 'customer', subjectId: f.customer.id + 1, remember: false });

    expect(await f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456', newPassword: 'new-secret' })).toEqual(DONE);
    expect(await f.customers.findPasswordHash('wang@example.com')).toMatchObject({ passwordHash: 'hashed:new-secret' });
    expect(await f.codes.find(f.customer.id)).toMatchObject({ usedAt: f.clock.now() });
    expect(await f.sessions.authenticate(phone.token, 'customer')).toBeUndefined();
    expect(await f.sessions.authenticate(laptop.token, 'customer')).toBeUndefined();
    expect(await f.sessions.authenticate(someoneElse.token, 'customer')).toBeDefined();

    // One use only.
    await expect(f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456', newPassword: 'third-secret' })).rejects.toMatchObject(INVALID);
    await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456' })).rejects.toMatchObject(INVALID);
    expect(await f.customers.findPasswordHash('wang@example.com')).toMatchObject({ passwordHash: 'hashed:new-secret' });
  });

  it('two resets with the right code at once: one wins, the other is RESET_CODE_INVALID', async () => {
    const f = await withCode();
    const outcomes = await Promise.allSettled(['first-secret', 'second-secret'].map((newPassword) => f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456', newPassword })));
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('a too-short password is 400 VALIDATION_FAILED (fields.newPassword) and costs the code nothing', async () => {
    const f = await withCode();
    await expect(f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456', newPassword: '12345' }))
      .rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { newPassword: { code: 'PASSWORD_TOO_SHORT', message: MESSAGES.PASSWORD_TOO_SHORT } } });
    expect(await f.codes.find(f.customer.id)).toMatchObject({ attempts: 0, usedAt: null });
    expect(await f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456', newPassword: '123456' })).toEqual(DONE);
  });

  it('wrong, expired or replaced code, or an unknown address: RESET_CODE_INVALID, password unchanged', async () => {
    const f = await withCode();
    await expect(f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '000001', newPassword: 'new-secret' })).rejects.toMatchObject(INVALID);
    await expect(f.reset.execute({ clientIp: '198.51.100.1', email: 'nobody@example.com', resetCode: '123456', newPassword: 'new-secret' })).rejects.toMatchObject(INVALID);
    f.clock.advance(RESET_CODE_TTL_MS);
    await expect(f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456', newPassword: 'new-secret' })).rejects.toMatchObject(INVALID);
    expect(await f.customers.findPasswordHash('wang@example.com')).toMatchObject({ passwordHash: 'hashed:old-secret' });

    f.generator.next.push('222222');
    await f.request.execute({ email: 'wang@example.com', clientIp: '1.1.1.1' });
    await expect(f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456', newPassword: 'new-secret' })).rejects.toMatchObject(INVALID);
    expect(await f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '222222', newPassword: 'new-secret' })).toEqual(DONE);
  });
});
