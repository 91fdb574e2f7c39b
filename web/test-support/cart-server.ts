import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { toCartLine, type CartLine } from '../src/domain';

/** One request the fake cart server saw, for assertions on method, path, query and body. */
export interface SeenRequest {
  method: string;
  path: string;
  phone: string | null;
  body: Record<string, unknown> | null;
  at: number;
}

type Reply = Response | undefined | Promise<Response | undefined>;

export interface FakeCartServerOptions {
  /** Server carts by phone. */
  carts?: Record<string, CartLine[]>;
  /** Milliseconds each answer waits (msw delay; follows jest's fake clock). */
  latencyMs?: number;
  /** Overrides per route: return a Response to answer it, undefined to let the fake answer. */
  onAdd?: (body: Record<string, unknown>) => Reply;
  onRemove?: (lineId: string) => Reply;
  onClear?: () => Reply;
  onMerge?: (body: Record<string, unknown>) => Reply;
  onLoad?: (phone: string) => Reply;
}

/**
 * An in-memory server cart speaking the contract of /api/cart/* (and /api/outlet/release), so sagas and
 * screens can be tested against HTTP the way they run. Every request is recorded in `requests`.
 */
export function fakeCartServer(options: FakeCartServerOptions = {}) {
  const carts = new Map<string, CartLine[]>(Object.entries(options.carts ?? {}));
  const requests: SeenRequest[] = [];
  let nextLineId = 9000;
  const wait = async () => {
    if (options.latencyMs) await delay(options.latencyMs);
  };
  const record = async (request: Request, path: string) => {
    const url = new URL(request.url);
    const text = request.method === 'POST' || request.method === 'PUT' ? await request.clone().text() : '';
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    requests.push({ method: request.method, path, phone: url.searchParams.get('phone'), body, at: Date.now() });
    return body;
  };
  const cartOf = (phone: string) => carts.get(phone) ?? [];

  const handlers: HttpHandler[] = [
    http.get('*/api/cart/:phone', async ({ request, params }) => {
      await record(request, `/api/cart/${String(params.phone)}`);
      await wait();
      const phone = String(params.phone);
      const custom = await options.onLoad?.(phone);
      if (custom) return custom;
      const items = cartOf(phone);
      return HttpResponse.json({ success: true, phone, items, totals: { itemCount: items.length, total: items.reduce((s, l) => s + l.discount_price, 0) } });
    }),
    http.post('*/api/cart/add', async ({ request }) => {
      const body = (await record(request, '/api/cart/add')) ?? {};
      await wait();
      const custom = await options.onAdd?.(body);
      if (custom) return custom;
      const phone = String(body.phone);
      const existing = cartOf(phone);
      if (existing.some((line) => String(line.item_id) === String(body.itemId) && line.item_type === body.itemType)) {
        return HttpResponse.json({ code: 'CART_ITEM_DUPLICATE', message: '此商品已在購物車中。' }, { status: 409 });
      }
      const item = toCartLine({
        id: nextLineId++,
        item_id: body.itemId as number,
        item_type: String(body.itemType),
        title: `Server line ${String(body.itemId)}`,
        price: 1000,
        discount_price: 800,
        reservation: { expires_at: new Date(Date.now() + 7_200_000).toISOString(), is_confirmed: false },
      });
      carts.set(phone, [...existing, item]);
      return HttpResponse.json({ success: true, message: 'added', item, count: existing.length + 1 }, { status: 201 });
    }),
    http.delete('*/api/cart/remove/:lineId', async ({ request, params }) => {
      await record(request, `/api/cart/remove/${String(params.lineId)}`);
      await wait();
      const custom = await options.onRemove?.(String(params.lineId));
      if (custom) return custom;
      const phone = new URL(request.url).searchParams.get('phone') ?? '';
      const existing = cartOf(phone);
      carts.set(phone, existing.filter((line) => String(line.id) !== String(params.lineId)));
      return HttpResponse.json({ success: true, released: true, count: cartOf(phone).length });
    }),
    http.delete('*/api/cart/clear/:phone', async ({ request, params }) => {
      await record(request, `/api/cart/clear/${String(params.phone)}`);
      await wait();
      const custom = await options.onClear?.();
      if (custom) return custom;
      const phone = String(params.phone);
      const kept = cartOf(phone).filter((line) => line.reservation?.is_confirmed);
      const removedCount = cartOf(phone).length - kept.length;
      carts.set(phone, kept);
      return HttpResponse.json({ success: true, removedCount, keptConfirmedCount: kept.length });
    }),
    http.post('*/api/cart/merge', async ({ request }) => {
      const body = (await record(request, '/api/cart/merge')) ?? {};
      await wait();
      const custom = await options.onMerge?.(body);
      if (custom) return custom;
      const phone = String(body.targetPhone);
      const incoming = (body.anonymousCartItems as { item_type: string; item_id: number }[]) ?? [];
      const existing = cartOf(phone);
      const added = incoming
        .filter((item) => !existing.some((line) => String(line.item_id) === String(item.item_id)))
        .map((item) => toCartLine({ id: nextLineId++, item_id: item.item_id, item_type: item.item_type, title: `Merged ${item.item_id}`, price: 500, discount_price: 400 }));
      carts.set(phone, [...existing, ...added]);
      return HttpResponse.json({ success: true, mergedCount: added.length, skippedCount: incoming.length - added.length, limitedCount: 0, limitedItemIds: [], items: cartOf(phone) });
    }),
    http.post('*/api/outlet/release', async ({ request }) => {
      await record(request, '/api/outlet/release');
      return HttpResponse.json({ success: true, released: true });
    }),
  ];

  return {
    handlers,
    requests,
    carts,
    /** The requests to a path prefix, e.g. seen('GET', '/api/cart/0912'). */
    seen: (method: string, pathPrefix: string) => requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)),
  };
}

/** A JSON error as the server's error mapping sends it. */
export const apiError = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });
