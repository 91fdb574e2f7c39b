import { randomBytes } from 'node:crypto';
import { DEMO_STAFF_SECRET_CODE } from '../application/accounts/account-settings';
import { secretWeakness, STAFF_SECRET_CODE_RULE, TOKEN_SECRET_RULE, WEBHOOK_SECRET_RULE } from './secret-strength';
import { DEMO_TOKEN_SECRET } from './token-secret';

/**
 * Issue 28: production accepted STAFF_SECRET_CODE `password1234`, `123456789012` and `outlet-staff-demo2`, and a
 * TOKEN_SECRET of `0123456789abcdef` twice: the hand-made estimate (length × the entropy of the character
 * frequencies) knew no common password, sequence or demo value. zxcvbn-ts does.
 */
const DEMO = [DEMO_STAFF_SECRET_CODE, DEMO_TOKEN_SECRET];

describe('secret strength, estimated by zxcvbn-ts', () => {
  it.each([
    ['password1234', 'it is a common or patterned value'],
    ['123456789012', 'it is a common or patterned value'],
    ['qwertyuiop12', 'it is a common or patterned value'],
    ['outlet-staff-demo2', 'it is close to a public demo value'],
    ['Outlet-Staff-Demo-2026', 'it is close to a public demo value'],
  ])('STAFF_SECRET_CODE %s is refused (%s)', (code, why) => {
    expect(secretWeakness(code, STAFF_SECRET_CODE_RULE, DEMO)).toMatch(new RegExp(`^${why}, zxcvbn guesses it in about 10\\^\\d+ tries, at least 10\\^10 are needed: e\\.g\\. openssl rand -base64 18$`));
  });

  it.each([
    ['0123456789abcdef twice', '0123456789abcdef'.repeat(2)],
    ['32 × "a"', 'a'.repeat(32)],
    ['the demo secret with a suffix', `${DEMO_TOKEN_SECRET}-2`],
    ['a common password padded to 32', 'password1234password1234password'],
  ])('TOKEN_SECRET of %s is refused', (_, secret) => {
    expect(secretWeakness(secret, TOKEN_SECRET_RULE, DEMO)).toMatch(/zxcvbn guesses it in about 10\^\d+ tries, at least 10\^20 are needed: e\.g\. openssl rand -base64 48$/);
  });

  it('the length rules stay, and a refusal never quotes the value', () => {
    expect(secretWeakness('Zq7#', STAFF_SECRET_CODE_RULE, DEMO)).toBe('it has 4 characters, at least 12 are needed: e.g. openssl rand -base64 18');
    expect(secretWeakness('short-secret', TOKEN_SECRET_RULE, DEMO)).toBe('it has 12 characters, at least 32 are needed: e.g. openssl rand -base64 48');
    expect(secretWeakness('password1234', STAFF_SECRET_CODE_RULE, DEMO)).not.toContain('password1234');
  });

  it('strong random values of the suggested generators are accepted, every time', () => {
    for (let draw = 0; draw < 4; draw += 1) {
      expect(secretWeakness(randomBytes(18).toString('base64'), STAFF_SECRET_CODE_RULE, DEMO)).toBeUndefined();
      expect(secretWeakness(randomBytes(12).toString('base64'), STAFF_SECRET_CODE_RULE, DEMO)).toBeUndefined();
      expect(secretWeakness(randomBytes(48).toString('base64'), TOKEN_SECRET_RULE, DEMO)).toBeUndefined();
      expect(secretWeakness(randomBytes(16).toString('hex'), TOKEN_SECRET_RULE, DEMO)).toBeUndefined();
      expect(secretWeakness(randomBytes(16).toString('hex'), WEBHOOK_SECRET_RULE, DEMO)).toBeUndefined();
    }
  });

  it('a long passphrase of uncommon words passes; the same words as the demo value do not', () => {
    expect(secretWeakness('lantern orchard velvet compass drizzle', TOKEN_SECRET_RULE, DEMO)).toBeUndefined();
    expect(secretWeakness('Harbour-Quokka-Tangram', STAFF_SECRET_CODE_RULE, DEMO)).toBeUndefined();
    expect(secretWeakness('outlet-staff-demo-outlet-staff-demo', TOKEN_SECRET_RULE, DEMO)).toBeDefined();
  });
});
