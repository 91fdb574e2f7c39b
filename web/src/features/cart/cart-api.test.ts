import { http, HttpResponse } from 'msw';
import { useApiServer } from '../../../test-support/api-server';
import { CART_KEY_STORAGE_KEY } from '../../api/cart-key';
import { deleteCart, fetchServerCart, postCartAdd, postOutletRelease } from './cart-api';

const server = useApiServer();

describe('cart API: the phone rides on every cart call (spec 1 §7)', () => {
  it('GET carries it as a query parameter and maps lines with the spec defaults', async () => {
    let url = '';
    server.use(
      http.get('*/api/cart/:phone', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ success: true, phone: '0912345678', items: [{ id: 1, item_id: 1, item_type: 'outlet', title: '外套', price: 100, discount_price: 100, quantity: 2 }], totals: { itemCount: 1, total: 100 } });
      }),
    );
    const lines = await fetchServerCart('0912345678');
    expect(new URL(url).pathname).toBe('/api/cart/0912345678');
    expect(new URL(url).searchParams.get('phone')).toBe('0912345678');
    expect(lines[0]).toMatchObject({ item_type: 'outlet', price: 100, quantity: 1 });
  });

  it('POST carries it in the body; no variantId is sent for an item without one', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/cart/add', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: '已加入購物車', item: { id: 9, item_id: 3, item_type: 'outlet', title: '外套', price: 100, discount_price: 100, quantity: 1 }, count: 1 }, { status: 201 });
      }),
    );
    await postCartAdd('0912345678', { itemType: 'outlet', itemId: 3, variantId: null });
    expect(body).toEqual({ phone: '0912345678', itemType: 'outlet', itemId: 3, quantity: 1 });
  });

  it("a refused add carries the server's code and message", async () => {
    server.use(http.post('*/api/cart/add', () => HttpResponse.json({ code: 'OUTLET_ITEM_SOLD_OUT', message: '已售完' }, { status: 409 })));
    await expect(postCartAdd('0912345678', { itemType: 'outlet', itemId: 3 })).rejects.toMatchObject({ status: 409, code: 'OUTLET_ITEM_SOLD_OUT', message: '已售完' });
  });

  it('DELETE clear keeps the phone in the path and adds it as the query', async () => {
    let url = '';
    server.use(
      http.delete('*/api/cart/clear/:phone', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ success: true, removedCount: 1, keptConfirmedCount: 0 });
      }),
    );
    await deleteCart('0912345678');
    expect(url).toContain('/api/cart/clear/0912345678?phone=0912345678');
  });
});

describe('cart API: the browser\'s cart key rides on every cart call (issue 22)', () => {
  beforeEach(() => localStorage.clear());

  it('one key, made once (128 random bits) and kept in localStorage, on reads, adds and releases', async () => {
    const keys: (string | null)[] = [];
    const record = (request: Request) => keys.push(request.headers.get('x-cart-key'));
    server.use(
      http.get('*/api/cart/:phone', ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, phone: '0912345678', items: [], totals: { itemCount: 0, total: 0 } });
      }),
      http.post('*/api/cart/add', ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, message: '已加入購物車', item: { id: 9, item_id: 3, item_type: 'outlet', title: '外套', price: 100, discount_price: 100, quantity: 1 } }, { status: 201 });
      }),
      http.post('*/api/outlet/release', ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, released: true });
      }),
    );
    await fetchServerCart('0912345678');
    await postCartAdd('0912345678', { itemType: 'outlet', itemId: 3 });
    await postOutletRelease('0912345678', 3);
    const stored = localStorage.getItem(CART_KEY_STORAGE_KEY);
    expect(stored).toMatch(/^[0-9a-f]{32}$/);
    expect(keys).toEqual([stored, stored, stored]);
  });
});
