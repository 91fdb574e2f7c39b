import { KnexMarketplaceCatalogue } from '../../adapters/persistence/marketplace/knex-marketplace-catalogue';
import type { MarketplacePage, MarketplaceProduct } from '../../application/contracts/marketplace';
import {
  MARKETPLACE_CATALOGUE_INVALIDATION, type MarketplaceCatalogueInvalidation,
} from '../../application/marketplace/marketplace-catalogue-invalidation.port';
import { marketplaceModel, marketplaceRecord } from '../../application/marketplace/testing/marketplace-records';
import { formatMessage } from '../../domain/messages';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const SYNCED = new Date('2026-11-28T03:00:00.000Z');

/** The seeded names: '襯衫' at the start, middle and end, its two characters apart or reversed, and Latin and wildcard names. */
const NAMES = [
  '襯衫', '白色襯衫', '襯衫領口', '長袖襯衫外套', '襯 衫', '衫襯', '襯裙', '短衫', 'T恤', '牛仔褲',
  'Oxford 襯衫', 'OXFORD shoes', '100% 純棉 T恤', 'a_b 筆記本', 'ab 筆記本', '毛衣', '羊毛大衣', '圍巾', '帽子', '洋裝',
];
const CATEGORY_OF = (index: number) => (index % 3 === 0 ? '上衣' : index % 3 === 1 ? '女裝' : '配件');
const FIRST_ID = 9_000_000_000;
const TOO_LONG = formatMessage('TEXT_TOO_LONG', { max: 100 });

describe.each(databasesUnderTest)('marketplace catalogue API on $name', (database) => {
  let db: OpenDatabase;
  let server: RunningServer;
  const get = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`);
    return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() as unknown };
  };
  const page = async (pathname: string) => {
    const answer = await get(pathname);
    expect(answer.status).toBe(200);
    return answer.body as MarketplacePage;
  };
  /** Every item id the search answers, all pages walked. */
  const searchAll = async (keyword: string) => {
    const found: Array<number | string> = [];
    for (let at = 1; ; at += 1) {
      const { products, pagination } = await page(`/api/shopee-products/search?keyword=${encodeURIComponent(keyword)}&limit=3&page=${at}`);
      found.push(...products.map((product) => product.item_id));
      if (at >= pagination.pages) return found;
    }
  };
  const nameOf = (itemId: number | string) => NAMES[Number(itemId) - FIRST_ID];

  beforeAll(async () => {
    db = await database.open();
    // Seeded through the writer, as the sync job fills the tables.
    await new KnexMarketplaceCatalogue(db.knex).upsertProducts(NAMES.map((name, index) => marketplaceRecord(FIRST_ID + index, {
      name, category: CATEGORY_OF(index), price: 1000 + index,
      models: index === 0 ? [marketplaceModel(2, { name: '白色/L', price: 1290, stock: 0 }), marketplaceModel(1, { name: '黑色/M', price: 1290, stock: 4 })] : [],
    })), SYNCED, 1);
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0 }, { knex: db.knex, logger: silentLogger, env: {} });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('GET categories: the names that have products, sorted, cacheable for a minute', async () => {
    expect(await get('/api/shopee-products/categories')).toEqual({ status: 200, cacheControl: 'public, max-age=60', body: ['上衣', '女裝', '配件'] });
  });

  it('GET list: newest first, 20 a page by default, priced 10% off, with the pagination', async () => {
    const answer = await get('/api/shopee-products/list');
    expect(answer).toMatchObject({ status: 200, cacheControl: 'public, max-age=60' });
    const { products, pagination } = answer.body as MarketplacePage;
    expect(pagination).toEqual({ page: 1, limit: 20, total: NAMES.length, pages: 1 });
    expect(products.map((product) => product.item_id)).toEqual(NAMES.map((_, index) => FIRST_ID + index).reverse());
    expect(products.at(-1)).toEqual({
      item_id: FIRST_ID, item_name: '襯衫', price: 1000, discount_price: 900, image_url: `https://cf.shopee.tw/file/${FIRST_ID}`,
      all_images: [{ src: `https://cf.shopee.tw/file/${FIRST_ID}` }], has_variations: true, variations: [], stock: 5, item_sku: `SKU-${FIRST_ID}`,
      category: '上衣', last_synced_at: '2026-11-28T03:00:00.000Z',
    });
    expect(await page('/api/shopee-products/list?page=3&limit=8')).toMatchObject({ pagination: { page: 3, limit: 8, total: 20, pages: 3 }, products: { length: 4 } });
  });

  it('GET list by category: a category with products, and one without', async () => {
    const clothes = await page(`/api/shopee-products/list?category=${encodeURIComponent('女裝')}&limit=100`);
    expect(clothes.pagination).toEqual({ page: 1, limit: 100, total: 7, pages: 1 });
    expect(clothes.products.every((product) => product.category === '女裝')).toBe(true);
    expect(await page(`/api/shopee-products/list?category=${encodeURIComponent('童裝')}`)).toEqual({ products: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } });
  });

  it.each([
    ['page=0', 'page', 'PAGE_INVALID'], ['page=abc', 'page', 'PAGE_INVALID'], ['page=10001', 'page', 'PAGE_INVALID'],
    ['limit=10000', 'limit', 'LIMIT_INVALID'], ['limit=0', 'limit', 'LIMIT_INVALID'], ['limit=-5', 'limit', 'LIMIT_INVALID'],
    [`category=${'x'.repeat(256)}`, 'category', 'CATEGORY_INVALID'], ['category=a&category=b', 'category', 'CATEGORY_INVALID'],
  ])('GET list?%s is 400 with fields.%s %s', async (query, field, code) => {
    const answer = await get(`/api/shopee-products/list?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.cacheControl).not.toBe('public, max-age=60');
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: { code } } });
  });

  it('GET search with a 2-character Chinese keyword finds exactly the names that contain it, on every page', async () => {
    const found = await searchAll('襯衫');
    expect(found.map(nameOf)).toEqual(['Oxford 襯衫', '長袖襯衫外套', '襯衫領口', '白色襯衫', '襯衫']);
    expect(found.map(nameOf)).toEqual(NAMES.filter((name) => name.includes('襯衫')).reverse());
  });

  it('GET search: longer keywords as written, Latin in any case, wildcards as plain characters', async () => {
    expect((await searchAll('襯衫外套')).map(nameOf)).toEqual(['長袖襯衫外套']);
    expect((await searchAll('oxford')).map(nameOf)).toEqual(['OXFORD shoes', 'Oxford 襯衫']);
    expect((await searchAll('0%')).map(nameOf)).toEqual(['100% 純棉 T恤']);
    expect((await searchAll('a_'))).toEqual([FIRST_ID + 13]);
    expect(await searchAll('__')).toEqual([]);
    expect(await searchAll('%%')).toEqual([]);
    const answer = await get(`/api/shopee-products/search?keyword=${encodeURIComponent('襯衫')}&limit=2&page=2`);
    expect(answer).toMatchObject({ status: 200, cacheControl: 'public, max-age=60', body: { pagination: { page: 2, limit: 2, total: 5, pages: 3 } } });
  });

  it.each([
    ['keyword=%E8%A5%AF', '搜尋關鍵字至少需要 2 個字。'],
    ['keyword=%25', '搜尋關鍵字至少需要 2 個字。'],
    ['keyword=%20%20a%20', '搜尋關鍵字至少需要 2 個字。'],
    ['', '搜尋關鍵字至少需要 2 個字。'],
    [`keyword=${'長'.repeat(101)}`, TOO_LONG],
  ])('GET search?%s is 400 with fields.keyword: %s', async (query, message) => {
    const answer = await get(`/api/shopee-products/search?${query}`);
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { keyword: { code: 'KEYWORD_INVALID', message } } } });
  });

  it('GET search?keyword=襯衫&page=0&limit=10000 names both fields', async () => {
    const answer = await get(`/api/shopee-products/search?keyword=${encodeURIComponent('襯衫')}&page=0&limit=10000`);
    expect(answer).toMatchObject({ status: 400, body: { fields: { page: { code: 'PAGE_INVALID' }, limit: { code: 'LIMIT_INVALID' } } } });
  });

  it('GET detail: the product with its variations in Shopee order, priced, colour and size parsed', async () => {
    const answer = await get(`/api/shopee-products/detail/${FIRST_ID}`);
    expect(answer).toMatchObject({ status: 200, cacheControl: 'public, max-age=60' });
    const product = answer.body as MarketplaceProduct;
    expect(product).toMatchObject({ item_id: FIRST_ID, item_name: '襯衫', description: `商品 ${FIRST_ID} 的說明`, has_variations: true });
    expect(product.variations).toEqual([
      { model_id: 2, name: '白色/L', price: 1290, discount_price: 1161, stock: 0, color: '白色', size: 'L', image_url: null, model_sku: 'M-2' },
      { model_id: 1, name: '黑色/M', price: 1290, discount_price: 1161, stock: 4, color: '黑色', size: 'M', image_url: null, model_sku: 'M-1' },
    ]);
  });

  it('GET detail of an unknown item is 404 MARKETPLACE_PRODUCT_NOT_FOUND, in English when asked', async () => {
    expect(await get('/api/shopee-products/detail/123456789')).toMatchObject({
      status: 404, body: { code: 'MARKETPLACE_PRODUCT_NOT_FOUND', message: '找不到這個商品，可能已下架。' },
    });
    expect((await get('/api/shopee-products/detail/123456789?lang=en')).body).toEqual({ code: 'MARKETPLACE_PRODUCT_NOT_FOUND', message: 'Product not found. It may no longer be listed.' });
  });

  it.each(['abc', '0', '-1', '01', '1.5', '1e3', '9007199254740992', '99999999999999999999', '%20'])('GET detail/%s is 400 with fields.itemId', async (itemId) => {
    const answer = await get(`/api/shopee-products/detail/${itemId}`);
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { itemId: { code: 'MARKETPLACE_ITEM_ID_INVALID' } } } });
  });

  describe('the read model (serialized answers, ETag, invalidated by the writers of this process)', () => {
    const LATE = FIRST_ID + 500;
    const writer = () => new KnexMarketplaceCatalogue(db.knex);
    const invalidate = () => server.container.get<MarketplaceCatalogueInvalidation>(MARKETPLACE_CATALOGUE_INVALIDATION).invalidate();
    afterAll(async () => {
      await writer().removeProducts([LATE]);
      invalidate();
    });

    it('answers with an ETag; If-None-Match with it is 304 (still cacheable); gzip when asked', async () => {
      const first = await fetch(`${server.url}/api/shopee-products/list?limit=5`);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"/);
      const again = await fetch(`${server.url}/api/shopee-products/list?limit=5`, { headers: { 'If-None-Match': etag! } });
      expect([again.status, again.headers.get('etag'), again.headers.get('cache-control')]).toEqual([304, etag, 'public, max-age=60']);
      const zipped = await fetch(`${server.url}/api/shopee-products/list?limit=5`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(await zipped.json()).toEqual(await first.json());
    });

    it('one search answer per normalised keyword: OXFORD and oxford are the same bytes', async () => {
      const upper = await fetch(`${server.url}/api/shopee-products/search?keyword=OXFORD`);
      const lower = await fetch(`${server.url}/api/shopee-products/search?keyword=%20oxford%20`);
      expect(upper.headers.get('etag')).toBe(lower.headers.get('etag'));
      expect(((await lower.json()) as MarketplacePage).pagination.total).toBe(2);
    });

    it('a write shows once the writer invalidates (the sync job and checkout do, after committing), not before', async () => {
      const before = await page('/api/shopee-products/list?limit=1');
      const searched = await page(`/api/shopee-products/search?keyword=${encodeURIComponent('新品')}`);
      expect(searched.pagination.total).toBe(0);
      await writer().upsertProducts([marketplaceRecord(LATE, { name: '新品上市', category: '上衣' })], SYNCED, 1);
      // Within the TTL and without invalidation, this process still serves the bytes it has.
      expect(await page('/api/shopee-products/list?limit=1')).toEqual(before);
      invalidate();
      expect((await page('/api/shopee-products/list?limit=1')).products[0].item_id).toBe(LATE);
      expect((await page(`/api/shopee-products/search?keyword=${encodeURIComponent('新品')}`)).pagination.total).toBe(1);
    });

    it('does not keep a failed answer: an unknown product found later is served at once', async () => {
      const unknown = FIRST_ID + 600;
      expect((await get(`/api/shopee-products/detail/${unknown}`)).status).toBe(404);
      await writer().upsertProducts([marketplaceRecord(unknown, { name: '晚到的商品' })], SYNCED, 1);
      try {
        expect(await get(`/api/shopee-products/detail/${unknown}`)).toMatchObject({ status: 200, body: { item_name: '晚到的商品' } });
      } finally {
        await writer().removeProducts([unknown]);
        invalidate();
      }
    });
  });
});
