import { MESSAGES } from '../../domain/validation/messages';
import { RESET_CODE_TTL_MS } from './password-reset';
import { passwordResetFixture } from './testing/password-reset-fixture';

const INVALID = { kind: 'validation', code: 'RESET_CODE_INVALID', message: MESSAGES.RESET_CODE_REJECTED };
const VERIFIED = { message: MESSAGES.RESET_CODE_VERIFIED };

async function withCode(code = '123456') {
  const f = await passwordResetFixture();
  f.generator.next.push(code);
  await f.request.execute({ email: 'wang@example.com', clientIp: '1.1.1.1' });
  return f;
}

describe('VerifyResetCode (POST /api/customers/verify-reset-code)', () => {
  it('the right code passes, again and again, without using it up or costing an attempt (spaces around it are fine)', async () => {
    const f = await withCode();
    for (let i = 0; i < 7; i += 1) expect(await f.verify.execute({ clientIp: '198.51.100.1', email: 'WANG@example.com', resetCode: ' 123456 ' })).toEqual(VERIFIED);
    expect(await f.codes.find(f.customer.id)).toMatchObject({ attempts: 0, usedAt: null });
  });

  it('a wrong code is RESET_CODE_INVALID and costs one attempt; after 5 wrong ones even the right code is refused', async () => {
    const f = await withCode();
    for (let i = 1; i <= 5; i += 1) {
      await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '654321' })).rejects.toMatchObject(INVALID);
      expect((await f.codes.find(f.customer.id))?.attempts).toBe(i);
    }
    await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456' })).rejects.toMatchObject(INVALID);
    await expect(f.reset.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456', newPassword: 'new-secret' })).rejects.toMatchObject(INVALID);
  });

  it('5 guesses at once: still at most 5 comparisons in total', async () => {
    const f = await withCode();
    const guesses = Array.from({ length: 9 }, (_, i) => f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: String(100000 + i) }).catch((e) => e));
    await Promise.all(guesses);
    const compared = f.hasher.verifications.filter((v) => v.stored === 'hashed:123456');
    expect(compared.length).toBeLessThanOrEqual(5);
    expect((await f.codes.find(f.customer.id))?.attempts).toBe(5);
  });

  it('expired after 15 minutes', async () => {
    const f = await withCode();
    f.clock.advance(RESET_CODE_TTL_MS - 1);
    expect(await f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456' })).toEqual(VERIFIED);
    f.clock.advance(1);
    await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456' })).rejects.toMatchObject(INVALID);
  });

  it('no account, no code, a malformed code: the same RESET_CODE_INVALID; the missing hash is replaced by a decoy check', async () => {
    const f = await passwordResetFixture();
    await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'nobody@example.com', resetCode: '123456' })).rejects.toMatchObject(INVALID);
    await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode: '123456' })).rejects.toMatchObject(INVALID);
    expect(f.hasher.verifications.map((v) => v.stored)).toEqual(['hashed:decoy-reset-code', 'hashed:decoy-reset-code']);
    for (const resetCode of ['', '12345', '1234567', 'abcdef', '12 456']) {
      await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang@example.com', resetCode })).rejects.toMatchObject(INVALID);
    }
  });

  it('an invalid address is 400 VALIDATION_FAILED with fields.email', async () => {
    const f = await withCode();
    await expect(f.verify.execute({ clientIp: '198.51.100.1', email: 'wang', resetCode: '123456' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: { code: 'EMAIL_INVALID' } } });
  });
});
