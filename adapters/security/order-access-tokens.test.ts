import { createHash } from 'node:crypto';
import { cryptoOrderAccessTokens } from './order-access-tokens';
import { hmacTokenHasher } from './token-hasher';

const hasher = hmacTokenHasher('test-token-secret-of-32-characters!!');
const tokens = cryptoOrderAccessTokens(hasher);

describe('order access tokens (decision 5)', () => {
  it('issues a random URL-safe token and stores only its keyed hash', () => {
    const a = tokens.issue();
    const b = tokens.issue();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hasher.hash(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });

  it('matches only the token whose hash was stored', () => {
    const { token, hash } = tokens.issue();
    expect(tokens.matches(token, hash)).toBe(true);
    for (const wrong of [undefined, null, '', `${token}x`, token.slice(1), tokens.issue().token, hash]) {
      expect(tokens.matches(wrong, hash)).toBe(false);
    }
    expect(tokens.matches(token, 'not-a-hash')).toBe(false);
  });

  it('a stored hash is worthless without the secret: not the plain SHA-256, and another secret does not match it', () => {
    const { token, hash } = tokens.issue();
    expect(hash).not.toBe(createHash('sha256').update(token, 'utf8').digest('hex'));
    expect(cryptoOrderAccessTokens(hmacTokenHasher('another-secret-of-32-characters-too!')).matches(token, hash)).toBe(false);
  });
});
