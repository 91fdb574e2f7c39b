/**
 * The `state` of the Shopee authorisation link (OAuth's CSRF guard): an opaque token that says which staff
 * member asked for the link and until when it may come back, signed so that nobody else can make one.
 * Implemented by adapters/security/shopee-auth-state.ts (HMAC-SHA256 under TOKEN_SECRET).
 */
export interface ShopeeAuthState {
  issue(claims: { staffId: number; expiresAt: Date }): string;
  /** The claims of a state we issued; null for anything else (forged, altered, malformed). Expiry is the caller's check. */
  read(state: string): { staffId: number; expiresAt: Date } | null;
}

export const SHOPEE_AUTH_STATE = Symbol.for('ShopeeAuthState');

/** Where Shopee sends staff back after the authorisation: the staff console's callback page. */
export const SHOPEE_REDIRECT_URL = Symbol.for('ShopeeRedirectUrl');

export function shopeeRedirectUrlAt(publicBaseUrl: string): string {
  return `${publicBaseUrl}/admin/shopee/callback`;
}
