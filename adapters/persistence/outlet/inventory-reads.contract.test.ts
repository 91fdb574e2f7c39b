import type { InventoryReads } from '../../../application/admin/inventory-reads.port';
import { InMemoryInventoryReads, type FakeInventoryItem } from '../../../application/admin/testing/in-memory-inventory-reads';
import type { StoredHold } from '../../../domain/cart/hold-rules';
import { describePortContract, fakeMaker, insertOutletItem, knexMakers, unique } from '../testing/port-contract';
import { KnexOutletInventory } from './knex-outlet-inventory';

/**
 * The InventoryReads port (application/admin/inventory-reads.port.ts) on the fake, SQLite and MySQL: each item's
 * total, reserved, sold and available by THE hold rules, the search, the order and the paging. (Random holds
 * against the domain's evaluation: knex-outlet-inventory.test.ts.)
 */
interface InventorySubject {
  port: InventoryReads;
  addItem(item: Omit<FakeInventoryItem, 'id'>): Promise<number>;
  hold(itemId: number, hold: StoredHold): Promise<void>;
}

const NOW = new Date('2026-11-29T08:00:00.000Z');
const HOUR = 3_600_000;

describePortContract<InventorySubject>('InventoryReads', [
  fakeMaker(() => {
    const port = new InMemoryInventoryReads();
    return {
      port,
      async addItem(item) {
        const id = unique();
        port.items.set(id, { id, ...item });
        return id;
      },
      hold: async (itemId, hold) => {
        port.holds.push({ ...hold, itemId });
      },
    };
  }),
  ...knexMakers<InventorySubject>((knex) => ({
    port: new KnexOutletInventory(knex),
    addItem: (item) => insertOutletItem(knex, {
      sku: item.sku, display_sku: item.displaySku, title: item.title, variant_details: item.variantDetails, price: item.price,
      discount_price: item.discountPrice, total_quantity: item.total,
    }),
    async hold(itemId, hold) {
      const date = (ms: number | null) => (ms === null ? null : new Date(ms));
      await knex('outlet_reservations').insert({
        outlet_item_id: itemId, reserved_by: '0911111111', created_at: new Date(hold.expiresAt - HOUR), expires_at: new Date(hold.expiresAt),
        confirmed_at: date(hold.confirmedAt), released_at: date(hold.releasedAt),
      });
    },
  })),
], (subject) => {
  const item = (overrides: Partial<Omit<FakeInventoryItem, 'id'>> = {}) => {
    const sku = `INV-${unique()}`;
    return { sku, displaySku: `${sku}-BK-M`, title: '羊毛外套', variantDetails: '黑色 / M', price: 3280, discountPrice: 1290, total: 4, ...overrides };
  };

  it('counts an item\'s holds: reserved awaits checkout, sold was confirmed, available is the total minus both, never below 0', async () => {
    const fields = item({ total: 3 });
    const id = await subject().addItem(fields);
    const later = NOW.getTime() + HOUR;
    await subject().hold(id, { expiresAt: later, confirmedAt: null, releasedAt: null });
    await subject().hold(id, { expiresAt: NOW.getTime() - HOUR, confirmedAt: NOW.getTime() - 2 * HOUR, releasedAt: null });
    await subject().hold(id, { expiresAt: later, confirmedAt: NOW.getTime() - HOUR, releasedAt: null });
    // Expired at this very instant, or released: no unit taken.
    await subject().hold(id, { expiresAt: NOW.getTime(), confirmedAt: null, releasedAt: null });
    await subject().hold(id, { expiresAt: later, confirmedAt: null, releasedAt: NOW.getTime() });
    const { items, total } = await subject().port.list({ page: 1, limit: 10, q: fields.sku, now: NOW });
    expect(total).toBe(1);
    expect(items).toEqual([{ id, ...fields, reserved: 1, sold: 2, available: 0, category: null }]);

    const roomy = await subject().addItem(item({ total: 5 }));
    await subject().hold(roomy, { expiresAt: later, confirmedAt: null, releasedAt: null });
    expect((await subject().port.list({ page: 1, limit: 500, now: NOW })).items.find((row) => row.id === roomy)).toMatchObject({ reserved: 1, sold: 0, available: 4 });
    // An hour on, the unconfirmed hold has lapsed.
    expect((await subject().port.list({ page: 1, limit: 500, now: new Date(later) })).items.find((row) => row.id === roomy)).toMatchObject({ reserved: 0, sold: 0, available: 5 });
  });

  it('searches part of the sku, display sku or title, case-insensitively, id ascending, page by page', async () => {
    const word = `Qz${unique()}`;
    const bySku = await subject().addItem(item({ sku: `SKU-${word}-1` }));
    const byDisplay = await subject().addItem(item({ displaySku: `D-${word.toUpperCase()}` }));
    const byTitle = await subject().addItem(item({ title: `外套 ${word.toLowerCase()} 黑` }));
    await subject().addItem(item());
    const q = word.toLowerCase();
    expect(await subject().port.list({ page: 1, limit: 2, q, now: NOW })).toEqual({ total: 3, items: [expect.objectContaining({ id: bySku }), expect.objectContaining({ id: byDisplay })] });
    expect((await subject().port.list({ page: 2, limit: 2, q: ` ${word.toUpperCase()} `, now: NOW })).items.map((row) => row.id)).toEqual([byTitle]);
    const all = await subject().port.list({ page: 1, limit: 1000, now: NOW });
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items.map((row) => row.id)).toEqual([...all.items.map((row) => row.id)].sort((a, b) => a - b));
  });
});
