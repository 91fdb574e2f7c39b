import { http, HttpResponse } from 'msw';
import { useApiServer } from '../../../test-support/api-server';
import { ORDER_TOKENS_KEY, saveOrderToken } from './order-tokens';
import { postEcpayCreate, postRestoreFromOrder, type EcpayCreateRequest } from './payment-api';

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
