import { buildProviderTradeNo } from '../../../domain/orders/order-ids';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';
import { orderFixture } from '../../orders/testing/test-fixture';
import { paymentCallbackUrlsAt } from '../payment-callback-urls.port';
import type { PaymentAttemptStatus } from '../payment-attempt-store.port';
import { PreparePayment } from '../prepare-payment';
import { ReconcilePayments } from '../reconcile-payments';
import { RecordPaymentResult, type PaymentResult } from '../record-payment-result';
import { SettleOrderPayment } from '../settle-order-payment';
import { FakePaymentGateway } from './fake-payment-gateway';
import { InMemoryPaymentAttemptStore } from './in-memory-payment-attempt-store';
import { InMemoryPaymentAttentionStore } from './in-memory-payment-attention-store';

export const SHOP_URL = 'https://shop.test';

/**
 * What the payment use-case tests share: the order fixture (cart, checkout, clock), the payment ports' fakes over
 * its orders, the fake provider, and the four use cases wired as the checkout module wires them. `attemptStore`
 * builds another attempt store (a subclass that races the use case, say).
 */
export function paymentFixture(attemptStore: (orders: InMemoryOrderStore) => InMemoryPaymentAttemptStore = (orders) => new InMemoryPaymentAttemptStore(orders)) {
  const f = orderFixture();
  const attempts = attemptStore(f.orders);
  const attention = new InMemoryPaymentAttentionStore(attempts);
  const gateway = new FakePaymentGateway();
  const settle = new SettleOrderPayment(attempts, f.clock);
  const record = new RecordPaymentResult(attempts, settle, f.clock);
  const prepare = new PreparePayment(f.orders, attempts, gateway, paymentCallbackUrlsAt(SHOP_URL), settle, f.clock);
  const reconcile = new ReconcilePayments(attempts, gateway, record, settle, f.clock);

  /** A new order of one item by checkout (a card order awaits payment, a store-payment one is PENDING). */
  const placeOrder = async (paymentMethod: 'credit_card' | 'store_cod' = 'credit_card', itemId = 2) => {
    await f.add(itemId);
    return (await f.checkout.execute(f.checkoutInput({ paymentMethod }))).orderId;
  };
  /** ECPay's verified answer about attempt n of the order: paid, for the amount of item 2 (NT$990), unless overridden. */
  const answer = (orderId: string, attemptNo: number, overrides: Partial<PaymentResult> = {}): PaymentResult => ({
    merchantTradeNo: buildProviderTradeNo(orderId, attemptNo), succeeded: true, rtnCode: 1, rtnMsg: '交易成功', providerTradeNo: '2611201200001234',
    tradeAmt: 990, paidAt: f.clock.now(), simulatePaid: false, source: 'notification', ...overrides,
  });
  const failure = (orderId: string, attemptNo: number) => answer(orderId, attemptNo, { succeeded: false, rtnCode: 10100058, rtnMsg: '付款失敗，請洽發卡銀行', paidAt: null });
  const order = async (orderId: string) => {
    const found = await f.orders.findOrder(orderId);
    if (!found) throw new Error(`order ${orderId} missing`);
    return found;
  };
  const statusOf = async (orderId: string): Promise<OrderStatus> => (await order(orderId)).status;
  /** The order's moves after checkout: [from, to] each. */
  const movesOf = async (orderId: string) => (await f.orders.listStatusEvents(orderId)).slice(1).map((e) => [e.fromStatus, e.toStatus]);
  const attemptStatuses = async (orderId: string): Promise<PaymentAttemptStatus[]> => (await attempts.listForOrder(orderId)).map((a) => a.status);
  /** Sets an order's status as staff or an earlier step left it (audited like a move). */
  const putStatus = (orderId: string, to: OrderStatus) => f.orders.changeStatus(orderId, () => ({ ok: true, status: to, changed: true }), { reason: 'test set-up', statusMessage: null, now: f.clock.now() });

  return { ...f, attempts, attention, gateway, settle, record, prepare, reconcile, placeOrder, answer, failure, order, statusOf, movesOf, attemptStatuses, putStatus };
}
