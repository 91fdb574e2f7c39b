import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { SHOPIFY_ADMIN, type ShopifyAdmin, type ShopifyCredentials } from './shopify-admin.port';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnectionStore } from './shopify-connection.port';
import { shopifyCodeOf, shopifyNotConnected, SHOPIFY_UNAUTHORIZED } from './shopify-errors';

/** A client-credentials token is replaced this long before it lapses (it lives about 24 h, research B2). */
export const TOKEN_RENEW_BEFORE_MS = 30 * 60_000;

/**
 * The credentials every Shopify call of the shop is made with (the sync, link-order). A static token is used as
 * stored; a client-credentials token is replaced by a new grant (checkShop with the client id and secret) when it
 * lapses within 30 minutes. Unlike Shopee's single-use refresh token, a new grant does not invalidate the old
 * token, so two processes renewing at once is harmless (each stores a valid token; the last write wins) and no
 * lock is taken. Shopify refusing the credentials marks the connection 'reauthorize' for staff.
 */
@injectable()
export class ShopifyAccess {
  constructor(
    @inject(SHOPIFY_ADMIN) private readonly admin: ShopifyAdmin,
    @inject(SHOPIFY_CONNECTION_STORE) private readonly connections: ShopifyConnectionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  /** @throws ProviderUnavailableError SHOPIFY_NOT_CONNECTED (none, or needing staff); SHOPIFY_UNAVAILABLE from the renewal */
  async credentials(): Promise<ShopifyCredentials> {
    const connection = await this.connections.get();
    if (!connection || connection.status !== 'connected') throw shopifyNotConnected();
    const now = this.clock.now().getTime();
    const lapsing = connection.tokenExpiresAt !== null && connection.tokenExpiresAt.getTime() - TOKEN_RENEW_BEFORE_MS <= now;
    if (!lapsing) return { shopDomain: connection.shopDomain, accessToken: connection.accessToken };
    if (connection.clientId === null || connection.clientSecret === null) {
      await this.refused();
      throw shopifyNotConnected();
    }
    const outcome = await this.admin.checkShop({ shopDomain: connection.shopDomain, clientId: connection.clientId, clientSecret: connection.clientSecret });
    if (outcome.kind !== 'ok') {
      await this.refused();
      throw shopifyNotConnected();
    }
    await this.connections.save({ ...connection, accessToken: outcome.credentials.accessToken, tokenExpiresAt: outcome.tokenExpiresAt });
    this.log.info('shopify token renewed', { shopDomain: connection.shopDomain });
    return outcome.credentials;
  }

  /** Runs `call` with the credentials; Shopify refusing them marks the connection and answers SHOPIFY_NOT_CONNECTED. */
  async call<T>(call: (credentials: ShopifyCredentials) => Promise<T>): Promise<T> {
    const credentials = await this.credentials();
    try {
      return await call(credentials);
    } catch (error) {
      if (shopifyCodeOf(error) === SHOPIFY_UNAUTHORIZED) {
        await this.refused();
        throw shopifyNotConnected();
      }
      throw error;
    }
  }

  /** Shopify refused the stored credentials: staff must enter them again (the Connections card says so). */
  private async refused(): Promise<void> {
    const connection = await this.connections.get();
    if (!connection || connection.status === 'reauthorize') return;
    await this.connections.save({ ...connection, status: 'reauthorize' });
    this.log.error('shopify refused the stored credentials: the connection needs staff', { shopDomain: connection.shopDomain });
  }
}
