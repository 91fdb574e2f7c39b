import { inject, injectable } from 'inversify';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnection, type ShopifyConnectionStore } from './shopify-connection.port';

/** The connection as staff may see it: never the token or the client secret. */
export interface ShopifyConnectionView {
  shopDomain: string;
  shopName: string | null;
  /** 'token': a pasted Admin API token; 'client_credentials': a client id + secret, the token renewed by us. */
  mode: 'token' | 'client_credentials';
  tokenExpiresAt: Date | null;
  connectedAt: Date;
  status: ShopifyConnection['status'];
}

export function shopifyConnectionViewOf(connection: ShopifyConnection): ShopifyConnectionView {
  const { shopDomain, shopName, tokenExpiresAt, connectedAt, status } = connection;
  return { shopDomain, shopName, mode: connection.clientId === null ? 'token' : 'client_credentials', tokenExpiresAt, connectedAt, status };
}

/** GET /api/admin/shopify/connection (staff): the shop connected and its status; null when none. */
@injectable()
export class GetShopifyConnection {
  constructor(@inject(SHOPIFY_CONNECTION_STORE) private readonly connections: ShopifyConnectionStore) {}

  async execute(): Promise<ShopifyConnectionView | null> {
    const connection = await this.connections.get();
    return connection ? shopifyConnectionViewOf(connection) : null;
  }
}
