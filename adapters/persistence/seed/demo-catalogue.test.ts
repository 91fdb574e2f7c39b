import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutletImage } from '../../../domain/outlet/outlet-item';
import { buildDemoCatalogue, DEFAULT_DEMO_ITEM_COUNT, insertOutletItems, seedDemoCatalogueIfEmpty } from './demo-catalogue';
import type { OutletItemRow } from '../outlet/outlet-item.row';
import { databasesUnderTest } from '../testing/databases-under-test';

const NOW = new Date('2026-11-22T04:00:00.000Z');
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
/** The server serves server/static at the site root. */
const STATIC_ROOT = resolve(__dirname, '../../../server/static');

function groupsBySku(rows: readonly { sku: string }[]): Map<string, number> {
  const groups = new Map<string, number>();
  for (const row of rows) groups.set(row.sku, (groups.get(row.sku) ?? 0) + 1);
  return groups;
}

function picturesOf(row: Pick<OutletItemRow, 'image_url' | 'all_images'>): string[] {
  const images = JSON.parse(row.all_images) as OutletImage[];
  return [row.image_url, ...images.map((image) => image.src)];
}

describe('buildDemoCatalogue', () => {
  const rows = buildDemoCatalogue(NOW);

  it('is deterministic: the same rows for the same time', () => {
    expect(buildDemoCatalogue(new Date(NOW))).toEqual(rows);
    expect(rows).toHaveLength(DEFAULT_DEMO_ITEM_COUNT);
    expect(rows.length).toBeGreaterThanOrEqual(48);
  });

  it('has at least 8 products with 2-5 variants sharing a sku, and single items marked Default', () => {
    const groups = groupsBySku(rows);
    const withVariants = [...groups].filter(([, size]) => size >= 2);
    expect(withVariants.length).toBeGreaterThanOrEqual(8);
    for (const [, size] of groups) expect(size).toBeLessThanOrEqual(5);
    for (const row of rows) {
      if (groups.get(row.sku) === 1) {
        expect(row).toMatchObject({ variant_details: 'Default', display_sku: row.sku, variant_title: '' });
      } else {
        expect(row.variant_details).not.toBe('Default');
        expect(row.variant_title).not.toBe('');
        expect(row.display_sku.startsWith(`${row.sku}-`)).toBe(true);
      }
    }
    expect(new Set(rows.map((row) => row.display_sku)).size).toBe(rows.length);
  });

  it('prices in whole NT$ 290-4,980 with discounts of 20-70%', () => {
    for (const row of rows) {
      expect(Number.isInteger(row.price) && Number.isInteger(row.discount_price)).toBe(true);
      expect(row.price).toBeGreaterThanOrEqual(290);
      expect(row.price).toBeLessThanOrEqual(4980);
      const percentOff = ((row.price - row.discount_price) / row.price) * 100;
      expect(percentOff).toBeGreaterThanOrEqual(20);
      expect(percentOff).toBeLessThanOrEqual(70);
    }
  });

  it('has low-stock (1-3) and sold-out items', () => {
    expect(rows.some((row) => row.total_quantity >= 1 && row.total_quantity <= 3)).toBe(true);
    expect(rows.some((row) => row.total_quantity === 0)).toBe(true);
    expect(rows.every((row) => Number.isInteger(row.total_quantity) && row.total_quantity >= 0)).toBe(true);
  });

  it('spreads created_at over the 30 days before now', () => {
    const times = rows.map((row) => row.created_at.getTime());
    for (const time of times) {
      expect(time).toBeLessThan(NOW.getTime());
      expect(time).toBeGreaterThan(NOW.getTime() - THIRTY_DAYS_MS);
    }
    const days = new Set(times.map((time) => Math.floor((NOW.getTime() - time) / 86_400_000)));
    expect(days.size).toBeGreaterThanOrEqual(10);
  });

  it('writes Traditional Chinese titles and clearance descriptions, some with markup and some plain', () => {
    expect(rows.every((row) => /[\u4e00-\u9fff]/.test(row.title))).toBe(true);
    expect(rows.some((row) => /<p>.*<ul><li>/.test(row.description))).toBe(true);
    expect(rows.some((row) => !/[<>]/.test(row.description))).toBe(true);
    expect(rows.some((row) => /外盒|包裝|吊牌/.test(row.description))).toBe(true);
  });

  it('gives every item 2-3 pictures, each a file that exists under server/static', () => {
    for (const row of rows) {
      const images = JSON.parse(row.all_images) as OutletImage[];
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(3);
      expect(images[0].src).toBe(row.image_url);
      expect(images.map((image) => image.position)).toEqual(images.map((_, i) => i + 1));
      for (const src of picturesOf(row)) {
        expect(src).toMatch(/^\/images\/demo\/[a-z-]+\.svg$/);
        expect(existsSync(join(STATIC_ROOT, src))).toBe(true);
      }
    }
  });

  it('files every product under a category, all items of a sku under the same one (issue 28: the drawer lists them)', () => {
    const bySku = new Map<string, Set<string | null | undefined>>();
    for (const row of rows) bySku.set(row.sku, (bySku.get(row.sku) ?? new Set()).add(row.category));
    expect([...bySku.values()].every((categories) => categories.size === 1)).toBe(true);
    expect(rows.every((row) => typeof row.category === 'string' && row.category !== '')).toBe(true);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['服飾', '鞋款', '包包配件', '居家生活', '戶外露營']));
  });

  it('produces 2,000 rows for the benchmark, cycling products under distinct skus', () => {
    const large = buildDemoCatalogue(NOW, 2000);
    expect(large).toHaveLength(2000);
    expect(large.slice(0, rows.length)).toEqual(rows);
    expect(new Set(large.map((row) => row.display_sku)).size).toBe(2000);
    for (const [, size] of groupsBySku(large)) expect(size).toBeLessThanOrEqual(5);
    expect(groupsBySku(large).size).toBeGreaterThan(groupsBySku(rows).size * 30);
  });
});

describe.each(databasesUnderTest)('seeding on $name', (db) => {
  it('seeds an empty catalogue once: the second call inserts nothing', async () => {
    const { knex, close } = await db.open();
    try {
      const first = await seedDemoCatalogueIfEmpty(knex, NOW);
      const second = await seedDemoCatalogueIfEmpty(knex, new Date(NOW.getTime() + 60_000));
      expect(first).toBe(DEFAULT_DEMO_ITEM_COUNT);
      expect(second).toBe(0);
      expect(await knex('outlet_items').count({ count: '*' })).toEqual([{ count: DEFAULT_DEMO_ITEM_COUNT }]);
      const shoes: Array<{ count: number | string }> = await knex('outlet_items').where('category', '鞋款').count({ count: '*' });
      expect(Number(shoes[0].count)).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('stores a catalogue that keeps the demo promises: variants, low stock, sold out, existing pictures', async () => {
    const { knex, close } = await db.open();
    try {
      await seedDemoCatalogueIfEmpty(knex, NOW);
      const stored: Pick<OutletItemRow, 'sku' | 'total_quantity' | 'image_url' | 'all_images'>[] =
        await knex('outlet_items').select('sku', 'total_quantity', 'image_url', 'all_images');
      expect(stored.length).toBeGreaterThanOrEqual(40);
      const variantGroups = [...groupsBySku(stored).values()].filter((size) => size >= 2 && size <= 5);
      expect(variantGroups.length).toBeGreaterThanOrEqual(8);
      expect(stored.some((row) => row.total_quantity >= 1 && row.total_quantity <= 3)).toBe(true);
      expect(stored.some((row) => row.total_quantity === 0)).toBe(true);
      for (const row of stored) {
        for (const src of picturesOf(row)) expect(existsSync(join(STATIC_ROOT, src))).toBe(true);
      }
    } finally {
      await close();
    }
  });

  it('does not seed a catalogue that already has items', async () => {
    const { knex, close } = await db.open();
    try {
      await insertOutletItems(knex, buildDemoCatalogue(NOW, 3));
      await expect(seedDemoCatalogueIfEmpty(knex, NOW)).resolves.toBe(0);
      expect(await knex('outlet_items').count({ count: '*' })).toEqual([{ count: 3 }]);
    } finally {
      await close();
    }
  });

  it('inserts 2,000 rows in batches, all or nothing', async () => {
    const { knex, close } = await db.open();
    try {
      const rows = buildDemoCatalogue(NOW, 2000);
      await insertOutletItems(knex, rows);
      expect(await knex('outlet_items').count({ count: '*' })).toEqual([{ count: 2000 }]);
      const last = await knex('outlet_items').orderBy('id', 'desc').first('display_sku');
      expect(last).toEqual({ display_sku: rows[1999].display_sku });

      // A bad row in the last chunk rolls back the chunks before it.
      const broken = buildDemoCatalogue(NOW, 200).map((row, index) => (index === 199 ? { ...row, title: null as unknown as string } : row));
      // Not `rejects.toThrow()`: the driver's error class can come from another realm than jest's Error
      // (the native module is shared across test files of a worker), which made that matcher flaky.
      const failure = await insertOutletItems(knex, broken).then(() => undefined, (error: unknown) => String(error));
      expect(failure).toMatch(/NOT NULL|cannot be null/i);
      expect(await knex('outlet_items').count({ count: '*' })).toEqual([{ count: 2000 }]);
    } finally {
      await close();
    }
  });
});
