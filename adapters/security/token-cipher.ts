import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of provider credentials we must be able to read back (the Shopee access and refresh
 * tokens: unlike our own session tokens they cannot be stored as hashes, we send them to Shopee).
 *
 * AES-256-GCM (node:crypto) under SHOPEE_TOKEN_KEY, a random 12-byte IV per value, the 16-byte tag checked on
 * every read. Stored as text: `v1:<iv>:<tag>:<ciphertext>`, each part base64url. The version prefix lets a
 * later key or algorithm change read old rows. `context` is bound as additional authenticated data, so a
 * value copied into another column (the access token's ciphertext pasted over the refresh token's) fails to
 * decrypt instead of being used for the wrong purpose.
 *
 * A wrong key, a tampered or truncated value, or another context throws TokenCipherError: never garbage.
 */
export interface TokenCipher {
  encrypt(plaintext: string, context: string): string;
  decrypt(stored: string, context: string): string;
}

export class TokenCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenCipherError';
  }
}

export const TOKEN_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== TOKEN_KEY_BYTES) throw new TokenCipherError(`the token key must be ${TOKEN_KEY_BYTES} bytes (it is ${key.length})`);
  const secret = Buffer.from(key); // a private copy: the caller's buffer may be reused or zeroed
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
    },
    decrypt(stored, context) {
      const parts = stored.split(':');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new TokenCipherError('not a v1 token ciphertext');
      if (!parts.slice(1).every((part) => BASE64URL.test(part))) throw new TokenCipherError('not base64url');
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenCipherError('bad IV or tag length');
      const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        // GCM's tag check failed: another key, another context, or the value was changed.
        throw new TokenCipherError('the token ciphertext does not authenticate (wrong key or tampered value)');
      }
    },
  };
}

/**
 * A 32-byte key written as 64 hex digits or as base64 / base64url (44 or 43 characters); null otherwise.
 * Hex is tried first: 64 hex digits are also valid base64, but would decode to 48 bytes.
 */
export function parseTokenKey(raw: string): Buffer | null {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) {
    const key = Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
    return key.length === TOKEN_KEY_BYTES ? key : null;
  }
  return null;
}
