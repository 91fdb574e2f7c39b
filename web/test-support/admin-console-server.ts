import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AdminOverview } from '../../application/contracts/admin';
import { formatMessage } from '../../domain/messages';
import type { AdminOrderPage, AdminOrderRow } from '../src/features/admin/admin-orders-slice';
import type { AdminAuditAnswer, AdminInventoryAnswer } from '../src/features/admin/admin-tables-slice';
import type { ShopifyConnection, ShopifySync } from '../src/features/admin/shopify-slice';

/**
 * Fakes of the staff console's routes (issue 12): orders (list with filters, the order page, the actions),
 * inventory, audit, and the Shopify connection and sync. Only the given staff token is let in (401 otherwise);
 * every request is recorded so tests can assert what was sent.
 */
export function adminOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    orderId: 'ORD-12345678', status: 'PAID', customerName: '王小明', customerPhone: '0912345678', totalAmount: 2280, paymentMethod: 'credit_card',
    deliveryMethod: 'pickup', orderSource: 'outlet', createdAt: '2026-11-29T02:00:00.000Z', updatedAt: '2026-11-29T02:05:00.000Z', ...overrides,
  };
}

export function adminOrderPage(overrides: Partial<AdminOrderPage> = {}): AdminOrderPage {
  return {
    order: {
      orderId: 'ORD-12345678', status: 'PAID', statusMessage: null, customerName: '王小明', customerPhone: '0912345678', totalAmount: 2280,
      paymentMethod: 'credit_card', deliveryMethod: 'pickup', orderSource: 'outlet', storeId: '131386', storeName: '建盛門市', storeAddress: '台北市',
      logisticsSubType: 'UNIMARTC2C', customerId: null, createdAt: '2026-11-29T02:00:00.000Z', updatedAt: '2026-11-29T02:05:00.000Z',
    },
    items: [{ id: 1, itemType: 'outlet', itemId: 7, variantId: null, variantName: null, title: '亞麻襯衫', sku: 'OL-7', variantSku: null, price: 3800, discountPrice: 2280, quantity: 1, imageUrl: null }],
    payments: [
      {
        attemptId: 40, attemptNo: 1, merchantTradeNo: 'ORD12345678R1', amount: 2280, status: 'paid', rtnCode: 1, rtnMsg: '交易成功', providerTradeNo: '2611290200001',
        tradeAmt: 2280, paidAt: '2026-11-29T02:03:00.000Z', simulatePaid: false, resultSource: 'notification', resultAt: '2026-11-29T02:03:01.000Z',
        createdAt: '2026-11-29T02:01:00.000Z', attention: null, attentionAt: null, resolvedAt: null,
      },
      {
        attemptId: 41, attemptNo: 2, merchantTradeNo: 'ORD12345678R2', amount: 2280, status: 'paid', rtnCode: 1, rtnMsg: '交易成功', providerTradeNo: '2611290200002',
        tradeAmt: 2280, paidAt: '2026-11-29T02:04:00.000Z', simulatePaid: false, resultSource: 'notification', resultAt: '2026-11-29T02:04:01.000Z',
        createdAt: '2026-11-29T02:02:00.000Z', attention: 'duplicate_payment', attentionAt: '2026-11-29T02:04:01.000Z', resolvedAt: null,
      },
    ],
    shipment: {
      merchantTradeNo: 'ORD12345678L', subType: 'UNIMARTC2C', status: 'created', shippingStatus: 'shipped', statusCode: '2068', attempts: 1, nextAttemptAt: null,
      lastError: null, logisticsId: '1718546', paymentNo: 'F0000123', validationNo: '4567', trackingNumber: 'F00001234567',
      shippedAt: '2026-11-29T04:00:00.000Z', deliveredAt: null, createdAt: '2026-11-29T02:10:00.000Z', updatedAt: '2026-11-29T04:00:00.000Z',
      events: [
        { statusCode: '300', message: '訂單處理中', source: 'create', occurredAt: '2026-11-29T02:10:00.000Z', receivedAt: '2026-11-29T02:10:00.000Z' },
        { statusCode: '2068', message: '交貨便收件', source: 'notification', occurredAt: '2026-11-29T04:00:00.000Z', receivedAt: '2026-11-29T04:00:01.000Z' },
      ],
    },
    history: [
      { fromStatus: null, toStatus: 'PENDING_PAYMENT', reason: 'checkout', at: '2026-11-29T02:00:00.000Z' },
      { fromStatus: 'PENDING_PAYMENT', toStatus: 'PAID', reason: 'paid', at: '2026-11-29T02:03:01.000Z' },
    ],
    ...overrides,
  };
}

export interface FakeAdminConsoleOptions {
  token: string;
  orders?: AdminOrderRow[];
  pages?: AdminOrderPage[];
  /** An action's answer; undefined: success. */
  onAction?: (orderId: string, action: string, body: unknown) => Response | undefined;
  inventory?: AdminInventoryAnswer['items'];
  /** PUT /api/admin/inventory/category's answer (issue 28); undefined: the sku's items take the category. */
  onCategory?: (body: { sku: string; category: string | null }) => Response | undefined;
  audit?: AdminAuditAnswer['entries'];
  /** The connection staff see (GET /api/admin/shopify/connection); default none. */
  shopify?: ShopifyConnection;
  /** Successive answers of GET /api/admin/shopify/sync, without the connection (the current one is added); the last one repeats. */
  shopifySync?: Array<Partial<Omit<ShopifySync, 'connection'>>>;
  onShopifyConnect?: (body: Record<string, string>) => Response | undefined;
  /** GET /api/admin/overview's answer (default: adminOverview()), or a Response (a failure). */
  overview?: AdminOverview | (() => Response | AdminOverview);
}

/** GET /api/admin/overview as the server answers it: a quiet Tuesday unless told otherwise. */
export function adminOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    day: '2026-12-01', weekStart: '2026-11-30', today: { orders: 0, sales: 0, salesAmount: 0 }, week: { orders: 0, sales: 0, salesAmount: 0 },
    toShip: 0, paymentsNeedingPerson: 0, shipmentsNeedingPerson: 0, invoices: null, links: { storefront: '/', logisticsBackOffice: null }, ...overrides,
  };
}

export function fakeAdminConsoleServer(options: FakeAdminConsoleOptions) {
  const requests: Array<{ method: string; url: URL; body: unknown }> = [];
  let inventory = [...(options.inventory ?? [])];
  const pages = new Map((options.pages ?? []).map((page) => [page.order.orderId, page]));
  let shopify: ShopifyConnection = options.shopify ?? shopifyConnection(null);
  const syncAnswers = [...(options.shopifySync ?? [{}])];
  const nextSync = (): ShopifySync => ({ ...shopifySyncStatus(syncAnswers.length > 1 ? syncAnswers.shift()! : syncAnswers[0]), connection: shopify });
  const unauthorized = () => HttpResponse.json({ code: 'UNAUTHORIZED', message: '請先登入' }, { status: 401 });
  const record = async (request: Request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    requests.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
    return request.headers.get('Authorization') === `Bearer ${options.token}`;
  };
  const paging = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

  const handlers: HttpHandler[] = [
    http.get('*/api/admin/overview', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      const answer = typeof options.overview === 'function' ? options.overview() : options.overview ?? adminOverview();
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    http.get('*/api/admin/orders', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q');
      const orders = (options.orders ?? []).filter((order) => (!status || order.status === status) && (!q || order.orderId === q || order.customerPhone === q));
      return HttpResponse.json({ orders: orders.slice((page - 1) * 20, page * 20), pagination: paging(page, 20, orders.length) });
    }),
    http.get('*/api/admin/orders/:orderId', async ({ request, params }) => {
      if (!(await record(request))) return unauthorized();
      const page = pages.get(String(params.orderId));
      return page ? HttpResponse.json(page) : HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' }, { status: 404 });
    }),
    http.post('*/api/admin/orders/:orderId/:action', async ({ request, params }) => {
      if (!(await record(request))) return unauthorized();
      const orderId = String(params.orderId);
      const action = String(params.action);
      const custom = options.onAction?.(orderId, action, requests[requests.length - 1].body);
      if (custom) return custom;
      if (action === 'shipment') return HttpResponse.json({ success: true, message: '已送出建立物流單。', orderId, outcome: 'created' });
      if (action === 'mark-delivered') return HttpResponse.json({ success: true, message: '已標記為已送達。', orderId, changed: true });
      if (action === 'end') {
        // Issue 30: the order ends as asked; the page reads its new status.
        const { to } = requests[requests.length - 1].body as { to: 'CANCELLED' | 'REFUNDED' };
        const page = pages.get(orderId);
        if (page) pages.set(orderId, { ...page, order: { ...page.order, status: to } });
        return HttpResponse.json({ success: true, message: formatMessage(to === 'CANCELLED' ? 'ADMIN_ORDER_CANCELLED' : 'ADMIN_ORDER_REFUNDED'), orderId, status: to, changed: true });
      }
      const attemptId = (requests[requests.length - 1].body as { attemptId: number }).attemptId;
      const page = pages.get(orderId);
      if (page) {
        pages.set(orderId, { ...page, payments: page.payments.map((attempt) => (attempt.attemptId === attemptId ? { ...attempt, resolvedAt: '2026-11-29T05:00:00.000Z' } : attempt)) });
      }
      return HttpResponse.json({ success: true, message: '已記錄退款。', orderId, attemptId, resolvedAt: '2026-11-29T05:00:00.000Z' });
    }),
    http.get('*/api/admin/inventory', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = inventory.filter((item) => !q || item.sku.toLowerCase().includes(q) || item.title.toLowerCase().includes(q));
      return HttpResponse.json({ items: items.slice((page - 1) * 50, page * 50), pagination: paging(page, 50, items.length) });
    }),
    http.put('*/api/admin/inventory/category', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      const body = requests[requests.length - 1].body as { sku: string; category: string | null };
      const custom = options.onCategory?.(body);
      if (custom) return custom;
      const updated = inventory.filter((item) => item.sku === body.sku).length;
      inventory = inventory.map((item) => (item.sku === body.sku ? { ...item, category: body.category } : item));
      return HttpResponse.json({ success: true, message: '已更新分類。', sku: body.sku, category: body.category, updated });
    }),
    http.get('*/api/admin/audit', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      const url = new URL(request.url);
      const target = url.searchParams.get('target');
      const entries = (options.audit ?? []).filter((entry) => !target || entry.target === target);
      return HttpResponse.json({ entries, pagination: paging(1, 50, entries.length) });
    }),
    http.get('*/api/admin/shopify/connection', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      return HttpResponse.json(shopify);
    }),
    http.post('*/api/shopify/credentials', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      const body = requests[requests.length - 1].body as Record<string, string>;
      const custom = options.onShopifyConnect?.(body);
      if (custom) return custom;
      shopify = shopifyConnection(body.shopUrl, { mode: body.clientId ? 'client_credentials' : 'token' });
      return HttpResponse.json(shopify);
    }),
    http.delete('*/api/shopify/credentials', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      shopify = shopifyConnection(null);
      return HttpResponse.json({ success: true });
    }),
    http.get('*/api/admin/shopify/sync', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      return HttpResponse.json(nextSync());
    }),
    http.post('*/api/admin/shopify/sync', async ({ request }) => {
      if (!(await record(request))) return unauthorized();
      return HttpResponse.json(nextSync(), { status: 202 });
    }),
  ];
  return { handlers, requests };
}

/** GET /api/admin/shopify/connection as the server answers it (application/contracts/shopify.ts): none, or a shop. */
export function shopifyConnection(shopDomain: string | null, fields: Partial<ShopifyConnection> = {}): ShopifyConnection {
  if (shopDomain === null) {
    return { success: true, connected: false, shopDomain: null, shopName: null, mode: null, tokenExpiresAt: null, connectedAt: null, status: null, ...fields };
  }
  return {
    success: true, connected: true, shopDomain, shopName: 'Outlet Demo', mode: 'token', tokenExpiresAt: null, connectedAt: '2026-11-29T03:00:00.000Z', status: 'connected',
    ...fields,
  };
}

/** GET /api/admin/shopify/sync as the server answers it, from the fields a test cares about. */
export function shopifySyncStatus(fields: Partial<ShopifySync> = {}): ShopifySync {
  return {
    success: true, connection: shopifyConnection(null), running: null, last: null, scheduleMinutes: 0, nextRunAt: null, itemCount: 0, conflicts: [],
    conflictCount: 0, demo: null, ...fields,
  };
}

/** A sync run on the wire: a finished full run unless told otherwise. */
export function shopifyRun(fields: Partial<NonNullable<ShopifySync['last']>> = {}): NonNullable<ShopifySync['last']> {
  return {
    id: 1, status: 'done', done: 10, total: 10, created: 10, updated: 0, conflicts: 0, itemFailures: 0, errors: [],
    startedAt: '2026-11-29T04:00:00.000Z', finishedAt: '2026-11-29T04:01:00.000Z', ...fields,
  };
}
