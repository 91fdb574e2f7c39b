/**
 * Shopee's public (partner-level) calls the connection needs (research/platforms.md A2, A4, A5):
 * the authorisation link, the code-for-token exchange, and the shop's name and authorisation expiry.
 * Implemented by adapters/shopee/shopee-authorization.ts. Token refresh is not here: the adapter's
 * token keeper (adapters/shopee) rotates through ShopeeConnectionStore.rotate.
 */
export interface ShopeeTokenGrant {
  shopId: number;
  accessToken: string;
  refreshToken: string;
  /** expire_in, seconds (4 hours on refresh; can be less on first issue). */
  expiresInSeconds: number;
}

export interface ShopeeShopInfo {
  shopName: string | null;
  /** expire_time of get_shop_info: when the seller's authorisation lapses. */
  authExpiresAt: Date | null;
}

export interface ShopeeAuthorization {
  /** The link staff open to authorise the shop; Shopee redirects to redirectUrl with code, shop_id and state. */
  authorizationUrl(redirectUrl: string, state: string): string;
  /** POST /api/v2/auth/token/get. @throws ConflictError SHOPEE_AUTH_REFUSED (used/expired code), ProviderUnavailableError SHOPEE_UNAVAILABLE */
  exchangeCode(code: string, shopId: number): Promise<ShopeeTokenGrant>;
  /** GET /api/v2/shop/get_shop_info with the new grant. */
  shopInfo(grant: ShopeeTokenGrant): Promise<ShopeeShopInfo>;
}

export const SHOPEE_AUTHORIZATION = Symbol.for('ShopeeAuthorization');
