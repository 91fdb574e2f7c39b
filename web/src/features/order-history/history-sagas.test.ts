import { HttpResponse } from 'msw';
import { customerOrder, fakeAccountServer, signIn, type FakeAccountServerOptions } from '../../../test-support/account-server';
import { useApiServer } from '../../../test-support/api-server';
import { createAppStore } from '../../app/store';
import { HISTORY_RETRY_DELAY_MS, LINK_CLOSE_DELAY_MS } from './history-sagas';
import { orderHistoryActions } from './history-slice';

const server = useApiServer();
let stop: () => void = () => {};

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  localStorage.clear();
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
};

function start(options: FakeAccountServerOptions) {
  const account = fakeAccountServer(options);
  server.use(...account.handlers);
  const { store, sagaTask } = createAppStore({ preloadedState: signIn() });
  stop = () => sagaTask.cancel();
  return { store, account, orderCalls: () => account.seen('GET', '/api/customers/orders').map((r) => r.search) };
}

describe('order list timing (spec 1 §4, §9)', () => {
  it('a failure on page 2 clears the list, returns to page 1 and retries page 1 only after 3 s', async () => {
    let fail = false;
    const orders = Array.from({ length: 7 }, () => customerOrder());
    const { store, orderCalls } = start({ orders, onOrders: () => (fail ? HttpResponse.json({ code: 'INTERNAL', message: '伺服器忙碌中' }, { status: 500 }) : undefined) });
    store.dispatch(orderHistoryActions.opened());
    await settle();
    expect(store.getState().orderHistory.orders).toHaveLength(5);
    fail = true;
    store.dispatch(orderHistoryActions.pageChanged(2));
    await settle();
    expect(store.getState().orderHistory).toMatchObject({ error: '伺服器忙碌中', orders: [], page: 1 });
    expect(orderCalls()).toEqual(['?page=1&limit=5', '?page=2&limit=5']);
    fail = false;
    await jest.advanceTimersByTimeAsync(HISTORY_RETRY_DELAY_MS - 1);
    expect(orderCalls()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(orderCalls()).toEqual(['?page=1&limit=5', '?page=2&limit=5', '?page=1&limit=5']);
    expect(store.getState().orderHistory).toMatchObject({ error: null, status: 'succeeded' });
    expect(store.getState().orderHistory.orders).toHaveLength(5);
  });

  it('a first error retries at once when asked; with an error already shown the retry waits 3 s', async () => {
    const { store, orderCalls } = start({ onOrders: () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }) });
    store.dispatch(orderHistoryActions.opened());
    await settle();
    expect(orderCalls()).toHaveLength(1);
    store.dispatch(orderHistoryActions.retryRequested());
    await settle();
    expect(orderCalls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(HISTORY_RETRY_DELAY_MS);
    await settle();
    expect(orderCalls()).toHaveLength(2);
  });

  it('a linked order reloads the list; the dialog closes 1.5 s later', async () => {
    const { store, orderCalls } = start({ orders: [] });
    store.dispatch(orderHistoryActions.opened());
    store.dispatch(orderHistoryActions.linkDialogOpened());
    await settle();
    store.dispatch(orderHistoryActions.linkSubmitted({ orderSource: 'outlet', orderId: ' ORD-50000001 ', phoneNumber: '0912345678' }));
    await settle();
    expect(store.getState().orderHistory.link).toMatchObject({ open: true, result: { ok: true, message: '訂單已連結' } });
    expect(orderCalls()).toHaveLength(2);
    expect(store.getState().orderHistory.orders.map((o) => o.order_id)).toEqual(['ORD-50000001']);
    await jest.advanceTimersByTimeAsync(LINK_CLOSE_DELAY_MS - 1);
    expect(store.getState().orderHistory.link.open).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().orderHistory.link.open).toBe(false);
  });
});
