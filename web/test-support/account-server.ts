import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CustomerOrder } from '../src/features/order-history/history-slice';
import type { Customer } from '../src/features/session/session-slice';
import type { RootState } from '../src/app/root-reducer';
import { initialSessionState } from '../src/features/session/session-slice';

/**
 * A fake of the customer account routes of docs/accounts-contract.md, for the profile, order history, cart
 * merge and checkout tests. Every request is recorded; each route can be overridden (return a Response).
 */
type Reply = Response | undefined | Promise<Response | undefined>;

export const CUSTOMER: Customer = { id: 7, name: '王小明', email: 'ming@example.com', phone: '0912345678' };
export const CUSTOMER_TOKEN = 'c_test-token';

let nextOrder = 1;
export function customerOrder(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  const n = nextOrder++;
  return {
    order_id: `ORD-${String(10000000 + n)}`,
    order_date: '2026-11-20T04:00:00.000Z',
    order_source: 'outlet',
    order_total: 1280,
    status: 'PENDING',
    customer_phone: CUSTOMER.phone,
    products: [{ id: n, title: `商品 ${n}`, image_url: null, variant_details: 'Default', price: 1600, discount_price: 1280 }],
    shipping_status: 'pending',
    tracking_number: null,
    payment_no: null,
    shipped_at: null,
    cvs_store_id: null,
    store_name: null,
    logistics_id: null,
    ...overrides,
  };
}

/** Seeds what a signed-in browser holds and returns the store's session slice for preloadedState. */
export function signIn(customer: Customer = CUSTOMER): Pick<RootState, 'session'> {
  localStorage.setItem('customerToken', CUSTOMER_TOKEN);
  localStorage.setItem('currentUser', JSON.stringify(customer));
  localStorage.setItem('cachedUser', JSON.stringify({ user: customer, cachedAt: Date.now() }));
  return { session: { ...initialSessionState, status: 'authenticated', customer, token: CUSTOMER_TOKEN } };
}

export interface SeenAccountRequest {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  body: Record<string, unknown> | null;
}

export interface FakeAccountServerOptions {
  customer?: Customer;
  orders?: CustomerOrder[];
  storePreference?: Record<string, unknown> | null;
  onOrders?: (page: number, limit: number) => Reply;
  onLink?: (body: Record<string, unknown>) => Reply;
  onProfile?: (body: Record<string, unknown>) => Reply;
  onPassword?: (body: Record<string, unknown>) => Reply;
  onStorePreference?: (method: string, body: Record<string, unknown> | null) => Reply;
  /** Issue 30: the member's remembered invoice choice (GET /api/customers/invoice-choice); absent: none yet. */
  invoiceChoice?: Record<string, unknown>;
}

export function fakeAccountServer(options: FakeAccountServerOptions = {}) {
  const requests: SeenAccountRequest[] = [];
  let customer = options.customer ?? CUSTOMER;
  let orders = [...(options.orders ?? [])];
  let preference = options.storePreference ?? null;
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    requests.push({ method: request.method, path: url.pathname, search: url.search, authorization: request.headers.get('authorization'), body });
    return body;
  };
  const handlers: HttpHandler[] = [
    http.get('*/api/customers/me', async ({ request }) => {
      await record(request);
      return HttpResponse.json(customer);
    }),
    http.post('*/api/customers/refresh-token', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ token: `${CUSTOMER_TOKEN}-refreshed` });
    }),
    http.post('*/api/customers/logout', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/customers/orders', async ({ request }) => {
      await record(request);
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const custom = await options.onOrders?.(page, limit);
      if (custom) return custom;
      return HttpResponse.json({ orders: orders.slice((page - 1) * limit, page * limit), pagination: { page, limit, total: orders.length } });
    }),
    http.post('*/api/customers/link-order', async ({ request }) => {
      const body = (await record(request)) ?? {};
      const custom = await options.onLink?.(body);
      if (custom) return custom;
      orders = [customerOrder({ order_id: String(body.orderId) }), ...orders];
      return HttpResponse.json({ success: true, message: '訂單已連結' });
    }),
    http.put('*/api/customers/profile', async ({ request }) => {
      const body = (await record(request)) ?? {};
      const custom = await options.onProfile?.(body);
      if (custom) return custom;
      customer = { ...customer, name: String(body.name), email: String(body.email), phone: String(body.phone) };
      return HttpResponse.json({ message: '個人資料已更新', user: customer });
    }),
    http.put('*/api/customers/password', async ({ request }) => {
      const body = (await record(request)) ?? {};
      const custom = await options.onPassword?.(body);
      if (custom) return custom;
      return HttpResponse.json({ message: '密碼已變更' });
    }),
    http.get('*/api/customers/store-preference', async ({ request }) => {
      await record(request);
      const custom = await options.onStorePreference?.('GET', null);
      if (custom) return custom;
      return HttpResponse.json({ success: true, storeId: null, storeName: null, storeAddress: null, logisticsSubType: null, ...(preference ?? {}) });
    }),
    http.get('*/api/customers/invoice-choice', async ({ request }) => {
      await record(request);
      const choice = options.invoiceChoice;
      return HttpResponse.json(choice ? { choice, remembered: true } : { choice: { kind: 'member-carrier' }, remembered: false });
    }),
    http.post('*/api/customers/store-preference', async ({ request }) => {
      const body = await record(request);
      const custom = await options.onStorePreference?.('POST', body);
      if (custom) return custom;
      preference = body;
      return HttpResponse.json({ success: true });
    }),
  ];
  return {
    handlers,
    requests,
    seen: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
