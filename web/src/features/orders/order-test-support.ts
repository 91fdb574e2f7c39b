import { delay, http, HttpResponse } from 'msw';
import type { OrderInvoiceView } from '../../../../application/contracts/invoicing';
import type { OrderDetails, OrderItem } from './order-confirmation-slice';

/** Shared by the order tests only (kept in the feature, like product-test-support.ts). */
export const ORDER_ID = 'ORD-12345678';
export const ORDER_TOKEN = 'buyer-token-abc';

export function orderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    order_id: ORDER_ID,
    status: 'PAID',
    status_message: null,
    customer_name: '王小明',
    customer_phone: '0912345678',
    total_amount: 2280,
    created_at: '2026-11-20T04:00:00.000Z',
    updated_at: '2026-11-20T04:00:00.000Z',
    delivery_method: 'pickup',
    payment_method: 'credit_card',
    store_id: '131386',
    store_name: '建盛門市',
    store_address: '台北市大安區建國南路 1 號',
    logistics_sub_type: 'UNIMARTC2C',
    order_source: 'outlet',
    masked: false,
    ...overrides,
  };
}

let nextItemId = 1;
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const id = nextItemId++;
  return {
    id,
    item_id: 100 + id,
    item_type: 'outlet',
    title: `商品 ${id}`,
    sku: `SKU-${id}`,
    variant_id: null,
    price: 1000,
    discount_price: 800,
    quantity: 1,
    image_url: `/images/${id}.jpg`,
    ...overrides,
  };
}

export interface FakeOrderServerOptions {
  order?: OrderDetails;
  items?: OrderItem[];
  /** Statuses answered by GET /api/orders/{id}, one per poll; the last one repeats. */
  polls?: string[];
  /** The token that unmasks the order (the masked copy is answered otherwise); none given: always whole. */
  token?: string;
  /** Milliseconds the order read waits; 'infinite' never answers. */
  orderDelay?: number | 'infinite';
  orderStatus?: number;
  itemsStatus?: number;
  /**
   * Issue 30: the invoice each order read answers, one per read (the first is the page's own); the last one repeats.
   * 'fails' answers that read with a 500.
   */
  invoiceReads?: (OrderInvoiceView | 'fails')[];
}

/** A stranger's view (issue 22): name and phone masked, no store. */
const maskedCopy = (order: OrderDetails): OrderDetails => ({
  ...order, customer_name: '王*明', customer_phone: '09******78', masked: true, store_id: '', store_name: '', store_address: '',
});

/**
 * The order reads of docs/api.md ('Reading an order'), with the rule of decision 5 and issue 22 (a stranger's
 * view without the token: masked, no store, no items), and the phone proof. Records the X-Order-Token header
 * of each order read and every poll.
 */
export function fakeOrderServer(options: FakeOrderServerOptions = {}) {
  // A copy: the buyer's cancel (POST payment-cancel) changes its status, as the server's settlement does.
  const order: OrderDetails = { ...(options.order ?? orderDetails()) };
  const seenTokens: (string | null)[] = [];
  const polls: number[] = [];
  /** The bodies of the buyer's cancels that proved the order (issue 28). */
  const cancels: unknown[] = [];
  const provesOrder = (request: Request) => options.token === undefined || request.headers.get('X-Order-Token') === options.token;
  const items = () => options.items ?? [orderItem()];
  const shipmentOf = (whole: OrderDetails) => ({
    store_id: whole.store_id ?? '', store_name: whole.store_name ?? '', store_address: whole.store_address ?? '', logistics_sub_type: whole.logistics_sub_type,
    shipping_status: 'pending', tracking_number: null, payment_no: null, shipped_at: null, delivered_at: null, logistics_id: null, history: [],
  });
  /** The bodies of POST /api/orders/send-link (issue 30), and the ones that would have mailed (a match). */
  const linkRequests: { orderId?: string; phone?: string }[] = [];
  const linksMailed: string[] = [];
  const handlers = [
    // The server's one sentence whatever happened (no oracle); the fake records what a real one would mail.
    http.post('*/api/orders/send-link', async ({ request }) => {
      const body = (await request.json()) as { orderId?: string; phone?: string };
      linkRequests.push(body);
      if (body.orderId === order.order_id && body.phone === order.customer_phone) linksMailed.push(body.orderId);
      return HttpResponse.json({ message: '若訂單編號與手機號碼相符，我們已將訂單連結寄到訂單上的電子郵件地址。' });
    }),
    http.get('*/api/ecpay/:orderId/items', ({ request, params }) => {
      if (options.itemsStatus) return HttpResponse.json({ code: 'INTERNAL', message: '伺服器忙碌中' }, { status: options.itemsStatus });
      if (params.orderId !== order.order_id) return HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
      return HttpResponse.json(provesOrder(request) ? items() : []);
    }),
    http.post('*/api/ecpay/:orderId/proof', async ({ request, params }) => {
      const { phone } = (await request.json()) as { phone?: string };
      if (params.orderId !== order.order_id || phone !== order.customer_phone) return HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
      return HttpResponse.json({ order, items: items(), shipment: shipmentOf(order) });
    }),
    http.get('*/api/ecpay/:orderId', async ({ request, params }) => {
      const token = request.headers.get('X-Order-Token');
      seenTokens.push(token);
      if (options.orderDelay !== undefined) await delay(options.orderDelay);
      if (options.orderStatus) return HttpResponse.json({ code: 'INTERNAL', message: '伺服器忙碌中' }, { status: options.orderStatus });
      if (params.orderId !== order.order_id) return HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
      const full = options.token === undefined || token === options.token;
      const invoice = options.invoiceReads?.[Math.min(seenTokens.length - 1, options.invoiceReads.length - 1)];
      if (invoice === 'fails') return HttpResponse.json({ code: 'INTERNAL', message: '伺服器忙碌中' }, { status: 500 });
      return HttpResponse.json(full ? (invoice ? { ...order, invoice } : order) : maskedCopy(order));
    }),
    // The buyer's cancel (issue 28): the order's token (or a signed-in owner's bearer) only; an open card payment is cancelled.
    http.post('*/api/ecpay/:orderId/payment-cancel', async ({ request, params }) => {
      if (params.orderId !== order.order_id) return HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
      const token = request.headers.get('X-Order-Token');
      const proven = (token !== null && (options.token === undefined || token === options.token)) || request.headers.has('Authorization');
      if (!proven) return HttpResponse.json({ code: 'PAYMENT_CANCEL_FORBIDDEN', message: '只有這筆訂單的訂購人可以取消付款' }, { status: 403 });
      cancels.push(await request.json());
      const cancelled = order.status === 'PENDING_PAYMENT';
      if (cancelled) order.status = 'PAYMENT_CANCELLED';
      return HttpResponse.json({ success: true, orderId: order.order_id, status: order.status, cancelled });
    }),
    // The shipment read (issue 12): no shipment yet.
    http.get('*/api/ecpay/logistics/order/:orderId', ({ request, params }) => {
      if (params.orderId !== order.order_id) return HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
      return HttpResponse.json(shipmentOf(provesOrder(request) ? order : maskedCopy(order)));
    }),
    http.get('*/api/orders/:orderId', () => {
      polls.push(Date.now());
      const list = options.polls ?? [String(order.status)];
      const status = list[Math.min(polls.length - 1, list.length - 1)];
      return HttpResponse.json({ order_id: order.order_id, status, status_message: null });
    }),
  ];
  return { handlers, seenTokens, polls, cancels, linkRequests, linksMailed };
}

/** What checkout leaves in this browser for the order (the payment module's 'orderAccessTokens'). */
export function seedOrderToken(orderId = ORDER_ID, token = ORDER_TOKEN): void {
  localStorage.setItem('orderAccessTokens', JSON.stringify({ [orderId]: token }));
}
