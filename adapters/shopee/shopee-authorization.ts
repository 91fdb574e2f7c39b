import { ConflictError } from '../../application/errors';
import type { ShopeeAuthorization, ShopeeShopInfo, ShopeeTokenGrant } from '../../application/marketplace/shopee-authorization.port';
import { ShopeeApiError, unavailable, type ShopeeHttpClient } from './shopee-http-client';
import type { ShopeeApiSettings } from './shopee-settings';
import { ShopInfoBody, TokenGrantBody } from './shopee-wire';

/**
 * Shopee's answers to a code exchange that mean "this code will never work" (A4): used, expired or foreign
 * (invalid_code, error_auth "Invalid code"), or a shop id that is not the one the code was issued for.
 */
const CODE_REFUSALS = new Set(['invalid_code', 'error_auth', 'invalid_shop_id']);

/**
 * ShopeeAuthorization (application/marketplace/shopee-authorization.port.ts) over Shopee's public calls
 * (research/platforms.md A2, A4, A5).
 */
export class ShopeeAuthorizationAdapter implements ShopeeAuthorization {
  constructor(private readonly settings: ShopeeApiSettings, private readonly http: ShopeeHttpClient) {}

  /**
   * The NEW link format of A2 (no sign, no timestamp, so it does not go stale in 5 minutes):
   * {authUrl}?partner_id&auth_type=seller&redirect_uri&response_type=code&state. Shopee returns `state` unchanged
   * to redirect_uri, with code and shop_id.
   */
  authorizationUrl(redirectUrl: string, state: string): string {
    const url = new URL(this.settings.authUrl);
    url.searchParams.set('partner_id', String(this.settings.partnerId));
    url.searchParams.set('auth_type', 'seller');
    url.searchParams.set('redirect_uri', redirectUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** POST /api/v2/auth/token/get (public sign) {code, partner_id, shop_id}; the pair is at the top level. */
  async exchangeCode(code: string, shopId: number): Promise<ShopeeTokenGrant> {
    let grant;
    try {
      grant = await this.http.call({
        method: 'POST',
        path: '/api/v2/auth/token/get',
        body: { code, partner_id: this.settings.partnerId, shop_id: shopId },
        codec: TokenGrantBody,
      });
    } catch (error) {
      if (error instanceof ShopeeApiError && CODE_REFUSALS.has(error.code)) throw new ConflictError('SHOPEE_AUTH_REFUSED', 'SHOPEE_AUTH_REFUSED');
      if (error instanceof ShopeeApiError) throw unavailable();
      throw error;
    }
    if (grant.access_token === '' || grant.refresh_token === '' || grant.expire_in <= 0) throw unavailable();
    return { shopId, accessToken: grant.access_token, refreshToken: grant.refresh_token, expiresInSeconds: grant.expire_in };
  }

  /** GET /api/v2/shop/get_shop_info with the new grant; its fields sit at the top level (A5). */
  async shopInfo(grant: ShopeeTokenGrant): Promise<ShopeeShopInfo> {
    let info;
    try {
      info = await this.http.call({
        method: 'GET', path: '/api/v2/shop/get_shop_info', auth: { accessToken: grant.accessToken, shopId: grant.shopId }, codec: ShopInfoBody,
      });
    } catch (error) {
      // A token issued a moment ago and refused already, or any other Shopee error: nothing staff can fix here.
      if (error instanceof ShopeeApiError) throw unavailable();
      throw error;
    }
    return {
      shopName: info.shop_name || null,
      authExpiresAt: typeof info.expire_time === 'number' && info.expire_time > 0 ? new Date(info.expire_time * 1000) : null,
    };
  }
}
