import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { runSaga } from 'redux-saga';
import { useApiServer } from '../../../test-support/api-server';
import { createAppStore } from '../../app/store';
import { orderConfirmationActions } from '../orders/order-confirmation-slice';
import { ORDER_TOKENS_KEY, saveOrderToken } from './order-tokens';
import { retryPayment } from './payment-sagas';
import { paymentActions } from './payment-slice';
import { restoreOrderToCart } from './restore-order';

const server = useApiServer();
const HELD = 'ORD-12345678';
const OTHER = 'ORD-87654321';

/** Runs a saga outside the store; its puts are dropped. */
const run = (saga: (...args: never[]) => Generator, ...args: unknown[]) =>
  runSaga({ dispatch: () => {}, getState: () => ({}) }, saga as (...a: unknown[]) => Generator, ...args).toPromise();

beforeEach(() => saveOrderToken(HELD, 'tok-abc'));
afterEach(() => localStorage.removeItem(ORDER_TOKENS_KEY));

/**
 * The server limits failed phone proofs of an order (5 per 15 min): once an attacker has spent them, only the
 * buyer's order token still proves the order. So the phone-proof calls send it whenever this browser has it.
 */
describe('the order token rides on the phone-proof calls', () => {
  it('restore-from-order carries X-Order-Token when the browser holds the order token', async () => {
    const headers: (string | null)[] = [];
    server.use(http.post('*/api/cart/restore-from-order/:orderId', ({ request }) => {
      headers.push(request.headers.get('X-Order-Token'));
      return HttpResponse.json({ success: true, message: '完成', restoredCount: 1, skippedCount: 0 });
    }));
    await run(restoreOrderToCart, HELD, '0912345678');
    await run(restoreOrderToCart, OTHER, '0912345678');
    expect(headers).toEqual(['tok-abc', null]);
  });
});

/** Issue 22: reads of an order by number without proof are limited per address; the buyer's reads carry the token. */
describe('the order token rides on every read by number', () => {
  it('can-retry carries X-Order-Token when the browser holds the order token', async () => {
    const headers: (string | null)[] = [];
    server.use(http.get('*/api/cart/can-retry/:orderId', ({ request }) => {
      headers.push(request.headers.get('X-Order-Token'));
      return HttpResponse.json({ canRetry: false, reason: '不可重試', code: null });
    }));
    await run(retryPayment, paymentActions.retryRequested({ orderId: HELD }));
    await run(retryPayment, paymentActions.retryRequested({ orderId: OTHER }));
    expect(headers).toEqual(['tok-abc', null]);
  });

  it('the confirmation screen reads the order, its items and its shipment with the token', async () => {
    const seen: Record<string, (string | null)[]> = { order: [], items: [], shipment: [] };
    const note = (what: string) => ({ request }: { request: Request }) => {
      seen[what].push(request.headers.get('X-Order-Token'));
      return HttpResponse.json({ code: 'NOT_FOUND', message: '找不到' }, { status: 404 });
    };
    server.use(
      http.get('*/api/ecpay/logistics/order/:orderId', note('shipment')),
      http.get('*/api/ecpay/:orderId/items', note('items')),
      http.get('*/api/ecpay/:orderId', note('order')),
    );
    const { store, sagaTask } = createAppStore();
    try {
      store.dispatch(orderConfirmationActions.opened({ orderId: HELD }));
      await waitFor(() => expect(seen).toEqual({ order: ['tok-abc'], items: ['tok-abc'], shipment: ['tok-abc'] }));
    } finally {
      sagaTask.cancel();
    }
  });
});
