import { createHmac } from 'node:crypto';

/**
 * How the shop stores its bearer secrets (session tokens, order access tokens): as HMAC-SHA256 under the
 * server's TOKEN_SECRET, in hex. The tokens are 256 random bits, so a plain hash would already resist
 * guessing; the key adds that a copy of the database alone cannot even confirm a token somebody holds (a
 * token seen in a log or a browser history), nor be used to forge a row for a chosen token.
 */
export interface TokenHasher {
  /** 64 lower-case hex characters. */
  hash(token: string): string;
}

/** The same lower bound as TOKEN_SECRET's (server/token-secret.ts); checked here too so no caller skips it. */
const MIN_SECRET_LENGTH = 32;

export function hmacTokenHasher(secret: string): TokenHasher {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`token hasher: the secret must be at least ${MIN_SECRET_LENGTH} characters`);
  return { hash: (token) => createHmac('sha256', secret).update(token, 'utf8').digest('hex') };
}
