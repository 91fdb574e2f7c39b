import { inject, injectable } from 'inversify';
import { AUDIT_LOG, type AuditLog } from '../shared/audit-log.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnectionStore } from './shopify-connection.port';

/**
 * DELETE /api/shopify/credentials (staff): forgets the connection and its credentials (idempotent; audited when
 * there was one). The synced outlet items stay, with their stock: they are ours now, carts and orders point at
 * them, and a reconnect matches them again by variant id. A sync running now stops at its next call
 * (SHOPIFY_NOT_CONNECTED) and webhooks are ignored until staff connect again.
 */
@injectable()
export class RemoveShopifyCredentials {
  constructor(
    @inject(SHOPIFY_CONNECTION_STORE) private readonly connections: ShopifyConnectionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(AUDIT_LOG) private readonly audit: AuditLog,
  ) {}

  async execute(staffId: number): Promise<void> {
    const connection = await this.connections.get();
    if (!connection) return;
    await this.connections.clear();
    await this.audit.record({
      staffId, action: 'shopify.disconnect', target: 'connection:shopify', at: this.clock.now(), details: { shopDomain: connection.shopDomain },
    });
  }
}
