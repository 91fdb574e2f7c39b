import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { SHOPEE_AUTH_STATE, SHOPEE_REDIRECT_URL, type ShopeeAuthState } from './shopee-auth-state.port';
import { SHOPEE_AUTHORIZATION, type ShopeeAuthorization } from './shopee-authorization.port';

/** A Shopee authorisation code lives 10 minutes (research/platforms.md A2): so does the link's state. */
export const SHOPEE_AUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * GET /api/shopee/auth-url (staff): the link that opens Shopee's authorisation page. Its state binds the staff
 * member who asked and an expiry, signed, so that the code coming back is only accepted from that member within
 * 10 minutes (a link or callback planted by someone else fails ConnectShopee's check).
 */
@injectable()
export class GetShopeeAuthUrl {
  constructor(
    @inject(SHOPEE_AUTHORIZATION) private readonly authorization: ShopeeAuthorization,
    @inject(SHOPEE_AUTH_STATE) private readonly states: ShopeeAuthState,
    @inject(SHOPEE_REDIRECT_URL) private readonly redirectUrl: string,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(staffId: number): { authUrl: string } {
    const state = this.states.issue({ staffId, expiresAt: new Date(this.clock.now().getTime() + SHOPEE_AUTH_STATE_TTL_MS) });
    return { authUrl: this.authorization.authorizationUrl(this.redirectUrl, state) };
  }
}
