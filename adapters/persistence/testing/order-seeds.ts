import type { Knex } from 'knex';
import type { InMemoryOrderStore } from '../../../application/orders/testing/in-memory-order-store';
import type { OrderSource } from '../../../domain/orders/order-source';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { PaymentMethod } from '../../../domain/orders/payment-methods';
import { unique } from './port-contract';

/**
 * An order put straight into a store, for the contract suites of the ports that read orders (shipments, the
 * console's reads): the same row in the database (`insertOrderRow`) as in the order fake (`putOrder`).
 */
export interface OrderSeed {
  id: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  totalAmount: number;
  customerPhone: string;
  orderSource: OrderSource;
  createdAt: Date;
  updatedAt: Date;
  items: Array<{ title: string; variantName: string | null; variantSku: string | null }>;
}

export const SEED_STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' as const };

/** An order id (ORD- and 8 digits) no other test has used. */
export const newOrderId = (): string => `ORD-${String(unique()).padStart(8, '0').slice(-8)}`;

/** A paid card order of one item, created and updated at `at`, with these overrides. */
export function orderSeed(at: Date, overrides: Partial<OrderSeed> = {}): OrderSeed {
  return {
    id: newOrderId(), status: 'PAID', paymentMethod: 'credit_card', totalAmount: 1280, customerPhone: '0912345678', orderSource: 'outlet',
    createdAt: at, updatedAt: at, items: [{ title: '羊毛大衣', variantName: null, variantSku: null }], ...overrides,
  };
}

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

export function putOrder(orders: InMemoryOrderStore, seed: OrderSeed): string {
  orders.orders.set(seed.id, {
    id: seed.id, status: seed.status, statusMessage: null, customerName: '王小明', customerPhone: seed.customerPhone, totalAmount: seed.totalAmount,
    deliveryMethod: 'pickup', paymentMethod: seed.paymentMethod, store: SEED_STORE, orderSource: seed.orderSource, accessTokenHash: 'a'.repeat(64),
    customerId: null, createdAt: seed.createdAt, updatedAt: seed.updatedAt,
  });
  for (const [index, item] of seed.items.entries()) {
    orders.items.push({
      id: unique(), orderId: seed.id, itemType: 'outlet', itemId: index + 1, title: item.title, variantName: item.variantName, variantSku: item.variantSku,
      sku: null, price: 1600, discountPrice: 1280, quantity: 1, imageUrl: null, variantId: null, reservationId: null,
    });
  }
  return seed.id;
}
