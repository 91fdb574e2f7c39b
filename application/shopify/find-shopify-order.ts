import { inject, injectable } from 'inversify';
import type { ShopifyOrders } from '../customers/shopify-orders.port';
import { ShopifyAccess } from './shopify-access';
import { SHOPIFY_ADMIN, type ShopifyAdmin, type ShopifyOrder } from './shopify-admin.port';

/** Link-order's Shopify lookup: ShopifyAdmin.findOrder with the stored (renewed when needed) credentials. */
@injectable()
export class FindShopifyOrder implements ShopifyOrders {
  constructor(
    @inject(SHOPIFY_ADMIN) private readonly admin: ShopifyAdmin,
    @inject(ShopifyAccess) private readonly access: ShopifyAccess,
  ) {}

  async findOrder(name: string): Promise<ShopifyOrder | null> {
    return this.access.call((credentials) => this.admin.findOrder(credentials, name));
  }
}
