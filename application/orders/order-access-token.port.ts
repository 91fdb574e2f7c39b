/**
 * The buyer's proof of an order (docs/decisions.md, decision 5): checkout issues a random token, the store
 * keeps only its hash, and the order endpoints show the buyer's name and phone only to a request carrying
 * the token. Implemented by adapters/security/order-access-tokens.ts (node:crypto); the application may not
 * import node modules, hence a port.
 */
export interface OrderAccessTokens {
  /** A new random token (URL-safe text) and the hash to store. */
  issue(): { token: string; hash: string };
  /** Whether `token` is the one whose hash was stored; false for a missing or malformed token. Constant time. */
  matches(token: string | null | undefined, hash: string): boolean;
}

export const ORDER_ACCESS_TOKENS = Symbol.for('OrderAccessTokens');
