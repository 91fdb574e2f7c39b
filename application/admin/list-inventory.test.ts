import { FakeClock } from '../shared/testing/fake-clock';
import { ListInventory } from './list-inventory';
import { InMemoryInventoryReads } from './testing/in-memory-inventory-reads';

/** GET /api/admin/inventory (staff): the stock counted at the clock's now, on the fakes. */
describe('ListInventory', () => {
  it('counts the holds at the clock\'s now: a hold that lapsed gives its unit back', async () => {
    const clock = new FakeClock('2026-11-29T08:00:00.000Z');
    const reads = new InMemoryInventoryReads();
    reads.items.set(1, { id: 1, sku: 'OL-1', displaySku: 'OL-1-BK', title: '外套', variantDetails: '黑色', price: 3280, discountPrice: 1290, total: 2 });
    reads.holds.push({ itemId: 1, expiresAt: clock.now().getTime() + 60_000, confirmedAt: null, releasedAt: null });
    const list = new ListInventory(reads, clock);
    expect((await list.execute({ page: 1, limit: 20 })).items[0]).toMatchObject({ reserved: 1, sold: 0, available: 1 });
    clock.advance(60_000);
    expect(await list.execute({ page: 1, limit: 20, q: 'ol-1' })).toEqual({ total: 1, items: [expect.objectContaining({ reserved: 0, available: 2 })] });
  });
});
