import type { MarketplaceCatalogue, MarketplaceCatalogueWriter, MarketplaceProductRecord } from '../../../application/marketplace/marketplace-catalogue.port';
import type { SourceModel } from '../../../application/marketplace/marketplace-source.port';
import { InMemoryMarketplaceCatalogue } from '../../../application/marketplace/testing/in-memory-marketplace-catalogue';
import { describePortContract, fakeMaker, knexMakers } from '../testing/port-contract';
import { KnexMarketplaceCatalogue } from './knex-marketplace-catalogue';

/**
 * MarketplaceCatalogue and MarketplaceCatalogueWriter (application/marketplace/marketplace-catalogue.port.ts) on
 * the fake, SQLite and MySQL. The catalogue is one shop-wide list (pages, totals, categories), so every test
 * starts from empty marketplace tables instead of making unique keys.
 */
type Catalogue = MarketplaceCatalogue & MarketplaceCatalogueWriter;

const SYNCED = new Date('2026-11-28T05:06:07.890Z');

function model(modelId: number, overrides: Partial<SourceModel> = {}): SourceModel {
  return { modelId, name: '黑色/M', price: 1200, stock: 3, sku: `M-${modelId}`, imageUrl: `https://cf.shopee.tw/file/m${modelId}`, available: true, ...overrides };
}

function product(itemId: number, overrides: Partial<MarketplaceProductRecord> = {}): MarketplaceProductRecord {
  return {
    itemId, name: `商品 ${itemId}`, description: `說明 ${itemId}`, sku: `SKU-${itemId}`, categoryId: 100, category: '女裝', status: 'NORMAL',
    updateTime: 1_764_000_000 + itemId, imageUrls: [`https://cf.shopee.tw/file/a${itemId}`, `https://cf.shopee.tw/file/b${itemId}`],
    price: 1000 + itemId, stock: 5, models: [], ...overrides,
  };
}

const ids = (page: { products: Array<{ item_id: number | string }> }) => page.products.map((row) => row.item_id);

describePortContract<Catalogue>('MarketplaceCatalogue', [
  fakeMaker(() => new InMemoryMarketplaceCatalogue()),
  ...knexMakers<Catalogue>(async (knex) => {
    for (const table of ['shopee_search_grams', 'shopee_models', 'shopee_products', 'shopee_categories']) await knex(table).delete();
    return new KnexMarketplaceCatalogue(knex);
  }),
], (subject) => {
  it('stores a product and answers its detail: models as variations in Shopee order, an unavailable model with stock 0', async () => {
    const record = product(7_000_000_001, {
      name: '羊毛大衣', category: '外套', price: 2980, stock: 7,
      models: [model(30, { name: '黑色/L', stock: 4 }), model(10, { name: '黑色/M', price: 2980, stock: 3, sku: null, imageUrl: null }), model(20, { name: '灰色/M', available: false })],
    });
    await subject().upsertProducts([record], SYNCED, 1);
    expect(await subject().detail(7_000_000_001)).toEqual({
      item_id: 7_000_000_001, item_name: '羊毛大衣', price: 2980, image_url: 'https://cf.shopee.tw/file/a7000000001',
      all_images: [{ src: 'https://cf.shopee.tw/file/a7000000001' }, { src: 'https://cf.shopee.tw/file/b7000000001' }],
      has_variations: true, stock: 7, item_sku: 'SKU-7000000001', category: '外套', description: '說明 7000000001',
      last_synced_at: '2026-11-28T05:06:07.890Z',
      variations: [
        { model_id: 30, name: '黑色/L', price: 1200, stock: 4, image_url: 'https://cf.shopee.tw/file/m30', model_sku: 'M-30' },
        { model_id: 10, name: '黑色/M', price: 2980, stock: 3, image_url: null, model_sku: null },
        { model_id: 20, name: '灰色/M', price: 1200, stock: 0, image_url: 'https://cf.shopee.tw/file/m20', model_sku: 'M-20' },
      ],
    });
    expect(await subject().detail(7_000_000_002)).toBeUndefined();
  });

  it('a product without images or models has no picture and no variations', async () => {
    await subject().upsertProducts([product(5, { imageUrls: [], sku: null, category: null })], SYNCED, null);
    expect(await subject().detail(5)).toMatchObject({ image_url: null, all_images: [], has_variations: false, variations: [], item_sku: null, category: null });
  });

  it('lists newest item id first, a page at a time with the total; list rows carry no variations and no description', async () => {
    await subject().upsertProducts([3, 1, 5, 2, 4].map((id) => product(id, { models: id === 5 ? [model(1)] : [] })), SYNCED, 1);
    const first = await subject().list({ page: 1, limit: 2 });
    expect({ ids: ids(first), total: first.total }).toEqual({ ids: [5, 4], total: 5 });
    expect(first.products[0]).toEqual({
      item_id: 5, item_name: '商品 5', price: 1005, image_url: 'https://cf.shopee.tw/file/a5', all_images: [{ src: 'https://cf.shopee.tw/file/a5' }, { src: 'https://cf.shopee.tw/file/b5' }],
      has_variations: true, variations: [], stock: 5, item_sku: 'SKU-5', category: '女裝', last_synced_at: '2026-11-28T05:06:07.890Z',
    });
    expect(ids(await subject().list({ page: 3, limit: 2 }))).toEqual([1]);
    expect(await subject().list({ page: 4, limit: 2 })).toEqual({ products: [], total: 5 });
  });

  it('filters the list by the exact category name', async () => {
    await subject().upsertProducts([product(1, { category: '女裝' }), product(2, { category: '男裝' }), product(3, { category: '女裝' }), product(4, { category: 'Bags' })], SYNCED, 1);
    expect(await subject().list({ page: 1, limit: 10, category: '女裝' })).toMatchObject({ total: 2, products: [{ item_id: 3 }, { item_id: 1 }] });
    expect(await subject().list({ page: 1, limit: 10, category: '童裝' })).toEqual({ products: [], total: 0 });
    expect((await subject().list({ page: 1, limit: 10, category: 'bags' })).total).toBe(0);
    expect((await subject().list({ page: 1, limit: 10, category: 'Bags' })).total).toBe(1);
  });

  it('categories are the names having a product, each once, in Traditional Chinese stroke order', async () => {
    await subject().replaceCategories([{ categoryId: 9, parentId: null, name: '童裝' }]);
    await subject().upsertProducts([
      product(1, { category: '鞋子' }), product(2, { category: '女裝' }), product(3, { category: '上衣' }), product(4, { category: '女裝' }), product(5, { category: null }),
    ], SYNCED, 1);
    expect(await subject().categories()).toEqual(['上衣', '女裝', '鞋子']);
    await subject().removeProducts([1]);
    expect(await subject().categories()).toEqual(['上衣', '女裝']);
  });

  describe('search', () => {
    const names: Array<[number, string]> = [
      [1, '長袖襯衫 白色'], [2, '短袖襯衫'], [3, '襯衫長袖'], [4, '紅色 色紅 洋裝'], [5, '紅色紅 圍巾'], [6, 'NIKE Air 運動鞋'], [7, 'nike 襪子'],
      [8, '100% 純棉 T恤'], [9, '100 純棉'], [10, 'a_b 筆記本'], [11, 'axb 筆記本'], [12, 'C:\\temp 貼紙'], [13, '牛仔褲'],
    ];
    beforeEach(async () => {
      await subject().upsertProducts(names.map(([id, name]) => product(id, { name })), SYNCED, 1);
    });
    const found = async (keyword: string) => ids(await subject().search({ keyword, page: 1, limit: 50 }));

    it('a 2-character Chinese keyword finds exactly the names containing it, newest first', async () => {
      expect(await found('襯衫')).toEqual([3, 2, 1]);
      expect(await found('長袖')).toEqual([3, 1]);
      expect(await found('皮鞋')).toEqual([]);
    });

    it('a longer keyword must occur as written, not only its pairs of characters', async () => {
      expect(await found('長袖襯衫')).toEqual([1]);
      // '紅色' and '色紅' are both in item 4, but '紅色紅' only in item 5.
      expect(await found('紅色紅')).toEqual([5]);
      expect(await found('襯衫 白色')).toEqual([1]);
    });

    it('a long keyword matches only the name holding all of it, a difference in the middle included', async () => {
      const long = '冬季限定 加厚保暖 羊毛混紡 高領針織毛衣 男女同款 寬鬆版型';
      const middle = '冬季限定 加厚保暖 羊毛混紡 低領針織毛衣 男女同款 寬鬆版型';
      await subject().upsertProducts([product(20, { name: `${long} 黑` }), product(21, { name: middle })], SYNCED, 1);
      expect(await found(long)).toEqual([20]);
      expect(await found(middle)).toEqual([21]);
      expect(await found('冬季限定 加厚保暖 羊毛混紡')).toEqual([21, 20]);
    });

    it('Latin text matches whatever the case', async () => {
      expect(await found('nike')).toEqual([7, 6]);
      expect(await found('NiKe AIR')).toEqual([6]);
    });

    it('%, _ and \\ in a keyword are ordinary characters', async () => {
      expect(await found('0%')).toEqual([8]);
      expect(await found('%%')).toEqual([]);
      expect(await found('__')).toEqual([]);
      expect(await found('a_')).toEqual([10]);
      expect(await found(':\\')).toEqual([12]);
      expect(await found('\\t')).toEqual([12]);
    });

    it('pages the results with the total of every match', async () => {
      expect(await subject().search({ keyword: '筆記本', page: 1, limit: 1 })).toMatchObject({ total: 2, products: [{ item_id: 11, has_variations: false, variations: [] }] });
      expect(await subject().search({ keyword: '筆記本', page: 2, limit: 1 })).toMatchObject({ total: 2, products: [{ item_id: 10 }] });
      expect(await subject().search({ keyword: '筆記本', page: 3, limit: 1 })).toEqual({ total: 2, products: [] });
    });

    it('follows a renamed or removed product', async () => {
      await subject().upsertProducts([product(2, { name: '短袖 polo 衫' })], SYNCED, 1);
      expect(await found('襯衫')).toEqual([3, 1]);
      expect(await found('POLO')).toEqual([2]);
      await subject().removeProducts([3]);
      expect(await found('襯衫')).toEqual([1]);
    });
  });

  it('upserting the same records again changes nothing; a new version replaces the product and its models', async () => {
    const first = product(11, { models: [model(1), model(2), model(3)] });
    await subject().upsertProducts([first, product(12)], SYNCED, 1);
    const before = await subject().detail(11);
    await subject().upsertProducts([first, product(12)], SYNCED, 1);
    expect(await subject().detail(11)).toEqual(before);
    expect(await subject().countProducts()).toBe(2);

    const later = new Date('2026-11-29T00:00:00.000Z');
    await subject().upsertProducts([product(11, { name: '新品名', price: 500, stock: 1, models: [model(2, { name: '白色/S', price: 500, stock: 1 })] })], later, 2);
    expect(await subject().detail(11)).toMatchObject({
      item_name: '新品名', price: 500, stock: 1, last_synced_at: '2026-11-29T00:00:00.000Z',
      variations: [{ model_id: 2, name: '白色/S', price: 500, stock: 1 }],
    });
    expect(await subject().countProducts()).toBe(2);
  });

  it('the last record of an item in one call wins', async () => {
    await subject().upsertProducts([product(21, { name: '舊名', models: [model(1)] }), product(21, { name: '新名', models: [model(1), model(1, { name: '白色/L' })] })], SYNCED, 1);
    expect(await subject().detail(21)).toMatchObject({ item_name: '新名', variations: [{ model_id: 1, name: '白色/L' }] });
    expect(await subject().countProducts()).toBe(1);
  });

  it('a record that is not for sale (unlisted, banned, deleted) removes the product instead', async () => {
    await subject().upsertProducts([product(31, { name: '帽子' }), product(32)], SYNCED, 1);
    await subject().upsertProducts([product(31, { status: 'UNLIST' }), product(33, { status: 'BANNED' })], SYNCED, 1);
    expect(await subject().detail(31)).toBeUndefined();
    expect(await subject().detail(33)).toBeUndefined();
    expect(ids(await subject().search({ keyword: '帽子', page: 1, limit: 10 }))).toEqual([]);
    expect(await subject().countProducts()).toBe(1);
  });

  it('removeProducts deletes the items it names and says how many there were', async () => {
    await subject().upsertProducts([product(41, { models: [model(1)] }), product(42), product(43)], SYNCED, 1);
    expect(await subject().removeProducts([41, 43, 99, 41])).toBe(2);
    expect(await subject().detail(41)).toBeUndefined();
    expect(ids(await subject().list({ page: 1, limit: 10 }))).toEqual([42]);
    expect(await subject().removeProducts([])).toBe(0);
  });

  it('removeUnseen deletes what the full sync did not see, keeping a later run\'s sightings and an incremental sync\'s mark', async () => {
    await subject().upsertProducts([product(51), product(52)], SYNCED, 1);
    await subject().upsertProducts([product(53)], SYNCED, null); // incremental, never seen by a full sync
    await subject().upsertProducts([product(52)], SYNCED, 2);
    await subject().upsertProducts([product(52, { name: '改名' })], SYNCED, null); // incremental: keeps run 2's mark
    await subject().upsertProducts([product(54)], SYNCED, 3); // a later run
    expect(await subject().removeUnseen(2)).toBe(2);
    expect(ids(await subject().list({ page: 1, limit: 10 }))).toEqual([54, 52]);
    expect(await subject().removeUnseen(2)).toBe(0);
  });

  it('replaces the category tree and resolves names; the latest update time and the count follow the products', async () => {
    expect(await subject().latestUpdateTime()).toBeNull();
    expect(await subject().countProducts()).toBe(0);
    await subject().replaceCategories([{ categoryId: 1, parentId: null, name: '女裝' }, { categoryId: 2, parentId: 1, name: '洋裝' }]);
    await subject().replaceCategories([{ categoryId: 2, parentId: 1, name: '洋裝' }, { categoryId: 3_000_000_000, parentId: null, name: '男裝' }]);
    expect(await subject().categoryNames()).toEqual(new Map([[2, '洋裝'], [3_000_000_000, '男裝']]));
    await subject().upsertProducts([product(61, { updateTime: 1_800_000_000 }), product(62, { updateTime: 1_700_000_000 })], SYNCED, 1);
    expect(await subject().latestUpdateTime()).toBe(1_800_000_000);
    expect(await subject().countProducts()).toBe(2);
  });

  it('stores a large sync in one call (more rows than one statement holds) and finds its products', async () => {
    const records = Array.from({ length: 1_500 }, (_, index) => product(10_000 + index, {
      name: index % 3 === 0 ? `聖誕 限定 毛衣 ${index}` : `一般 商品 ${index}`,
      models: [model(1), model(2, { name: '白色/L' })],
    }));
    await subject().upsertProducts(records, SYNCED, 1);
    expect(await subject().countProducts()).toBe(1_500);
    const page = await subject().search({ keyword: '聖誕', page: 2, limit: 100 });
    expect(page.total).toBe(500);
    expect(ids(page)[0]).toBe(10_000 + 1_497 - 300);
    expect((await subject().detail(11_499))?.variations).toHaveLength(2);
  });
});
