import type { Knex } from 'knex';
import { orderSeed as seedOf, SEED_STORE, type OrderSeed } from '../../../application/shipping/testing/order-seed';
import { unique } from './port-contract';

export { putOrder, SEED_STORE, type OrderSeed } from '../../../application/shipping/testing/order-seed';

/** An order id (ORD- and 8 digits) no other test has used. */
export const newOrderId = (): string => `ORD-${String(unique()).padStart(8, '0').slice(-8)}`;

/** A paid card order of one item with a new id, created and updated at `at`, with these overrides. */
export const orderSeed = (at: Date, overrides: Partial<OrderSeed> = {}): OrderSeed => seedOf(newOrderId(), at, overrides);

/** The seed as rows of orders and order_items: what putOrder puts in the order fake. */
export async function insertOrderRow(knex: Knex, seed: OrderSeed): Promise<string> {
  await knex('orders').insert({
    id: seed.id, status: seed.status, status_message: null, customer_name: '王小明', customer_phone: seed.customerPhone, total_amount: seed.totalAmount,
    delivery_method: 'pickup', payment_method: seed.paymentMethod, store_id: SEED_STORE.storeId, store_name: SEED_STORE.storeName,
    store_address: SEED_STORE.storeAddress, logistics_sub_type: SEED_STORE.logisticsSubType, order_source: seed.orderSource,
    access_token_hash: 'a'.repeat(64), created_at: seed.createdAt, updated_at: seed.updatedAt,
  });
  for (const [index, item] of seed.items.entries()) {
    await knex('order_items').insert({
      order_id: seed.id, item_type: 'outlet', item_id: index + 1, title: item.title, variant_name: item.variantName, variant_sku: item.variantSku,
      price: 1600, discount_price: 1280, quantity: 1,
    });
  }
  return seed.id;
}
