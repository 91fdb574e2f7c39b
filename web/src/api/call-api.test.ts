import { http, HttpResponse } from 'msw';
import { useApiServer } from '../../test-support/api-server';
import { accountEndpoints } from '../../../application/contracts/accounts';
import { adminEndpoints } from '../../../application/contracts/admin';
import { cartEndpoints } from '../../../application/contracts/cart';
import { marketplaceEndpoints } from '../../../application/contracts/marketplace';
import { CART_KEY_STORAGE_KEY } from './cart-key';
import { callApi } from './call-api';

/**
 * The typed client (issue 24 "One client"): method and URL come from the contract's endpoint, the request is
 * encoded with the endpoint's codecs, the answer decoded with its success codec.
 */
const server = useApiServer();
const DEFAULT = '預設錯誤訊息';
const PHONE = '0912345678';
const outletLine = { id: 9, item_id: 3, item_type: 'outlet', title: '外套', price: 100, discount_price: 100, quantity: 1 };

beforeEach(() => localStorage.clear());

describe('callApi', () => {
  it('fills the path params, percent-encoded, and sends the declared query (absent and empty fields left out)', async () => {
    let url = '';
    server.use(http.delete('*/api/cart/remove/:id', ({ request }) => {
      url = request.url;
      return HttpResponse.json({ success: true, released: true, count: 0 });
    }));
    await callApi(cartEndpoints.removeCartLine, { params: { id: 12 }, query: { phone: PHONE }, defaultMessage: DEFAULT });
    expect(new URL(url).pathname).toBe('/api/cart/remove/12');
    expect(new URL(url).search).toBe(`?phone=${PHONE}`);

    server.use(http.get('*/api/shopee-products/list', ({ request }) => {
      url = request.url;
      return HttpResponse.json({ products: [], pagination: { page: 2, limit: 20, total: 0, pages: 0 } });
    }));
    await callApi(marketplaceEndpoints.listProducts, { query: { page: 2, limit: 20, category: undefined }, defaultMessage: DEFAULT });
    expect(new URL(url).search).toBe('?page=2&limit=20');
  });

  it('encodes a path param with the codec: a Shopee item id (a number) goes out as its decimal text', async () => {
    let path = '';
    server.use(http.get('*/api/shopee-products/detail/:itemId', ({ request }) => {
      path = new URL(request.url).pathname;
      return HttpResponse.json({ code: 'MARKETPLACE_PRODUCT_NOT_FOUND', message: '找不到商品' }, { status: 404 });
    }));
    await expect(callApi(marketplaceEndpoints.getProduct, { params: { itemId: 40123456789 }, defaultMessage: DEFAULT })).rejects.toMatchObject({ status: 404 });
    expect(path).toBe('/api/shopee-products/detail/40123456789');
  });

  it("sends the endpoint's method and the body as JSON; an absent optional field is not sent", async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(http.post('*/api/cart/add', async ({ request }) => {
      contentType = request.headers.get('content-type');
      body = await request.json();
      return HttpResponse.json({ success: true, message: '已加入購物車', item: outletLine, count: 1 }, { status: 201 });
    }));
    const answer = await callApi(cartEndpoints.addToCart, {
      body: { phone: PHONE, itemType: 'outlet', itemId: 3, variantId: undefined, quantity: 1 }, defaultMessage: DEFAULT,
    });
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ phone: PHONE, itemType: 'outlet', itemId: 3, quantity: 1 });
    expect(answer.item.id).toBe(9);
  });

  it("decodes the answer with the endpoint's success codec and fails closed", async () => {
    server.use(http.post('*/api/cart/add', () => HttpResponse.json({ success: true, message: '已加入購物車', item: { ...outletLine, price: '100' } }, { status: 201 })));
    jest.spyOn(console, 'error').mockImplementationOnce(() => {});
    await expect(callApi(cartEndpoints.addToCart, {
      body: { phone: PHONE, itemType: 'outlet', itemId: 3, variantId: null, quantity: 1 }, defaultMessage: DEFAULT,
    })).rejects.toMatchObject({ status: 201, code: 'BAD_RESPONSE', message: DEFAULT });
  });

  it('sends no body for an endpoint without a body codec, and resolves a 204 with nothing', async () => {
    let received = 'unset';
    server.use(http.post('*/api/customers/logout', async ({ request }) => {
      received = await request.text();
      return new HttpResponse(null, { status: 204 });
    }));
    await expect(callApi(accountEndpoints.logoutCustomer, { auth: { token: 'tok' }, defaultMessage: '' })).resolves.toBeUndefined();
    expect(received).toBe('');
  });

  it("sends a staff route's token as the bearer", async () => {
    let authorization: string | null = null;
    server.use(http.get('*/api/admin/shipments/attention', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ items: [] });
    }));
    await expect(callApi(adminEndpoints.listShipmentAttention, { auth: { token: 'staff-token' }, defaultMessage: DEFAULT })).resolves.toEqual({ items: [] });
    expect(authorization).toBe('Bearer staff-token');
  });

  it("carries the browser's cart key (issue 22) on reads, adds and releases: one key, made once and kept", async () => {
    const keys: (string | null)[] = [];
    const record = (request: Request) => keys.push(request.headers.get('x-cart-key'));
    server.use(
      http.get('*/api/cart/:phone', ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, phone: PHONE, items: [], totals: { itemCount: 0, total: 0 } });
      }),
      http.post('*/api/cart/add', ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, message: '已加入購物車', item: outletLine }, { status: 201 });
      }),
      http.post('*/api/outlet/release', ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, released: true });
      }),
    );
    await callApi(cartEndpoints.getCart, { params: { phone: PHONE }, defaultMessage: DEFAULT });
    await callApi(cartEndpoints.addToCart, { body: { phone: PHONE, itemType: 'outlet', itemId: 3, variantId: null, quantity: 1 }, defaultMessage: DEFAULT });
    await callApi(cartEndpoints.releaseOutletItem, { body: { id: 3, reservedBy: PHONE }, defaultMessage: DEFAULT });
    const stored = localStorage.getItem(CART_KEY_STORAGE_KEY);
    expect(stored).toMatch(/^[0-9a-f]{32}$/);
    expect(keys).toEqual([stored, stored, stored]);
  });
});
