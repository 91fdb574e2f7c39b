import { inject, injectable } from 'inversify';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnectionStore } from './shopify-connection.port';

/**
 * GET /api/shopify/auth/check (public), and the shopifyAuthenticated flag of GET /api/shopee/auth/check: whether
 * the shop is connected to Shopify and usable. Only the boolean (anyone may ask). A client-credentials token
 * that lapsed is still "connected": the next call renews it (ShopifyAccess).
 */
@injectable()
export class CheckShopifyAuth {
  constructor(@inject(SHOPIFY_CONNECTION_STORE) private readonly connections: ShopifyConnectionStore) {}

  async execute(): Promise<boolean> {
    return (await this.connections.get())?.status === 'connected';
  }
}
