import type { OutletCatalogue } from '../../../application/outlet/outlet-catalogue.port';
import type { OutletCategories } from '../../../application/outlet/outlet-categories.port';
import { InMemoryOutletCatalogue } from '../../../application/outlet/testing/in-memory-outlet-catalogue';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { describePortContract, fakeMaker, insertOutletItem, knexMakers, unique } from '../testing/port-contract';
import { KnexOutletCatalogue } from './knex-outlet-catalogue';
import { KnexOutletCategories } from './knex-outlet-categories';

/**
 * The OutletCategories port (application/outlet/outlet-categories.port.ts) on the fake, SQLite and MySQL: a category
 * lands on every item of the sku and nowhere else, the list carries it, null clears it, an unknown sku changes nothing.
 */
interface Subject { port: OutletCategories; list: OutletCatalogue; addItem(sku: string): Promise<number> }

const NOW = new Date('2026-12-02T02:00:00.000Z');

describePortContract<Subject>('OutletCategories', [
  fakeMaker(() => {
    const catalogue = new InMemoryOutletCatalogue();
    return { port: catalogue, list: catalogue, addItem: async (sku) => { const id = unique(); catalogue.put({ id, sku }); return id; } };
  }),
  ...knexMakers<Subject>((knex) => ({
    port: new KnexOutletCategories(knex),
    list: new KnexOutletCatalogue(knex, new FakeClock('2026-12-02T02:00:00.000Z')),
    addItem: (sku) => insertOutletItem(knex, { sku, display_sku: `${sku}-${unique()}` }),
  })),
], (subject) => {
  const categoriesOf = async (ids: number[]) => {
    const rows = await subject().list.listItems();
    return ids.map((id) => rows.find((row) => row.id === id)?.category);
  };

  it('files every item of the sku, variants included, and no other; the list carries the category', async () => {
    const sku = `OL-CAT-${unique()}`;
    const other = `OL-CAT-${unique()}`;
    const [a, b, c] = [await subject().addItem(sku), await subject().addItem(sku), await subject().addItem(other)];
    expect(await categoriesOf([a, b, c])).toEqual([undefined, undefined, undefined]);

    expect(await subject().port.setCategory(sku, '鞋款', NOW)).toBe(2);
    expect(await categoriesOf([a, b, c])).toEqual(['鞋款', '鞋款', undefined]);
    const variants = await subject().list.findVariants(sku);
    expect(variants.map((row) => row.category)).toEqual(['鞋款', '鞋款']);
  });

  it('null takes the product out of every category; an unknown sku changes nothing and says 0', async () => {
    const sku = `OL-CAT-${unique()}`;
    const id = await subject().addItem(sku);
    await subject().port.setCategory(sku, '居家生活', NOW);
    expect(await subject().port.setCategory(sku, null, NOW)).toBe(1);
    expect(await categoriesOf([id])).toEqual([undefined]);
    expect(await subject().port.setCategory(`OL-NONE-${unique()}`, '服飾', NOW)).toBe(0);
  });
});
