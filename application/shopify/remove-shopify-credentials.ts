import { inject, injectable } from 'inversify';
import { RecordStaffAction } from '../admin/record-staff-action';
import { SHOPIFY_CONNECTION_STORE, SHOPIFY_TARGET, type ShopifyConnectionStore } from './shopify-connection.port';

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
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  async execute(staffId: number): Promise<void> {
    const connection = await this.connections.get();
    if (!connection) return;
    await this.connections.clear();
    await this.audit.execute(staffId, 'shopify.disconnect', SHOPIFY_TARGET, { shopDomain: connection.shopDomain });
  }
}
