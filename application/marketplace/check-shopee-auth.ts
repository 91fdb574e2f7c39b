import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { SHOPEE_CONNECTION_STORE, type ShopeeConnectionStore } from './shopee-connection.port';

/**
 * GET /api/shopee/auth/check (public): whether the shop is connected and usable, the storefront's
 * shopeeAuthenticated flag. Only the boolean: anyone may ask, so nothing about the shop or its tokens.
 * Usable: a connection in status 'connected' whose refresh token and seller authorisation have not lapsed.
 */
@injectable()
export class CheckShopeeAuth {
  constructor(
    @inject(SHOPEE_CONNECTION_STORE) private readonly connections: ShopeeConnectionStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<boolean> {
    const connection = await this.connections.get();
    if (!connection || connection.status !== 'connected') return false;
    const now = this.clock.now().getTime();
    return connection.refreshExpiresAt.getTime() > now && (connection.authExpiresAt === null || connection.authExpiresAt.getTime() > now);
  }
}
