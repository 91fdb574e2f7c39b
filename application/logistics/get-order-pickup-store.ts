import { inject, injectable } from 'inversify';
import { requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';

/** GET /api/ecpay/logistics/order/{orderId}: the pickup store of an order (spec 2, section 7). */
export interface OrderPickupStoreView {
  store_id: string;
  store_name: string;
  store_address: string;
  logistics_sub_type: string;
}

/**
 * The store an order ships to, for the retry flow and the confirmation's pickup card. Like the order read
 * itself, it carries nothing personal, so it needs no access token.
 */
@injectable()
export class GetOrderPickupStore {
  constructor(@inject(ORDER_STORE) private readonly orders: OrderStore) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string): Promise<OrderPickupStoreView> {
    const { store } = await requireOrder(this.orders, orderId);
    return { store_id: store.storeId, store_name: store.storeName, store_address: store.storeAddress, logistics_sub_type: store.logisticsSubType };
  }
}
