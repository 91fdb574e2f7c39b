import type { OutletCatalogue } from '../../../application/outlet/outlet-catalogue.port';
import { InMemoryOutletCatalogue } from '../../../application/outlet/testing/in-memory-outlet-catalogue';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { insertOutletItems } from '../seed/demo-catalogue';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexOutletCatalogue } from './knex-outlet-catalogue';

/**
 * The OutletCatalogue port (application/outlet/outlet-catalogue.port.ts) on the fake, SQLite and MySQL, for
 * items nobody holds. Availability under holds is the CartStore contract's and the availability rule's.
 */
interface Fields {
  sku: string; title: string; variant_title: string; variant_details: string; display_sku: string; price: number; discount_price: number;
  image_url: string; all_images: string; description: string; total_quantity: number; created_at: string;
}
interface CatalogueSubject { port: OutletCatalogue; addItem(fields: Fields): Promise<number> }

const fields = (overrides: Partial<Fields> = {}): Fields => {
  const sku = overrides.sku ?? `OL-C-${unique()}`;
  return {
    sku, title: '羊毛外套', variant_title: '顏色 / 尺寸', variant_details: '黑色 / M', display_sku: `${sku}-BK-M`, price: 3280, discount_price: 1290,
    image_url: '/images/demo/coat.svg', all_images: JSON.stringify([{ id: 1, src: '/images/demo/coat.svg', position: 1 }]), description: '保暖',
    total_quantity: 4, created_at: '2026-01-02T03:04:05.000Z', ...overrides,
  };
};

describePortContract<CatalogueSubject>('OutletCatalogue', [
  fakeMaker(() => {
    const port = new InMemoryOutletCatalogue();
    return { port, addItem: async (item) => { const id = unique(); port.put({ id, ...item }); return id; } };
  }),
  ...knexMakers<CatalogueSubject>((knex) => ({
    port: new KnexOutletCatalogue(knex, new FakeClock('2026-11-20T04:00:00.000Z')),
    async addItem(item) {
      const createdAt = new Date(item.created_at);
      await insertOutletItems(knex, [{ ...item, created_at: createdAt, updated_at: createdAt }]);
      const row = await knex('outlet_items').where('sku', item.sku).max({ id: 'id' }).first();
      return Number(row?.id);
    },
  })),
], (subject) => {
  it('finds an item\'s detail, available = total when nobody holds it; undefined for an unknown id', async () => {
    const item = fields();
    const id = await subject().addItem(item);
    const { created_at: _created, ...detail } = item;
    expect(await subject().port.findItem(id)).toEqual({ id, ...detail, available_count: 4, available_quantity: 4 });
    expect(await subject().port.findItem(900_000_000 + unique())).toBeUndefined();
  });

  it('lists every item id ascending with the list fields only', async () => {
    const a = await subject().addItem(fields());
    const b = await subject().addItem(fields({ total_quantity: 0 }));
    const listed = (await subject().port.listItems()).filter((row) => row.id === a || row.id === b);
    const ids = (await subject().port.listItems()).map((row) => row.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(listed.map((row) => row.id)).toEqual([a, b]);
    const item = fields();
    expect(listed[0]).toEqual({
      id: a, title: item.title, sku: expect.any(String), price: 3280, discount_price: 1290, image_url: item.image_url, created_at: item.created_at,
      variant_details: item.variant_details, display_sku: expect.any(String), total_quantity: 4, reserved_count: 0, available_count: 4,
    });
    expect(listed[1]).toMatchObject({ total_quantity: 0, reserved_count: 0, available_count: 0 });
  });

  it('gives the numbers of every item, or of the named items alone (id ascending, an unknown id absent)', async () => {
    const a = await subject().addItem(fields({ total_quantity: 2 }));
    const b = await subject().addItem(fields({ total_quantity: 0 }));
    const c = await subject().addItem(fields({ total_quantity: 7 }));
    const all = await subject().port.listAvailability();
    expect(all.map((row) => row.id)).toEqual((await subject().port.listItems()).map((row) => row.id));
    expect(await subject().port.listAvailability([c, 900_000_000 + unique(), a])).toEqual([
      { id: a, total_quantity: 2, reserved_count: 0, available_count: 2 },
      { id: c, total_quantity: 7, reserved_count: 0, available_count: 7 },
    ]);
    expect(all.find((row) => row.id === b)).toEqual({ id: b, total_quantity: 0, reserved_count: 0, available_count: 0 });
    expect(await subject().port.listAvailability([])).toEqual([]);
  });

  it('finds the variants of a sku id ascending; none for an unknown sku', async () => {
    const sku = `OL-V-${unique()}`;
    const black = await subject().addItem(fields({ sku, display_sku: `${sku}-BK`, variant_details: '黑色' }));
    const red = await subject().addItem(fields({ sku, display_sku: `${sku}-RD`, variant_details: '紅色' }));
    await subject().addItem(fields());
    const variants = await subject().port.findVariants(sku);
    expect(variants.map((row) => [row.id, row.variant_details, row.display_sku])).toEqual([[black, '黑色', `${sku}-BK`], [red, '紅色', `${sku}-RD`]]);
    expect(await subject().port.findVariants(`OL-NONE-${unique()}`)).toEqual([]);
  });
});
