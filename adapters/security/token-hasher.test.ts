import { createHash, createHmac } from 'node:crypto';
import { hmacTokenHasher } from './token-hasher';

describe('hmacTokenHasher', () => {
  const secret = 'test-token-secret-of-32-characters!!';

  it('is HMAC-SHA256 under the secret, in hex, never the plain SHA-256 a database copy could recompute', () => {
    const hash = hmacTokenHasher(secret).hash('ct_token');
    expect(hash).toBe(createHmac('sha256', secret).update('ct_token').digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(createHash('sha256').update('ct_token').digest('hex'));
    expect(hmacTokenHasher(`${secret}x`).hash('ct_token')).not.toBe(hash);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => hmacTokenHasher('x'.repeat(31))).toThrow(/32/);
  });
});
