import { ProviderUnavailableError } from '../../application/errors';
import type { ShopeeConnection, ShopeeConnectionStore } from '../../application/marketplace/shopee-connection.port';
import type { Clock } from '../../application/shared/clock.port';
import { ShopeeAccessTokenRejected, ShopeeApiError, unavailable, type ShopAuth, type ShopeeHttpClient, type ShopeeLog } from './shopee-http-client';
import type { ShopeeApiSettings } from './shopee-settings';
import { TokenGrantBody } from './shopee-wire';

/** Refresh this long before the access token's 4 hours run out (research/platforms.md, Part D: about 3.5 h). */
export const REFRESH_WITHIN_MS = 30 * 60_000;
/** The refresh token's life (A4); Shopee does not say it in the answer. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 86_400_000;
/**
 * The refresh runs while the connection row is locked (on SQLite: the database), so it gets one short try: a
 * caller that finds Shopee busy answers SHOPEE_UNAVAILABLE and the next call tries again.
 */
export const REFRESH_TIMEOUT_MS = 5_000;

/**
 * Shopee's answers to a refresh that mean the authorisation is over, not that Shopee is busy (A4): the refresh
 * token expired or was used, the seller's authorisation lapsed, the shop is gone. The connection is marked
 * 'reauthorize' and staff must connect again.
 */
const REFRESH_REFUSALS = new Set([
  'refresh_token_expired', 'shop_access_expired', 'error_shop_refresh_token', 'error_auth', 'shop_no_linked', 'shop_banned',
]);

export const notConnected = () => new ProviderUnavailableError('SHOPEE_NOT_CONNECTED', 'SHOPEE_NOT_CONNECTED');
export const reauthorize = () => new ProviderUnavailableError('SHOPEE_REAUTHORIZE', 'SHOPEE_REAUTHORIZE');

/**
 * Hands out a valid access token for shop calls and runs them (withShopAuth).
 *
 * Before a call: no connection is SHOPEE_NOT_CONNECTED, a connection marked 'reauthorize' is SHOPEE_REAUTHORIZE,
 * and an access token that expires within 30 minutes is refreshed first. A call Shopee answers "invalid access
 * token" refreshes and is retried ONCE; refused again, it is SHOPEE_UNAVAILABLE (the new token was just issued,
 * so retrying more would only spend quota).
 *
 * Shopee's refresh token is single use (A4), so a refresh goes through ShopeeConnectionStore.rotate, which holds
 * the row's lock: inside it, if the row no longer holds the access token we found stale, another process (or an
 * earlier call of ours) has rotated already, and its pair is used as is. Within one process, concurrent callers
 * share one refresh (`refreshing`) instead of queueing on the lock.
 */
export class ShopeeTokenKeeper {
  private refreshing: Promise<ShopAuth> | null = null;

  constructor(
    private readonly store: ShopeeConnectionStore,
    private readonly http: ShopeeHttpClient,
    private readonly settings: Pick<ShopeeApiSettings, 'partnerId'>,
    private readonly clock: Clock,
    private readonly log: ShopeeLog = () => undefined,
  ) {}

  /**
   * Runs `work` with a valid token; `work` makes shop calls with it. Shopee errors other than a refused token
   * that escape `work` become SHOPEE_UNAVAILABLE (logged by the client with Shopee's code).
   */
  async withShopAuth<T>(work: (auth: ShopAuth) => Promise<T>): Promise<T> {
    const auth = await this.validAuth();
    try {
      return await this.run(work, auth);
    } catch (error) {
      if (!(error instanceof ShopeeAccessTokenRejected)) throw error;
    }
    const fresh = await this.refresh(auth.accessToken);
    try {
      return await this.run(work, fresh);
    } catch (error) {
      if (error instanceof ShopeeAccessTokenRejected) {
        this.log('shopee.token_rejected_after_refresh', { shopId: fresh.shopId });
        throw unavailable();
      }
      throw error;
    }
  }

  /** A token that is valid for at least 30 more minutes (refreshed when needed). */
  async validAuth(): Promise<ShopAuth> {
    const connection = usable(await this.store.get());
    if (connection.accessExpiresAt.getTime() - this.clock.now().getTime() > REFRESH_WITHIN_MS) return authOf(connection);
    return this.refresh(connection.accessToken);
  }

  private async run<T>(work: (auth: ShopAuth) => Promise<T>, auth: ShopAuth): Promise<T> {
    try {
      return await work(auth);
    } catch (error) {
      if (error instanceof ShopeeApiError && !(error instanceof ShopeeAccessTokenRejected)) throw unavailable();
      throw error;
    }
  }

  /** Replaces `stale` (unless someone already did) and answers the row's token afterwards. */
  private refresh(stale: string): Promise<ShopAuth> {
    if (!this.refreshing) {
      this.refreshing = this.rotate(stale).finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  private async rotate(stale: string): Promise<ShopAuth> {
    const rotated = await this.store.rotate(async (current) => {
      if (current.status !== 'connected' || current.accessToken !== stale) return current;
      return this.exchangeRefreshToken(current);
    });
    return authOf(usable(rotated));
  }

  private async exchangeRefreshToken(current: ShopeeConnection): Promise<ShopeeConnection> {
    let grant;
    try {
      grant = await this.http.call({
        method: 'POST',
        path: '/api/v2/auth/access_token/get',
        body: { refresh_token: current.refreshToken, partner_id: this.settings.partnerId, shop_id: current.shopId },
        codec: TokenGrantBody,
        retry: false,
        timeoutMs: REFRESH_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof ShopeeApiError && REFRESH_REFUSALS.has(error.code)) {
        this.log('shopee.reauthorize', { shopId: current.shopId, error: error.code, requestId: error.requestId });
        return { ...current, status: 'reauthorize' };
      }
      if (error instanceof ShopeeApiError) throw unavailable();
      throw error;
    }
    // Shopee answered an empty pair: not something to store over a working refresh token.
    if (grant.access_token === '' || grant.refresh_token === '' || grant.expire_in <= 0) {
      this.log('shopee.malformed', { path: '/api/v2/auth/access_token/get', reason: 'empty token grant' });
      throw unavailable();
    }
    const now = this.clock.now().getTime();
    this.log('shopee.token_refreshed', { shopId: current.shopId, expiresInSeconds: grant.expire_in });
    return {
      ...current,
      accessToken: grant.access_token,
      refreshToken: grant.refresh_token,
      accessExpiresAt: new Date(now + grant.expire_in * 1000),
      refreshExpiresAt: new Date(now + REFRESH_TOKEN_LIFETIME_MS),
    };
  }
}

function usable(connection: ShopeeConnection | null): ShopeeConnection {
  if (!connection) throw notConnected();
  if (connection.status === 'reauthorize') throw reauthorize();
  return connection;
}

const authOf = (connection: ShopeeConnection): ShopAuth => ({ accessToken: connection.accessToken, shopId: connection.shopId });
