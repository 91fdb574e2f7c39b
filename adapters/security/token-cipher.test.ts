import { randomBytes } from 'node:crypto';
import { createTokenCipher, parseTokenKey, TokenCipherError } from './token-cipher';

const KEY = Buffer.from('00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', 'hex');
const CONTEXT = 'shopee_connection.access_token';

describe('token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher(KEY);

  it('round-trips a token in the versioned format, with a fresh IV each time', () => {
    const token = '6a55746e4b6e4f7a4c6d4e6f70717273';
    const first = cipher.encrypt(token, CONTEXT);
    const second = cipher.encrypt(token, CONTEXT);
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(token);
    expect(second).not.toBe(first);
    expect(cipher.decrypt(first, CONTEXT)).toBe(token);
    expect(cipher.decrypt(second, CONTEXT)).toBe(token);
  });

  it('refuses a wrong key instead of returning garbage', () => {
    const stored = cipher.encrypt('secret-token', CONTEXT);
    expect(() => createTokenCipher(randomBytes(32)).decrypt(stored, CONTEXT)).toThrow(TokenCipherError);
  });

  it('refuses a value moved to another column (context is authenticated)', () => {
    const stored = cipher.encrypt('secret-token', CONTEXT);
    expect(() => cipher.decrypt(stored, 'shopee_connection.refresh_token')).toThrow(TokenCipherError);
  });

  it.each([
    ['a flipped ciphertext bit', (v: string) => { const p = v.split(':'); const c = Buffer.from(p[3], 'base64url'); c[0] ^= 1; p[3] = c.toString('base64url'); return p.join(':'); }],
    ['a flipped tag bit', (v: string) => { const p = v.split(':'); const t = Buffer.from(p[2], 'base64url'); t[5] ^= 0x80; p[2] = t.toString('base64url'); return p.join(':'); }],
    ['another IV', (v: string) => { const p = v.split(':'); p[1] = randomBytes(12).toString('base64url'); return p.join(':'); }],
    ['a truncated value', (v: string) => v.slice(0, -4)],
    ['an unknown version', (v: string) => v.replace(/^v1:/, 'v2:')],
    ['plain text', () => 'secret-token'],
    ['a short tag', (v: string) => { const p = v.split(':'); p[2] = p[2].slice(0, 10); return p.join(':'); }],
  ])('refuses %s', (_, tamper) => {
    const stored = cipher.encrypt('secret-token', CONTEXT);
    expect(() => cipher.decrypt(tamper(stored), CONTEXT)).toThrow(TokenCipherError);
  });

  it('needs a 32-byte key', () => {
    expect(() => createTokenCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('parseTokenKey', () => {
  it('reads 64 hex digits and base64 / base64url of 32 bytes', () => {
    const key = randomBytes(32);
    expect(parseTokenKey(key.toString('hex'))).toEqual(key);
    expect(parseTokenKey(key.toString('base64'))).toEqual(key);
    expect(parseTokenKey(key.toString('base64url'))).toEqual(key);
  });

  it.each(['', 'short', 'zz'.repeat(32), randomBytes(31).toString('hex'), randomBytes(33).toString('base64'), randomBytes(24).toString('base64')])(
    'refuses %j', (raw) => {
      expect(parseTokenKey(raw)).toBeNull();
    },
  );
});
