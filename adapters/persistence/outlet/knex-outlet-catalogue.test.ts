import type { Knex } from 'knex';
import { KnexOutletCatalogue } from './knex-outlet-catalogue';
import { buildDemoCatalogue, insertOutletItems, seedDemoCatalogueIfEmpty } from '../seed/demo-catalogue';
import type { OutletItemRow } from './outlet-item.row';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';

const NOW = new Date('2026-11-22T04:00:00.000Z');

/** The list fields of spec 2, section 3 ("Outlet item (list)"), and nothing of the detail. */
const LIST_FIELDS = [
  'available_count', 'category', 'created_at', 'discount_price', 'display_sku', 'id', 'image_url', 'price', 'reserved_count', 'sku',
  'title', 'total_quantity', 'variant_details',
];

describe.each(databasesUnderTest)('KnexOutletCatalogue on $name', (db) => {
  let database: OpenDatabase;
  let knex: Knex;
  let catalogue: KnexOutletCatalogue;
  let seeded: OutletItemRow[];

  beforeAll(async () => {
    database = await db.open();
    knex = database.knex;
    catalogue = new KnexOutletCatalogue(knex);
    await seedDemoCatalogueIfEmpty(knex, NOW);
    seeded = buildDemoCatalogue(NOW);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('listItems', () => {
    it('returns every item, id ascending, with exactly the list fields', async () => {
      const list = await catalogue.listItems();
      expect(list).toHaveLength(seeded.length);
      const ids = list.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of list) expect(Object.keys(item).sort()).toEqual(LIST_FIELDS);
    });

    it('maps values faithfully: insertion order, money, stock, UTC timestamps', async () => {
      const list = await catalogue.listItems();
      list.forEach((item, index) => {
        const row = seeded[index];
        expect(item).toEqual({
          id: item.id, title: row.title, sku: row.sku, price: row.price, discount_price: row.discount_price,
          image_url: row.image_url, created_at: row.created_at.toISOString(), variant_details: row.variant_details,
          display_sku: row.display_sku, total_quantity: row.total_quantity, reserved_count: 0,
          available_count: row.total_quantity, category: row.category ?? null,
        });
        expect(typeof item.price).toBe('number');
        expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      });
    });

    it('issues one query for the whole list', async () => {
      const queries: string[] = [];
      const onQuery = (query: { sql: string }): void => {
        queries.push(query.sql);
      };
      knex.on('query', onQuery);
      try {
        await catalogue.listItems();
      } finally {
        knex.removeListener('query', onQuery);
      }
      expect(queries).toHaveLength(1);
      expect(queries[0]).not.toMatch(/description|all_images/);
    });
  });

  describe('findItem', () => {
    it('returns the detail with all_images as a JSON string of {id, src, position}', async () => {
      const [first] = await catalogue.listItems();
      const detail = await catalogue.findItem(first.id);
      const row = seeded[0];
      expect(detail).toEqual({
        id: first.id, sku: row.sku, title: row.title, variant_title: row.variant_title,
        variant_details: row.variant_details, price: row.price, discount_price: row.discount_price,
        image_url: row.image_url, all_images: expect.any(String), description: row.description,
        available_count: row.total_quantity, available_quantity: row.total_quantity, total_quantity: row.total_quantity,
        display_sku: row.display_sku,
      });
      const images: unknown = JSON.parse(detail!.all_images);
      expect(images).toEqual(JSON.parse(row.all_images));
      expect(Array.isArray(images) && images.length >= 2).toBe(true);
      for (const image of images as unknown[]) {
        expect(image).toEqual({ id: expect.any(Number), src: expect.stringMatching(/^\/images\/demo\/.+\.svg$/), position: expect.any(Number) });
      }
    });

    it('normalizes a gallery stored in an older or broken shape', async () => {
      const [id] = await insertOne(knex, { sku: 'OL-X-1', all_images: '["/images/demo/mug-white.svg"]' });
      const [brokenId] = await insertOne(knex, { sku: 'OL-X-2', all_images: 'oops', image_url: '/images/demo/pan-black.svg' });
      try {
        expect(JSON.parse((await catalogue.findItem(id))!.all_images)).toEqual([{ id: 1, src: '/images/demo/mug-white.svg', position: 1 }]);
        expect(JSON.parse((await catalogue.findItem(brokenId))!.all_images)).toEqual([{ id: 1, src: '/images/demo/pan-black.svg', position: 1 }]);
      } finally {
        await knex('outlet_items').whereIn('id', [id, brokenId]).delete();
      }
    });

    it.each([999999, 0, -1, 1.5, Number.NaN])('returns undefined for id %p', async (id) => {
      await expect(catalogue.findItem(id)).resolves.toBeUndefined();
    });
  });

  describe('findVariants', () => {
    it('returns the items of one sku, id ascending, as list items', async () => {
      const variants = await catalogue.findVariants('OL-JK-1024');
      expect(variants.map((item) => item.variant_details)).toEqual(['黑色 / M', '黑色 / L', '深藍 / M', '深藍 / L']);
      expect(variants.map((item) => item.display_sku)).toEqual(['OL-JK-1024-BK-M', 'OL-JK-1024-BK-L', 'OL-JK-1024-NV-M', 'OL-JK-1024-NV-L']);
      const ids = variants.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const item of variants) expect(Object.keys(item).sort()).toEqual(LIST_FIELDS);
    });

    it('returns an empty list for an unknown sku', async () => {
      await expect(catalogue.findVariants('OL-NOPE-0000')).resolves.toEqual([]);
    });
  });

  it('round-trips Traditional Chinese, full-width punctuation, markup and 4-byte characters intact', async () => {
    const title = '女款寬鬆落肩棉T（F）・限量 𠮷野家聯名 👕';
    const description = '<p>外盒遺失，「以現況出貨」。</p><ul><li>尺寸：Ｍ</li></ul>';
    const [id] = await insertOne(knex, { sku: 'OL-ZH-1', title, description, variant_details: '霧綠 / ＸＬ' });
    try {
      const detail = await catalogue.findItem(id);
      expect(detail).toMatchObject({ title, description, variant_details: '霧綠 / ＸＬ' });
      const [variant] = await catalogue.findVariants('OL-ZH-1');
      expect(variant.title).toBe(title);
      // Reading back is not enough: over a 3-byte utf8 connection mysql2 stores 4-byte characters as CESU-8
      // surrogates and reads them back "intact". The stored bytes must be real UTF-8, for other readers.
      const [stored] = (await knex('outlet_items').select(knex.raw('hex(title) as hex')).where({ id })) as { hex: string }[];
      expect(stored.hex.toUpperCase()).toBe(Buffer.from(title, 'utf8').toString('hex').toUpperCase());
    } finally {
      await knex('outlet_items').where({ id }).delete();
    }
  });
});

describe.each(databasesUnderTest)('KnexOutletCatalogue on an empty $name', (db) => {
  it('lists nothing', async () => {
    const { knex, close } = await db.open();
    try {
      await expect(new KnexOutletCatalogue(knex).listItems()).resolves.toEqual([]);
    } finally {
      await close();
    }
  });
});

async function insertOne(knex: Knex, overrides: Partial<OutletItemRow>): Promise<number[]> {
  const row: OutletItemRow = {
    ...buildDemoCatalogue(NOW, 1)[0],
    ...overrides,
  };
  await insertOutletItems(knex, [row]);
  const inserted: { id: number }[] = await knex('outlet_items').select('id').where('sku', row.sku).orderBy('id', 'desc').limit(1);
  return inserted.map((r) => r.id);
}
