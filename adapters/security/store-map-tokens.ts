import { randomBytes } from 'node:crypto';
import type { StoreMapTokens } from '../../application/logistics/store-map-tokens.port';

/**
 * The anti-forgery token of a store map request: 15 random bytes as base64url, exactly 20 characters (the
 * most ExtraData takes), 120 bits: not guessable within the request's 30 minutes.
 */
export const cryptoStoreMapTokens: StoreMapTokens = {
  issue: () => randomBytes(15).toString('base64url'),
};
