import { delay, http, HttpResponse } from 'msw';
import type { OutletItemDetail, OutletListItem } from '../../domain';

/** Shared by the product tests only (kept in the feature: web/test-support belongs to the whole web client). */
export const itemUrl = '*/api/outlet/item/:id';
export const variantsUrl = '*/api/outlet/variants/:sku';

/** A detail as GET /api/outlet/item/{id} sends it; override what the test is about. */
export function outletDetail(overrides: Partial<OutletItemDetail> = {}): OutletItemDetail {
  const id = overrides.id ?? 501;
  return {
    id,
    sku: 'COAT-05',
    title: '羊毛大衣',
    variant_title: '尺寸',
    variant_details: 'M',
    price: 3000,
    discount_price: 1800,
    image_url: `/images/${id}.jpg`,
    all_images: JSON.stringify([
      { id: 1, src: '/images/a.jpg', position: 1 },
      { id: 2, src: '/images/b.jpg', position: 2 },
      { id: 3, src: '/images/c.jpg', position: 3 },
    ]),
    description: '保暖羊毛大衣',
    available_count: 5,
    available_quantity: 5,
    total_quantity: 5,
    display_sku: `COAT-05-${id}`,
    ...overrides,
  };
}

/** Answers the detail of each id from the given map; 404 for any other id. Records the ids asked for. */
export function itemsServed(details: OutletItemDetail[], asked: number[] = []) {
  return http.get(itemUrl, async ({ params }) => {
    const id = Number(params.id);
    asked.push(id);
    const detail = details.find((candidate) => candidate.id === id);
    return detail
      ? HttpResponse.json(detail)
      : HttpResponse.json({ code: 'OUTLET_ITEM_NOT_FOUND', message: '找不到商品' }, { status: 404 });
  });
}

export const itemFails = (status = 500, asked: number[] = []) =>
  http.get(itemUrl, ({ params }) => {
    asked.push(Number(params.id));
    return HttpResponse.json({ code: 'INTERNAL_ERROR', message: '伺服器忙碌中' }, { status });
  });

/** Answers the variants of a sku; slowMs delays the answer so a test can look before it lands. */
export function variantsServed(variants: OutletListItem[], slowMs = 0) {
  return http.get(variantsUrl, async ({ params }) => {
    if (slowMs) await delay(slowMs);
    return HttpResponse.json(variants.filter((variant) => variant.sku === params.sku));
  });
}

/**
 * The shared cart's server calls, answered blandly but in the contract's shapes (application/contracts/cart.ts):
 * the product tests are about what the page dispatches, not about the cart's saga.
 */
export const cartCallsAnswered = () =>
  http.all('*/api/cart/*', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/api/cart/add') {
      const body = (await request.json()) as { itemId?: number; itemType?: string };
      const item = { id: 9001, item_id: Number(body.itemId), item_type: body.itemType === 'shopee' ? 'shopee' : 'outlet', title: '商品', price: 1000, discount_price: 800, quantity: 1 };
      return HttpResponse.json({ success: true, message: '已加入購物車', item, count: 1 }, { status: 201 });
    }
    if (request.method === 'POST' && path === '/api/cart/merge') {
      return HttpResponse.json({ success: true, mergedCount: 0, skippedCount: 0, limitedCount: 0, limitedItemIds: [], items: [] });
    }
    if (path.startsWith('/api/cart/count/')) return HttpResponse.json({ success: true, count: 0 });
    const phone = path.split('/').pop() ?? '';
    return HttpResponse.json({ success: true, phone, items: [], totals: { itemCount: 0, total: 0 } });
  });
