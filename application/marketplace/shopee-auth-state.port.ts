/**
 * The `state` of the Shopee authorisation link (OAuth's CSRF guard): an opaque token that says which staff
 * member asked for the link and until when it may come back, signed so that nobody else can make one.
 * Implemented by adapters/security/shopee-auth-state.ts (HMAC-SHA256 under TOKEN_SECRET).
 */
export interface ShopeeAuthState {
  issue(claims: { staffId: number; expiresAt: Date }): string;
  /**
   * The claims of a state we issued, with its nonce (unique per state, at most 32 characters: what SpentShopeeAuthStates
   * remembers); null for anything else (forged, altered, malformed). Expiry is the caller's check.
   */
  read(state: string): { staffId: number; expiresAt: Date; nonce: string } | null;
}

export const SHOPEE_AUTH_STATE = Symbol.for('ShopeeAuthState');

/**
 * The states already used (issue 23): a state is single use, so a link (or a callback page reloaded, or a replayed
 * request) brings one connection, not two. Implemented by adapters/persistence/marketplace/knex-spent-shopee-auth-states.ts
 * (table shopee_auth_states_spent); in memory by testing/in-memory-spent-shopee-auth-states.ts.
 */
export interface SpentShopeeAuthStates {
  /**
   * Records the state's nonce as used until `expiresAt` (its own expiry) and answers true, in one atomic step; false
   * when it was used before, so of two concurrent uses (any processes) exactly one gets true. Forgets the nonces of
   * states expired at `now` (nobody can use those any more).
   */
  spend(nonce: string, expiresAt: Date, now: Date): Promise<boolean>;
}

export const SPENT_SHOPEE_AUTH_STATES = Symbol.for('SpentShopeeAuthStates');

/** Where Shopee sends staff back after the authorisation: the staff console's callback page. */
export const SHOPEE_REDIRECT_URL = Symbol.for('ShopeeRedirectUrl');

export function shopeeRedirectUrlAt(publicBaseUrl: string): string {
  return `${publicBaseUrl}/admin/shopee/callback`;
}
