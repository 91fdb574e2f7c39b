import { inject, injectable } from 'inversify';
import { SHOPEE_CONNECTION_STORE, type ShopeeConnection, type ShopeeConnectionStore } from './shopee-connection.port';

/** The connection as staff may see it: never a token. */
export interface ShopeeConnectionView {
  shopId: number;
  shopName: string | null;
  accessExpiresAt: Date;
  authExpiresAt: Date | null;
  connectedAt: Date;
  status: ShopeeConnection['status'];
}

export function connectionViewOf(connection: ShopeeConnection): ShopeeConnectionView {
  const { shopId, shopName, accessExpiresAt, authExpiresAt, connectedAt, status } = connection;
  return { shopId, shopName, accessExpiresAt, authExpiresAt, connectedAt, status };
}

/** GET /api/admin/shopee/connection (staff): the shop connected, its expiries and status; null when none. */
@injectable()
export class GetShopeeConnection {
  constructor(@inject(SHOPEE_CONNECTION_STORE) private readonly connections: ShopeeConnectionStore) {}

  async execute(): Promise<ShopeeConnectionView | null> {
    const connection = await this.connections.get();
    return connection ? connectionViewOf(connection) : null;
  }
}
