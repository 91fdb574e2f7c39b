import { setupServer } from 'msw/node';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { ShopeeHttpClient } from './shopee-http-client';
import { ShopeeMarketplaceSource } from './shopee-marketplace-source';
import { ShopeeTokenKeeper } from './shopee-token-keeper';
import { InMemoryShopeeConnectionStore } from '../../application/marketplace/testing/in-memory-shopee-connection-store';
import { inTurn, shopeeError, shopeeHandler, shopeeOk, shopeeTopLevel, TEST_SHOPEE, type Responder, type ShopeeCall } from './testing/shopee-test-server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = '2026-11-28T02:00:00.000Z';
const SHOP_ID = 14701711;
const BIG = 20_000_000_000; // item ids above 2^32, as Shopee's are

function setup() {
  const clock = new FakeClock(NOW);
  const calls: ShopeeCall[] = [];
  const sleeps: number[] = [];
  const store = new InMemoryShopeeConnectionStore({
    shopId: SHOP_ID, shopName: 'shop', accessToken: 'access-1', refreshToken: 'refresh-1',
    accessExpiresAt: new Date(Date.parse(NOW) + 4 * 3_600_000), refreshExpiresAt: new Date(Date.parse(NOW) + 30 * 86_400_000),
    authExpiresAt: null, connectedAt: new Date(NOW), status: 'connected',
  });
  const http = new ShopeeHttpClient(TEST_SHOPEE, { clock, sleep: async (ms) => { sleeps.push(ms); } });
  const source = new ShopeeMarketplaceSource(http, new ShopeeTokenKeeper(store, http, TEST_SHOPEE, clock));
  const on = (method: 'GET' | 'POST', path: string, respond: Responder) => server.use(shopeeHandler(method, path, clock, calls, respond));
  return { clock, calls, sleeps, source, on, store };
}

/** get_item_base_info's item as Shopee's response sample has it (A5). */
function baseItem(itemId: number, fields: Record<string, unknown> = {}) {
  return {
    item_id: itemId, category_id: 100017, item_name: `商品 ${itemId}`, item_sku: `SKU-${itemId}`, create_time: 1700000000,
    update_time: 1764200000, item_status: 'NORMAL', description: '好穿的衣服', description_type: 'normal',
    image: { image_url_list: [`https://cf.shopee.tw/file/${itemId}-1`, `https://cf.shopee.tw/file/${itemId}-2`], image_id_list: ['a', 'b'] },
    weight: '0.3', has_model: false, condition: 'NEW',
    price_info: [{ currency: 'TWD', original_price: 590, current_price: 490, inflated_price_of_original_price: 590, inflated_price_of_current_price: 490 }],
    stock_info_v2: { summary_info: { total_reserved_stock: 0, total_available_stock: 12 }, seller_stock: [{ location_id: 'TWZ', stock: 12, if_saleable: true }] },
    ...fields,
  };
}

const price = (original: number) => [{ currency: 'TWD', current_price: original - 10, original_price: original, inflated_price_of_original_price: original, inflated_price_of_current_price: original - 10 }];
const stock = (available: number) => ({ summary_info: { total_reserved_stock: 0, total_available_stock: available }, seller_stock: [{ location_id: 'TWZ', stock: available, if_saleable: true }] });

/** get_model_list: 顏色 x 尺寸, models listed out of tier order (Shopee does not promise an order). */
const TWO_TIERS = {
  tier_variation: [
    { name: '顏色', option_list: [{ option: '黑色', image: { image_id: 'i1', image_url: 'https://cf.shopee.tw/file/black' } }, { option: '白色', image: { image_id: 'i2', image_url: 'https://cf.shopee.tw/file/white' } }] },
    { name: '尺寸', option_list: [{ option: 'M' }, { option: 'L' }] },
  ],
  model: [
    { model_id: 9003, tier_index: [1, 0], model_sku: 'W-M', model_status: 'MODEL_NORMAL', price_info: price(650), stock_info_v2: stock(0), gtin_code: '-', weight: '0.3' },
    { model_id: 9001, tier_index: [0, 0], model_sku: 'B-M', model_status: 'MODEL_NORMAL', price_info: price(690), stock_info_v2: stock(3) },
    { model_id: 9004, tier_index: [1, 1], model_sku: '', model_status: 'MODEL_UNAVAILABLE', price_info: price(500), stock_info_v2: stock(7) },
    { model_id: 9002, tier_index: [0, 1], model_sku: 'B-L', model_status: 'MODEL_NORMAL', price_info: price(720), stock_info_v2: { seller_stock: [{ location_id: 'A', stock: 2 }, { location_id: 'B', stock: 4 }] } },
  ],
  standardise_tier_variation: [],
};

describe('ShopeeMarketplaceSource', () => {
  it('listItems: get_item_list with offset, page_size, repeated item_status and the update_time window', async () => {
    const { source, on, calls } = setup();
    on('GET', '/api/v2/product/get_item_list', () => shopeeOk({
      item: [{ item_id: BIG + 1, item_status: 'NORMAL', tag: { kit: false }, update_time: 1764200000 }, { item_id: BIG + 2, item_status: 'UNLIST', update_time: 1764200100 }],
      total_count: 19, has_next_page: true, next_offset: 10,
    }));
    const page = await source.listItems({ offset: 0, pageSize: 10, statuses: ['NORMAL', 'UNLIST'], updateTimeFrom: 1764000000, updateTimeTo: 1764300000 });
    expect(page).toEqual({
      items: [{ itemId: BIG + 1, status: 'NORMAL', updateTime: 1764200000 }, { itemId: BIG + 2, status: 'UNLIST', updateTime: 1764200100 }],
      total: 19, hasNextPage: true, nextOffset: 10,
    });
    const { query } = calls[0];
    expect(query.get('offset')).toBe('0');
    expect(query.get('page_size')).toBe('10');
    expect(query.getAll('item_status')).toEqual(['NORMAL', 'UNLIST']);
    expect([query.get('update_time_from'), query.get('update_time_to')]).toEqual(['1764000000', '1764300000']);
    expect([calls[0].accessToken, calls[0].shopId]).toEqual(['access-1', SHOP_ID]);
  });

  it('listItems: an empty shop (Shopee leaves out `item`) is an empty last page', async () => {
    const { source, on, calls } = setup();
    on('GET', '/api/v2/product/get_item_list', () => shopeeOk({ total_count: 0, has_next_page: false }));
    expect(await source.listItems({ offset: 0, pageSize: 100, statuses: ['NORMAL'] })).toEqual({ items: [], total: 0, hasNextPage: false, nextOffset: 0 });
    expect(calls[0].query.has('update_time_from')).toBe(false);
  });

  it('getProducts: one get_item_base_info with comma-joined ids, get_model_list for items with models, mapped to the port', async () => {
    const { source, on, calls } = setup();
    on('GET', '/api/v2/product/get_item_base_info', () => shopeeOk({ item_list: [
      baseItem(BIG + 2, { has_model: true, price_info: undefined, stock_info_v2: { summary_info: { total_available_stock: 9 } } }),
      baseItem(BIG + 1, { item_sku: '' }),
    ] }));
    on('GET', '/api/v2/product/get_model_list', () => shopeeOk(TWO_TIERS));
    const products = await source.getProducts([BIG + 1, BIG + 2, BIG + 3]);
    expect(calls[0].query.get('item_id_list')).toBe(`${BIG + 1},${BIG + 2},${BIG + 3}`);
    expect(calls.filter((call) => call.path === '/api/v2/product/get_model_list').map((call) => call.query.get('item_id'))).toEqual([String(BIG + 2)]);
    // Asked order kept; the unknown id is left out.
    expect(products.map((product) => product.itemId)).toEqual([BIG + 1, BIG + 2]);
    expect(products[0]).toEqual({
      itemId: BIG + 1, name: `商品 ${BIG + 1}`, description: '好穿的衣服', sku: null, categoryId: 100017, status: 'NORMAL', updateTime: 1764200000,
      imageUrls: [`https://cf.shopee.tw/file/${BIG + 1}-1`, `https://cf.shopee.tw/file/${BIG + 1}-2`],
      price: 590, // original_price, not the promotion's current_price
      stock: 12,
      models: [],
    });
    const withModels = products[1];
    expect(withModels.models).toEqual([
      { modelId: 9001, name: '黑色/M', price: 690, stock: 3, sku: 'B-M', imageUrl: 'https://cf.shopee.tw/file/black', available: true },
      { modelId: 9002, name: '黑色/L', price: 720, stock: 6, sku: 'B-L', imageUrl: 'https://cf.shopee.tw/file/black', available: true },
      { modelId: 9003, name: '白色/M', price: 650, stock: 0, sku: 'W-M', imageUrl: 'https://cf.shopee.tw/file/white', available: true },
      { modelId: 9004, name: '白色/L', price: 500, stock: 7, sku: null, imageUrl: 'https://cf.shopee.tw/file/white', available: false },
    ]);
    // Lowest price and stock sum over the models that can be sold (the unavailable 500/7 model does not count).
    expect([withModels.price, withModels.stock]).toEqual([650, 9]);
  });

  it('getProducts: a one-tier model is named by its option; the description of an extended description is its text fields', async () => {
    const { source, on } = setup();
    on('GET', '/api/v2/product/get_item_base_info', () => shopeeOk({ item_list: [baseItem(BIG + 5, {
      has_model: true, description: '', description_type: 'extended', price_info: null,
      description_info: { extended_description: { field_list: [
        { field_type: 'text', text: '第一段' }, { field_type: 'image', image_info: { image_id: 'x', image_url: 'https://cf.shopee.tw/file/x' } }, { field_type: 'text', text: '第二段' },
      ] } },
    })] }));
    on('GET', '/api/v2/product/get_model_list', () => shopeeOk({
      tier_variation: [{ name: '規格', option_list: [{ option: '黑色-XL' }, { option: '顏色:紅 尺寸:L' }] }],
      model: [
        { model_id: 1, tier_index: [0], price_info: price(300), stock_info_v2: stock(1) },
        { model_id: 2, tier_index: [1], price_info: price(280), stock_info_v2: stock(0) },
      ],
    }));
    const [product] = await source.getProducts([BIG + 5]);
    expect(product.description).toBe('第一段\n第二段');
    expect(product.models.map((model) => [model.name, model.imageUrl])).toEqual([['黑色-XL', null], ['顏色:紅 尺寸:L', null]]);
    expect([product.price, product.stock]).toEqual([280, 1]);
  });

  it('getProducts: stock falls back to the sum of seller_stock when the summary is missing', async () => {
    const { source, on } = setup();
    on('GET', '/api/v2/product/get_item_base_info', () => shopeeOk({ item_list: [baseItem(BIG + 6, { stock_info_v2: { seller_stock: [{ location_id: 'A', stock: 5 }, { location_id: 'B', stock: 2 }] } })] }));
    expect((await source.getProducts([BIG + 6]))[0].stock).toBe(7);
  });

  it('getProducts: more than 50 ids go in chunks of 50; no ids, no call', async () => {
    const { source, on, calls } = setup();
    on('GET', '/api/v2/product/get_item_base_info', (call) => shopeeOk({
      item_list: (call.query.get('item_id_list') ?? '').split(',').map((id) => baseItem(Number(id))),
    }));
    const ids = Array.from({ length: 51 }, (_, i) => BIG + i);
    expect(await source.getProducts(ids)).toHaveLength(51);
    expect(calls.map((call) => call.query.get('item_id_list')?.split(',').length)).toEqual([50, 1]);
    expect(await source.getProducts([])).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('getProducts: at most 4 get_model_list calls in flight', async () => {
    const { source, on } = setup();
    let inFlight = 0;
    let most = 0;
    on('GET', '/api/v2/product/get_item_base_info', () => shopeeOk({ item_list: Array.from({ length: 12 }, (_, i) => baseItem(BIG + i, { has_model: true })) }));
    on('GET', '/api/v2/product/get_model_list', async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return shopeeOk(TWO_TIERS);
    });
    expect(await source.getProducts(Array.from({ length: 12 }, (_, i) => BIG + i))).toHaveLength(12);
    expect(most).toBe(4);
  });

  it('getProducts: an item without models and without price_info is a malformed answer, not a free item', async () => {
    const { source, on } = setup();
    on('GET', '/api/v2/product/get_item_base_info', () => shopeeOk({ item_list: [baseItem(BIG + 7, { price_info: undefined })] }));
    await expect(source.getProducts([BIG + 7])).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
  });

  it('rides out a rate limit: error_rate_limit, then the answer', async () => {
    const { source, on, sleeps } = setup();
    on('GET', '/api/v2/product/get_item_base_info', inTurn(() => shopeeError('error_rate_limit', 'Too many requests.'), () => shopeeOk({ item_list: [baseItem(BIG + 8)] })));
    expect(await source.getProducts([BIG + 8])).toHaveLength(1);
    expect(sleeps).toHaveLength(1);
  });

  it('a malformed answer (item_status Shopee never documented, a text price) is SHOPEE_UNAVAILABLE', async () => {
    const { source, on } = setup();
    on('GET', '/api/v2/product/get_item_list', () => shopeeOk({ item: [{ item_id: 1, item_status: 'ON_FIRE', update_time: 1 }], has_next_page: false }));
    await expect(source.listItems({ offset: 0, pageSize: 10, statuses: ['NORMAL'] })).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
    on('GET', '/api/v2/product/get_item_base_info', () => shopeeOk({ item_list: [baseItem(BIG, { price_info: [{ original_price: '590' }] })] }));
    await expect(source.getProducts([BIG])).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
  });

  it('another Shopee error (error_permission) is SHOPEE_UNAVAILABLE', async () => {
    const { source, on } = setup();
    on('GET', '/api/v2/product/get_category', () => shopeeError('error_api_permission', 'No permission.'));
    await expect(source.getCategories()).rejects.toMatchObject({ kind: 'provider_unavailable', code: 'SHOPEE_UNAVAILABLE' });
  });

  it('an "invalid access token" answer refreshes once (public sign, the stored refresh token) and retries with the new token', async () => {
    const { source, on, calls, store } = setup();
    on('POST', '/api/v2/auth/access_token/get', () => shopeeTopLevel({ access_token: 'access-2', refresh_token: 'refresh-2', expire_in: 14400, partner_id: TEST_SHOPEE.partnerId, shop_id: SHOP_ID }));
    on('GET', '/api/v2/product/get_category', (call) => (call.accessToken === 'access-2'
      ? shopeeOk({ category_list: [{ category_id: 1, parent_category_id: 0, display_category_name: '衣服' }] })
      : shopeeError('error_auth', 'Invalid access_token.')));
    expect(await source.getCategories()).toEqual([{ categoryId: 1, parentId: null, name: '衣服' }]);
    expect(calls.map((call) => `${call.path} ${call.accessToken ?? call.body?.refresh_token}`)).toEqual([
      '/api/v2/product/get_category access-1', '/api/v2/auth/access_token/get refresh-1', '/api/v2/product/get_category access-2',
    ]);
    expect(store.connection?.refreshToken).toBe('refresh-2');
  });

  it('a refused refresh marks the connection for re-authorisation: SHOPEE_REAUTHORIZE', async () => {
    const { source, on, store } = setup();
    on('POST', '/api/v2/auth/access_token/get', () => shopeeError('error_auth', 'Invalid refresh_token.'));
    on('GET', '/api/v2/product/get_item_list', () => shopeeError('invalid_acceess_token', 'Invalid access_token.'));
    await expect(source.listItems({ offset: 0, pageSize: 100, statuses: ['NORMAL'] })).rejects.toMatchObject({ code: 'SHOPEE_REAUTHORIZE' });
    expect(store.connection?.status).toBe('reauthorize');
  });

  it('getCategories: get_category in zh-hant, display names, roots without a parent', async () => {
    const { source, on, calls } = setup();
    on('GET', '/api/v2/product/get_category', () => shopeeOk({ category_list: [
      { category_id: 100017, parent_category_id: 0, original_category_name: "Women's Apparel", display_category_name: '女生衣著', has_children: true },
      { category_id: 100090, parent_category_id: 100017, original_category_name: 'Tops', display_category_name: '上衣', has_children: false },
      { category_id: 100091, parent_category_id: 100017, original_category_name: 'Skirts', display_category_name: '', has_children: false },
    ] }));
    expect(await source.getCategories()).toEqual([
      { categoryId: 100017, parentId: null, name: '女生衣著' },
      { categoryId: 100090, parentId: 100017, name: '上衣' },
      { categoryId: 100091, parentId: 100017, name: 'Skirts' },
    ]);
    expect(calls[0].query.get('language')).toBe('zh-hant');
  });

  it('getOrder: get_order_detail with the optional fields, mapped from Shopee v2 field names', async () => {
    const { source, on, calls } = setup();
    on('GET', '/api/v2/order/get_order_detail', () => shopeeOk({ order_list: [{
      order_sn: '241120ABCD1234', region: 'TW', currency: 'TWD', order_status: 'COMPLETED', create_time: 1732060800, total_amount: 1440,
      actual_shipping_fee: 0, estimated_shipping_fee: 60,
      recipient_address: { name: '王小明', phone: '0912345678', full_address: '台北市' },
      item_list: [
        { item_id: BIG + 1, item_name: '棉質T恤', item_sku: 'T', model_id: 9001, model_name: '黑色,M', model_sku: 'B-M', model_quantity_purchased: 2, model_original_price: 690, model_discounted_price: 620, image_info: { image_url: 'https://cf.shopee.tw/file/tshirt' } },
        { item_id: BIG + 2, item_name: '帆布袋', model_id: 0, model_name: '', model_quantity_purchased: 1, model_discounted_price: 140 },
      ],
    }] }));
    expect(await source.getOrder('241120ABCD1234')).toEqual({
      orderSn: '241120ABCD1234', buyerPhone: '0912345678', createTime: 1732060800, totalAmount: 1440, orderStatus: 'COMPLETED',
      // Issue 28: the estimate stands while the actual fee is 0 (before shipping); each line's picture.
      shippingFee: 60,
      items: [
        { itemId: BIG + 1, modelId: 9001, name: '棉質T恤', modelName: '黑色,M', quantity: 2, price: 620, imageUrl: 'https://cf.shopee.tw/file/tshirt' },
        { itemId: BIG + 2, modelId: null, name: '帆布袋', modelName: null, quantity: 1, price: 140, imageUrl: null },
      ],
    });
    expect(calls[0].query.get('order_sn_list')).toBe('241120ABCD1234');
    expect(calls[0].query.get('response_optional_fields')).toBe('recipient_address,item_list,total_amount,actual_shipping_fee,estimated_shipping_fee');
  });

  it('getOrder: an order Shopee does not return is null', async () => {
    const { source, on } = setup();
    on('GET', '/api/v2/order/get_order_detail', () => shopeeOk({ order_list: [] }));
    expect(await source.getOrder('241120ZZZZ9999')).toBeNull();
  });

  it('getOrder: Shopee\'s answer for an unknown order_sn (error_not_found "the order is not found") is null, not SHOPEE_UNAVAILABLE', async () => {
    const { source, on } = setup();
    on('GET', '/api/v2/order/get_order_detail', () => shopeeError('error_not_found', 'Wrong parameters, detail: the order is not found.'));
    expect(await source.getOrder('241120ZZZZ9999')).toBeNull();
  });

  it.each([
    ['error_not_found', 'Wrong path, this api is not found.'],
    ['error_param', 'Wrong parameters, detail: order_sn_list is required.'],
    ['error_system_busy', 'System is busy, please try again later.'],
  ])('getOrder: any other error (%s) is still SHOPEE_UNAVAILABLE, never "no such order"', async (error, message) => {
    const { source, on } = setup();
    on('GET', '/api/v2/order/get_order_detail', () => shopeeError(error, message));
    await expect(source.getOrder('241120ABCD1234')).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
  });

  it('getOrderLogistics: get_tracking_number and get_tracking_info by order_sn; no number yet (\'\') or an error is null', async () => {
    const { source, on, calls } = setup();
    on('GET', '/api/v2/logistics/get_tracking_number', () => shopeeOk({ tracking_number: 'TW268812345678' }));
    on('GET', '/api/v2/logistics/get_tracking_info', () => shopeeOk({
      order_sn: '241120ABCD1234', package_number: 'OFG1', logistics_status: 'LOGISTICS_PICKUP_DONE',
      tracking_info: [
        { update_time: 1764300000, description: '包裹已送達', logistics_status: 'LOGISTICS_DELIVERY_DONE' },
        { update_time: 1764200000, description: '包裹已交寄物流', logistics_status: 'LOGISTICS_PICKUP_DONE' },
      ],
    }));
    // Issue 28: the shipped time is the LOGISTICS_PICKUP_DONE event's.
    expect(await source.getOrderLogistics('241120ABCD1234')).toEqual({ trackingNumber: 'TW268812345678', logisticsStatus: 'LOGISTICS_PICKUP_DONE', shippedAt: 1764200000 });
    expect(calls.map((call) => call.query.get('order_sn'))).toEqual(['241120ABCD1234', '241120ABCD1234']);

    on('GET', '/api/v2/logistics/get_tracking_number', () => shopeeOk({ tracking_number: '', hint: 'The tracking number is not generated yet.' }));
    on('GET', '/api/v2/logistics/get_tracking_info', () => shopeeError('logistics.package_not_exist', 'The package does not exist.'));
    expect(await source.getOrderLogistics('241120ABCD1234')).toEqual({ trackingNumber: null, logisticsStatus: null, shippedAt: null });
  });

  it.each(['241120ABCD1234,241120ABCD5678', '', ' 241120ABCD1234', '24112/0'])('getOrder(%j): not an order number, null without asking Shopee', async (orderSn) => {
    const { source, calls } = setup();
    expect(await source.getOrder(orderSn)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
