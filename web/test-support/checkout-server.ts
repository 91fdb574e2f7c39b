import { http, HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES, retryEligibility } from '../src/domain';

/**
 * A fake of the checkout, payment and store map endpoints (docs/api.md 'Checkout and orders', spec 2 §7), so the
 * /checkout screen can be tested against HTTP the way it runs. Every request is recorded in `requests`.
 * Each route can be overridden: return a Response to answer it, undefined to let the fake answer.
 */
type Reply = Response | undefined | Promise<Response | undefined>;

export interface SeenCheckoutRequest {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

export interface FakeOrder {
  order_id?: string;
  status: string;
  status_message?: string | null;
  customer_name?: string | null;
  customer_phone?: string | null;
  total_amount?: number;
  payment_method?: string | null;
  store_id?: string | null;
  store_name?: string | null;
  store_address?: string | null;
  logistics_sub_type?: string | null;
  masked?: boolean;
}

export interface FakeCheckoutServerOptions {
  /** The answer of a successful checkout. */
  orderId?: string;
  accessToken?: string;
  /** Orders GET /api/ecpay/{orderId} and /api/orders/{orderId} know. */
  orders?: Record<string, FakeOrder>;
  /** Store map selections by MAP reference. */
  selections?: Record<string, Record<string, unknown>>;
  onCheckout?: (body: Record<string, unknown>) => Reply;
  onEcpayCreate?: (body: Record<string, unknown>) => Reply;
  onPrepare?: (orderId: string) => Reply;
  onMap?: (body: Record<string, unknown>) => Reply;
  onSelection?: (mapRef: string) => Reply;
  onCanRetry?: (orderId: string) => Reply;
  onRestore?: (orderId: string, body: Record<string, unknown>) => Reply;
}

export const PAYMENT_URL = 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5';
export const MAP_URL = 'https://logistics-stage.ecpay.com.tw/Express/map';

export const paymentFormData = (orderId: string) => ({
  MerchantID: '3002607',
  MerchantTradeNo: `${orderId.replace('-', '')}R1`,
  TotalAmount: '1600',
  CheckMacValue: 'C0FFEE',
});

/** A store selection as GET /api/ecpay/logistics/selection/{mapRef} answers it. */
export function storeSelection(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    success: true,
    storeId: '131386',
    storeName: '建盛門市',
    storeAddress: '台北市大安區建國南路一段 1 號',
    logisticsSubType: 'UNIMARTC2C',
    storeTelephone: '02-27001234',
    merchantTradeNo: 'MAP123456',
    selectedAt: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

export function fakeCheckoutServer(options: FakeCheckoutServerOptions = {}) {
  const requests: SeenCheckoutRequest[] = [];
  const orders = new Map<string, FakeOrder>(Object.entries(options.orders ?? {}));
  const record = async (request: Request, path: string) => {
    const url = new URL(request.url);
    const text = request.method === 'POST' ? await request.clone().text() : '';
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    requests.push({ method: request.method, path, search: url.search, headers, body });
    return body ?? {};
  };
  const orderId = options.orderId ?? 'ORD-12345678';

  const handlers: HttpHandler[] = [
    http.post('*/api/cart/checkout', async ({ request }) => {
      const body = await record(request, '/api/cart/checkout');
      const custom = await options.onCheckout?.(body);
      if (custom) return custom;
      const paymentMethod = body.paymentMethod === 'credit_card' ? 'credit_card' : 'store_cod';
      const status = paymentMethod === 'credit_card' ? 'PENDING_PAYMENT' : 'PENDING';
      orders.set(orderId, { order_id: orderId, status, customer_name: String(body.name), customer_phone: String(body.phone), total_amount: 1600, payment_method: paymentMethod });
      return HttpResponse.json(
        { success: true, message: '結帳完成！', orderId, status, totalAmount: 1600, deliveryMethod: 'pickup', paymentMethod, accessToken: options.accessToken ?? 'buyer-token-1' },
        { status: 201 },
      );
    }),
    http.post('*/api/ecpay/create', async ({ request }) => {
      const body = await record(request, '/api/ecpay/create');
      const custom = await options.onEcpayCreate?.(body);
      if (custom) return custom;
      return HttpResponse.json({ success: true, message: 'ok' });
    }),
    http.post('*/api/ecpay/logistics/map', async ({ request }) => {
      const body = await record(request, '/api/ecpay/logistics/map');
      const custom = await options.onMap?.(body);
      if (custom) return custom;
      return HttpResponse.json({
        success: true,
        mapUrl: MAP_URL,
        formData: { MerchantID: '2000933', MerchantTradeNo: String(body.merchantTradeNo).replace('-', ''), LogisticsType: 'CVS', LogisticsSubType: String(body.logisticsSubType), IsCollection: 'N' },
      });
    }),
    http.get('*/api/ecpay/logistics/selection/:mapRef', async ({ request, params }) => {
      const mapRef = String(params.mapRef);
      await record(request, `/api/ecpay/logistics/selection/${mapRef}`);
      const custom = await options.onSelection?.(mapRef);
      if (custom) return custom;
      const selection = options.selections?.[mapRef];
      return selection ? HttpResponse.json(selection) : HttpResponse.json({ code: 'STORE_SELECTION_NOT_FOUND', message: '找不到門市選擇' }, { status: 404 });
    }),
    http.post('*/api/ecpay/:orderId/prepare-payment', async ({ request, params }) => {
      const id = String(params.orderId);
      await record(request, `/api/ecpay/${id}/prepare-payment`);
      const custom = await options.onPrepare?.(id);
      if (custom) return custom;
      return HttpResponse.json({ success: true, message: 'ok', paymentUrl: PAYMENT_URL, formData: paymentFormData(id), merchantTradeNo: `${id.replace('-', '')}R1` });
    }),
    http.get('*/api/ecpay/:orderId', async ({ request, params }) => {
      const id = String(params.orderId);
      await record(request, `/api/ecpay/${id}`);
      const order = orders.get(id);
      if (!order) return HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
      // Every field of the contract's OrderView (application/contracts/checkout.ts), as the server sends it.
      const { payment_method, logistics_sub_type, store_id, store_name, store_address, ...rest } = order;
      return HttpResponse.json({
        order_id: id, status_message: null, customer_name: null, customer_phone: null, total_amount: 1600,
        created_at: '2026-11-20T04:00:00.000Z', updated_at: '2026-11-20T04:00:00.000Z', delivery_method: 'pickup', order_source: 'outlet', masked: false,
        payment_method: payment_method ?? 'credit_card', logistics_sub_type: logistics_sub_type ?? 'UNIMARTC2C',
        store_id: store_id ?? '', store_name: store_name ?? '', store_address: store_address ?? '', ...rest,
      });
    }),
    // The order page's shipment read (issue 12): no shipment yet, as right after checkout.
    http.get('*/api/ecpay/logistics/order/:orderId', async ({ request, params }) => {
      const id = String(params.orderId);
      await record(request, `/api/ecpay/logistics/order/${id}`);
      const order = orders.get(id);
      if (!order) return HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
      return HttpResponse.json({
        store_id: order.store_id ?? '', store_name: order.store_name ?? '', store_address: order.store_address ?? '', logistics_sub_type: order.logistics_sub_type ?? 'UNIMARTC2C',
        shipping_status: 'pending', tracking_number: null, payment_no: null, shipped_at: null, delivered_at: null, logistics_id: null, history: [],
      });
    }),
    http.get('*/api/orders/:orderId', async ({ request, params }) => {
      const id = String(params.orderId);
      await record(request, `/api/orders/${id}`);
      const order = orders.get(id);
      if (!order) return HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
      return HttpResponse.json({ order_id: id, status: order.status, status_message: order.status_message ?? null });
    }),
    http.get('*/api/cart/can-retry/:orderId', async ({ request, params }) => {
      const id = String(params.orderId);
      await record(request, `/api/cart/can-retry/${id}`);
      const custom = await options.onCanRetry?.(id);
      if (custom) return custom;
      // The server answers with the domain's rule (application/orders/can-retry.ts); so does the fake.
      const eligibility = retryEligibility(orders.get(id)?.status, orders.get(id)?.payment_method === 'store_cod' ? 'store_cod' : 'credit_card');
      return HttpResponse.json(eligibility.ok ? { canRetry: true, reason: null, code: null } : { canRetry: false, reason: MESSAGES[eligibility.code], code: eligibility.code });
    }),
    http.post('*/api/cart/restore-from-order/:orderId', async ({ request, params }) => {
      const id = String(params.orderId);
      const body = await record(request, `/api/cart/restore-from-order/${id}`);
      const custom = await options.onRestore?.(id, body);
      if (custom) return custom;
      return HttpResponse.json({ success: true, message: '已將 1 件商品加回購物車。', restoredCount: 1, skippedCount: 0 });
    }),
  ];

  return {
    handlers,
    requests,
    orders,
    seen: (method: string, pathPrefix: string) => requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)),
  };
}

/**
 * Stubs HTMLFormElement.prototype.submit (jsdom cannot navigate) and records each submitted form's action and
 * fields. Call restore() after the test.
 */
export function captureFormSubmissions() {
  const submitted: { action: string; method: string; fields: Record<string, string>; inBody: boolean }[] = [];
  const spy = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields: Record<string, string> = {};
    for (const input of Array.from(this.querySelectorAll('input'))) fields[input.name] = input.value;
    submitted.push({ action: this.action, method: this.method, fields, inBody: document.body.contains(this) });
  });
  return { submitted, restore: () => spy.mockRestore() };
}
