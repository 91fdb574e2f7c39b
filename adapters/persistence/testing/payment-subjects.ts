import { InMemoryCartStore } from '../../../application/cart/testing/in-memory-cart-store';
import type { OrderStore } from '../../../application/orders/order-store.port';
import { InMemoryOrderStore } from '../../../application/orders/testing/in-memory-order-store';
import type { PaymentAttemptStore } from '../../../application/payments/payment-attempt-store.port';
import type { PaymentAttentionStore } from '../../../application/payments/payment-attention.port';
import { InMemoryPaymentAttemptStore } from '../../../application/payments/testing/in-memory-payment-attempt-store';
import { InMemoryPaymentAttentionStore } from '../../../application/payments/testing/in-memory-payment-attention-store';
import { KnexOrderStore } from '../orders/knex-order-store';
import { KnexPaymentAttemptStore } from '../orders/knex-payment-attempt-store';
import { KnexPaymentAttentionStore } from '../orders/knex-payment-attention-store';
import { insertOrderRow, putOrder, type OrderSeed } from './order-seeds';
import { fakeMaker, knexMakers, type PortMaker } from './port-contract';

/**
 * The two payment ports over one store of orders, as the payment contract suites need them: the attempts, their
 * flags for staff, orders put in as seeds, and the order store to read what a settlement wrote (status, events).
 */
export interface PaymentSubject {
  attempts: PaymentAttemptStore;
  attention: PaymentAttentionStore;
  orders: OrderStore;
  addOrder(seed: OrderSeed): Promise<string>;
}

export const paymentMakers = (): PortMaker<PaymentSubject>[] => [
  fakeMaker(() => {
    const orders = new InMemoryOrderStore(new InMemoryCartStore());
    const attempts = new InMemoryPaymentAttemptStore(orders);
    return { orders, attempts, attention: new InMemoryPaymentAttentionStore(attempts), addOrder: async (seed) => putOrder(orders, seed) };
  }),
  ...knexMakers<PaymentSubject>((knex) => ({
    orders: new KnexOrderStore(knex), attempts: new KnexPaymentAttemptStore(knex), attention: new KnexPaymentAttentionStore(knex),
    addOrder: (seed) => insertOrderRow(knex, seed),
  })),
];
