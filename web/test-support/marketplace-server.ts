import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as t from 'io-ts';
import {
  MarketplaceCategories, MarketplacePage, MarketplaceProduct, ShopeeAuthUrl, ShopeeConnectionStatus, SyncStatus,
} from '../../application/contracts/marketplace';
import { Success } from '../../application/contracts/shared';
import { priceProduct, type MarketplaceProduct as DomainProduct, type MarketplaceVariation } from '../src/domain';

/**
 * Fakes of the marketplace routes (issue 11) that answer exactly the contract's codecs
 * (application/contracts/marketplace.ts): an answer that would not decode throws here, in the test, rather
 * than failing later as a 'bad response' on screen. The server side is built elsewhere; these stand in for it.
 */
function answer<A>(codec: t.Type<A, unknown, unknown>, body: A, init?: ResponseInit): Response {
  const encoded = codec.encode(body);
  if (codec.decode(encoded)._tag === 'Left') throw new Error(`The fake's answer does not match ${codec.name}`);
  return HttpResponse.json(encoded as never, init);
}

const refuse = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });

let nextItemId = 810_000_000_001;

/** A model of a product; the server prices it (discount_price, colour, size). */
export function variation(name: string, price: number, stock: number, extra: Partial<MarketplaceVariation> = {}): MarketplaceVariation {
  return { model_id: extra.model_id ?? nextItemId++, name, price, stock, image_url: null, model_sku: null, ...extra };
}

/** A marketplace product as the server sends it: priced by the domain (discount_price = floor(0.9 x price)). */
export function marketplaceProduct(overrides: Partial<DomainProduct> = {}): t.TypeOf<typeof MarketplaceProduct> {
  const item_id = overrides.item_id ?? nextItemId++;
  return priceProduct({
    item_id,
    item_name: `蝦皮商品 ${String(item_id)}`,
    price: 1000,
    image_url: `/images/shopee-${String(item_id)}.jpg`,
    all_images: [],
    has_variations: false,
    variations: [],
    stock: 5,
    item_sku: `SP-${String(item_id)}`,
    category: '上衣',
    description: '舒適好穿',
    last_synced_at: '2026-11-20T04:00:00.000Z',
    ...overrides,
  });
}

type Reply = Response | undefined | Promise<Response | undefined>;

export interface SeenCatalogueRequest {
  path: string;
  query: Record<string, string>;
}

export interface FakeMarketplaceOptions {
  products?: t.TypeOf<typeof MarketplaceProduct>[];
  categories?: string[];
  onCategories?: () => Response | undefined;
  /** Overrides: a Response answers, undefined lets the fake answer (after the promise, when one is returned). */
  onList?: (query: Record<string, string>) => Reply;
  onSearch?: (query: Record<string, string>) => Reply;
  onDetail?: (itemId: string) => Reply;
}

/** The catalogue routes over an in-memory list (newest first as given); every request is recorded. */
export function fakeMarketplaceServer(options: FakeMarketplaceOptions = {}) {
  const products = options.products ?? [];
  const requests: SeenCatalogueRequest[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams.entries());
    requests.push({ path: url.pathname, query });
    return query;
  };
  const pageOf = (rows: typeof products, query: Record<string, string>) => {
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 20);
    const total = rows.length;
    // List rows carry no variations (the contract: variations [] in lists).
    const slice = rows.slice((page - 1) * limit, page * limit).map((row) => ({ ...row, variations: [] }));
    return answer(MarketplacePage, { products: slice, pagination: { page, limit, total, pages: Math.ceil(total / limit) } });
  };
  const handlers: HttpHandler[] = [
    http.get('*/api/shopee-products/categories', ({ request }) => {
      record(request);
      return options.onCategories?.() ?? answer(MarketplaceCategories, options.categories ?? []);
    }),
    http.get('*/api/shopee-products/list', async ({ request }) => {
      const query = record(request);
      const custom = await options.onList?.(query);
      if (custom) return custom;
      return pageOf(query.category ? products.filter((row) => row.category === query.category) : products, query);
    }),
    http.get('*/api/shopee-products/search', async ({ request }) => {
      const query = record(request);
      const custom = await options.onSearch?.(query);
      if (custom) return custom;
      const keyword = (query.keyword ?? '').trim();
      if ([...keyword].length < 2) return refuse(400, 'VALIDATION_FAILED', '搜尋關鍵字至少需要 2 個字。');
      return pageOf(products.filter((row) => row.item_name.includes(keyword)), query);
    }),
    http.get('*/api/shopee-products/detail/:itemId', async ({ request, params }) => {
      record(request);
      const itemId = String(params.itemId);
      const custom = await options.onDetail?.(itemId);
      if (custom) return custom;
      const product = products.find((row) => String(row.item_id) === itemId);
      return product ? answer(MarketplaceProduct, product) : refuse(404, 'MARKETPLACE_PRODUCT_NOT_FOUND', '找不到這個商品，可能已下架。');
    }),
  ];
  return { handlers, requests };
}

type Connection = t.TypeOf<typeof ShopeeConnectionStatus>;
type Sync = t.TypeOf<typeof SyncStatus>;
type Run = NonNullable<Sync['last']>;

export function connectionStatus(overrides: Partial<Connection> = {}): Connection {
  return {
    success: true,
    authenticated: true,
    shopeeAuthenticated: true,
    shopId: 123456,
    shopName: '好物選品蝦皮店',
    accessExpiresAt: '2026-11-20T08:00:00.000Z',
    authExpiresAt: '2027-11-20T04:00:00.000Z',
    status: 'connected',
    ...overrides,
  };
}

export const NOT_CONNECTED: Connection = connectionStatus({
  shopeeAuthenticated: false, shopId: null, shopName: null, accessExpiresAt: null, authExpiresAt: null, status: null,
});

export function syncRun(overrides: Partial<Run> = {}): Run {
  return {
    id: 7,
    kind: 'full',
    status: 'done',
    done: 120,
    total: 120,
    upserted: 118,
    removed: 2,
    errors: [],
    startedAt: '2026-11-20T03:55:00.000Z',
    finishedAt: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

export function syncStatus(overrides: Partial<Sync> = {}): Sync {
  return { success: true, running: null, last: syncRun(), scheduleMinutes: 30, nextRunAt: '2026-11-20T04:30:00.000Z', productCount: 118, ...overrides };
}

export interface FakeShopeeStaffOptions {
  token: string;
  connection?: Connection;
  /** Successive answers of GET /api/admin/shopee/sync; the last one repeats. */
  syncAnswers?: Sync[];
  authUrl?: string;
  onToken?: (body: Record<string, unknown>) => Response | undefined;
  onSyncStart?: () => Response | undefined;
}

/** The staff routes of the Shopee connection and the sync; only the given staff token is let in. */
export function fakeShopeeStaffServer(options: FakeShopeeStaffOptions) {
  let connection = options.connection ?? NOT_CONNECTED;
  const syncAnswers = [...(options.syncAnswers ?? [syncStatus()])];
  const seen: { method: string; path: string; authorization: string | null; body: Record<string, unknown> | null }[] = [];
  let syncReads = 0;
  const allowed = async (request: Request) => {
    const text = request.method === 'POST' ? await request.clone().text() : '';
    seen.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('Authorization'), body: text ? JSON.parse(text) : null });
    return request.headers.get('Authorization') === `Bearer ${options.token}`;
  };
  const unauthorized = () => refuse(401, 'UNAUTHORIZED', '請先登入');
  const nextSync = () => syncAnswers[Math.min(syncReads++, syncAnswers.length - 1)];
  const handlers: HttpHandler[] = [
    http.get('*/api/admin/shopee/connection', async ({ request }) => ((await allowed(request)) ? answer(ShopeeConnectionStatus, connection) : unauthorized())),
    http.get('*/api/shopee/auth-url', async ({ request }) =>
      (await allowed(request)) ? answer(ShopeeAuthUrl, { authUrl: options.authUrl ?? 'https://partner.test-stable.shopeemobile.com/api/v2/shop/auth_partner?state=s1' }) : unauthorized()),
    http.post('*/api/shopee/auth/token', async ({ request }) => {
      if (!(await allowed(request))) return unauthorized();
      const custom = options.onToken?.(seen[seen.length - 1].body ?? {});
      if (custom) return custom;
      connection = connectionStatus();
      return answer(ShopeeConnectionStatus, connection);
    }),
    http.post('*/api/shopee/auth/logout', async ({ request }) => {
      if (!(await allowed(request))) return unauthorized();
      connection = NOT_CONNECTED;
      return answer(Success, { success: true });
    }),
    http.get('*/api/admin/shopee/sync', async ({ request }) => ((await allowed(request)) ? answer(SyncStatus, nextSync()) : unauthorized())),
    http.post('*/api/admin/shopee/sync', async ({ request }) => {
      if (!(await allowed(request))) return unauthorized();
      return options.onSyncStart?.() ?? answer(SyncStatus, nextSync(), { status: 202 });
    }),
  ];
  return {
    handlers,
    seen,
    get syncReads() {
      return syncReads;
    },
  };
}
