import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { OrderAccessTokens } from '../../application/orders/order-access-token.port';
import type { TokenHasher } from './token-hasher';

/**
 * The buyer's proof of an order (docs/decisions.md, decision 5): 32 random bytes as base64url (43
 * characters, 256 bits: not guessable), stored only as its keyed hash (HMAC-SHA256 under TOKEN_SECRET, see
 * token-hasher.ts). A fast hash is enough for a random 256-bit secret: there is no dictionary to try, unlike
 * a password.
 */
export const ORDER_TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function cryptoOrderAccessTokens(hasher: TokenHasher): OrderAccessTokens {
  return {
    issue() {
      const token = randomBytes(ORDER_TOKEN_BYTES).toString('base64url');
      return { token, hash: hasher.hash(token) };
    },
    matches(token, hash) {
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token) || !/^[0-9a-f]{64}$/.test(hash)) return false;
      return timingSafeEqual(Buffer.from(hasher.hash(token), 'hex'), Buffer.from(hash, 'hex'));
    },
  };
}
