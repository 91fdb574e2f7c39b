import { cryptoOrderAccessTokens, hashOrderToken } from './order-access-tokens';

describe('order access tokens (decision 5)', () => {
  it('issues a random URL-safe token and stores only its SHA-256', () => {
    const a = cryptoOrderAccessTokens.issue();
    const b = cryptoOrderAccessTokens.issue();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashOrderToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });

  it('matches only the token whose hash was stored', () => {
    const { token, hash } = cryptoOrderAccessTokens.issue();
    expect(cryptoOrderAccessTokens.matches(token, hash)).toBe(true);
    for (const wrong of [undefined, null, '', `${token}x`, token.slice(1), cryptoOrderAccessTokens.issue().token, hash]) {
      expect(cryptoOrderAccessTokens.matches(wrong, hash)).toBe(false);
    }
    expect(cryptoOrderAccessTokens.matches(token, 'not-a-hash')).toBe(false);
  });
});
