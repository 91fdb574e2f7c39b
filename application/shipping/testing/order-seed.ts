import type { OrderSource } from '../../../domain/orders/order-source';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { PaymentMethod } from '../../../domain/orders/payment-methods';
import type { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';

/**
 * An order put straight into the order fake (`putOrder`), as the shipping and console tests need one: paid,
 * awaiting shipment, shipped... without going through a cart and checkout. The contract suites insert the same
 * seed as a row (adapters/persistence/testing/order-seeds.ts).
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
  /** The buyer's confirmed name; 王小明 when not given. */
  customerName?: string;
}

export const SEED_STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' as const };

/** A paid card order of one item, created and updated at `at`, with these overrides. */
export function orderSeed(id: string, at: Date, overrides: Partial<OrderSeed> = {}): OrderSeed {
  return {
    id, status: 'PAID', paymentMethod: 'credit_card', totalAmount: 1280, customerPhone: '0912345678', orderSource: 'outlet',
    createdAt: at, updatedAt: at, items: [{ title: '羊毛大衣', variantName: null, variantSku: null }], ...overrides,
  };
}

export function putOrder(orders: InMemoryOrderStore, seed: OrderSeed): string {
  orders.orders.set(seed.id, {
    id: seed.id, status: seed.status, statusMessage: null, customerName: seed.customerName ?? '王小明', customerPhone: seed.customerPhone, totalAmount: seed.totalAmount,
    deliveryMethod: 'pickup', paymentMethod: seed.paymentMethod, store: SEED_STORE, orderSource: seed.orderSource, accessTokenHash: 'a'.repeat(64),
    customerId: null, createdAt: seed.createdAt, updatedAt: seed.updatedAt,
  });
  orders.events.set(seed.id, [{ fromStatus: null, toStatus: seed.status, reason: 'checkout', createdAt: seed.createdAt }]);
  for (const [index, item] of seed.items.entries()) {
    orders.items.push({
      id: orders.items.length + 1, orderId: seed.id, itemType: 'outlet', itemId: index + 1, title: item.title, variantName: item.variantName,
      variantSku: item.variantSku, sku: null, price: 1600, discountPrice: 1280, quantity: 1, imageUrl: null, variantId: null, reservationId: null,
    });
  }
  return seed.id;
}
