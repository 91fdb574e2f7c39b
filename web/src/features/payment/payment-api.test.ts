import { http, HttpResponse } from 'msw';
import { useApiServer } from '../../../test-support/api-server';
import { ORDER_TOKENS_KEY, saveOrderToken } from './order-tokens';
import { fetchOrderItems, fetchOrderShipment, fetchOrderStatus } from '../orders/order-api';
import { fetchCanRetry, postEcpayCreate, postRestoreFromOrder, type EcpayCreateRequest } from './payment-api';

const server = useApiServer();

/**
 * The server limits failed phone proofs of an order (5 per 15 min): once an attacker has spent them, only the
 * buyer's order token still proves the order. So the two phone-proof calls send it whenever this browser has it.
 */
describe('payment API: the order token rides on the phone-proof calls', () => {
  afterEach(() => localStorage.removeItem(ORDER_TOKENS_KEY));

  const seen = (path: string) => {
    const headers: Array<string | null> = [];
    server.use(http.post(`*${path}`, ({ request }) => {
      headers.push(request.headers.get('X-Order-Token'));
      return HttpResponse.json({ success: true, message: '完成', restoredCount: 1, skippedCount: 0 });
    }));
    return headers;
  };

  it('restore-from-order carries X-Order-Token when the browser holds the order token', async () => {
    const headers = seen('/api/cart/restore-from-order/:orderId');
    saveOrderToken('ORD12345678', 'tok-abc');
    await postRestoreFromOrder('ORD12345678', '0912345678');
    await postRestoreFromOrder('ORD87654321', '0912345678');
    expect(headers).toEqual(['tok-abc', null]);
  });

  it('ecpay/create carries X-Order-Token when the browser holds the order token', async () => {
    const headers = seen('/api/ecpay/create');
    saveOrderToken('ORD12345678', 'tok-abc');
    const request = { orderId: 'ORD12345678', customerPhone: '0912345678' } as EcpayCreateRequest;
    await postEcpayCreate(request);
    expect(headers).toEqual(['tok-abc']);
  });
});

/** Issue 22: reads of an order by number without proof are limited per address; the buyer's reads carry the token. */
describe('order reads: the order token rides on every read by number', () => {
  afterEach(() => localStorage.removeItem(ORDER_TOKENS_KEY));

  it('can-retry, items, status and the shipment carry X-Order-Token when the browser holds the order token', async () => {
    const headers: Record<string, Array<string | null>> = { retry: [], items: [], status: [], shipment: [] };
    const shipment = {
      store_id: '1', store_name: 'a', store_address: 'b', logistics_sub_type: 'UNIMARTC2C', shipping_status: 'pending',
      tracking_number: null, payment_no: null, shipped_at: null, delivered_at: null, logistics_id: null, history: [],
    };
    server.use(
      http.get('*/api/cart/can-retry/:orderId', ({ request }) => {
        headers.retry.push(request.headers.get('X-Order-Token'));
        return HttpResponse.json({ canRetry: true, reason: null, code: null });
      }),
      http.get('*/api/ecpay/logistics/order/:orderId', ({ request }) => {
        headers.shipment.push(request.headers.get('X-Order-Token'));
        return HttpResponse.json(shipment);
      }),
      http.get('*/api/ecpay/:orderId/items', ({ request }) => {
        headers.items.push(request.headers.get('X-Order-Token'));
        return HttpResponse.json([]);
      }),
      http.get('*/api/orders/:orderId', ({ request, params }) => {
        headers.status.push(request.headers.get('X-Order-Token'));
        return HttpResponse.json({ order_id: params.orderId, status: 'PAID', status_message: null });
      }),
    );
    saveOrderToken('ORD12345678', 'tok-abc');
    for (const orderId of ['ORD12345678', 'ORD87654321']) {
      await fetchCanRetry(orderId);
      await fetchOrderItems(orderId);
      await fetchOrderStatus(orderId);
      await fetchOrderShipment(orderId);
    }
    expect(headers).toEqual({ retry: ['tok-abc', null], items: ['tok-abc', null], status: ['tok-abc', null], shipment: ['tok-abc', null] });
  });
});
