import { COMPLETED_ORDERS_CAP, COMPLETED_ORDERS_KEY, readCompletedOrders, saveCompletedOrder, type CompletedOrderSummary } from './order-storage';

const summary = (orderId: string, overrides: Partial<CompletedOrderSummary> = {}): CompletedOrderSummary => ({
  orderId,
  status: 'PAID',
  paymentState: 'success',
  totalAmount: 100,
  paymentMethod: 'credit_card',
  storeName: '建盛門市',
  itemCount: 1,
  createdAt: '2026-11-20T04:00:00.000Z',
  savedAt: '2026-11-20T04:00:01.000Z',
  ...overrides,
});

beforeEach(() => localStorage.clear());

describe('completedOrders (spec 2 §3 client storage)', () => {
  it('puts the newest first and keeps one summary per order', () => {
    saveCompletedOrder(summary('ORD-00000001'));
    saveCompletedOrder(summary('ORD-00000002'));
    saveCompletedOrder(summary('ORD-00000001', { status: 'PROCESSING' }));
    expect(readCompletedOrders().map((entry) => [entry.orderId, entry.status])).toEqual([
      ['ORD-00000001', 'PROCESSING'],
      ['ORD-00000002', 'PAID'],
    ]);
  });

  it(`keeps at most ${COMPLETED_ORDERS_CAP}`, () => {
    for (let i = 1; i <= COMPLETED_ORDERS_CAP + 5; i += 1) saveCompletedOrder(summary(`ORD-${String(i).padStart(8, '0')}`));
    const ids = readCompletedOrders().map((entry) => entry.orderId);
    expect(ids).toHaveLength(COMPLETED_ORDERS_CAP);
    expect(ids[0]).toBe('ORD-00000025');
    expect(ids.at(-1)).toBe('ORD-00000006');
  });

  it('junk in storage reads as nothing and is replaced', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(COMPLETED_ORDERS_KEY, '{not json');
    expect(readCompletedOrders()).toEqual([]);
    saveCompletedOrder(summary('ORD-00000009'));
    expect(readCompletedOrders().map((entry) => entry.orderId)).toEqual(['ORD-00000009']);
    localStorage.setItem(COMPLETED_ORDERS_KEY, JSON.stringify([{ nope: 1 }, summary('ORD-00000010')]));
    expect(readCompletedOrders().map((entry) => entry.orderId)).toEqual(['ORD-00000010']);
    warn.mockRestore();
  });
});
