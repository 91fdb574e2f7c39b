/**
 * The anti-forgery token of a store map request. ECPay does not sign the map's reply (research/ecpay.md,
 * section 7) and MAP-{6 digits} references are guessable, so the request carries a random token as ExtraData
 * (at most 20 characters, echoed back unchanged) and only a reply bringing it back is believed. Implemented
 * with node:crypto by adapters/security/store-map-tokens.ts (the application may not import node modules).
 */
export interface StoreMapTokens {
  /** A new random token: 1 to 20 characters among letters, digits, '-' and '_'. */
  issue(): string;
}

export const STORE_MAP_TOKENS = Symbol.for('StoreMapTokens');
