import { AddToCart } from './add-to-cart';
import { MergeCarts } from './merge-carts';
import { cartFixture, OTHER_PHONE, PHONE } from './testing/test-fixture';

describe('MergeCarts', () => {
  it('adds new outlet items with reservations and skips duplicates, sold-out, unknown and marketplace items', async () => {
    const f = cartFixture([{ id: 1, total_quantity: 1 }, { id: 2, total_quantity: 2 }, { id: 3, total_quantity: 2 }, { id: 4, total_quantity: 1 }]);
    const add = new AddToCart(f.store, f.clock, f.invalidations);
    await add.execute({ phone: PHONE, itemType: 'outlet', itemId: 2 });
    await add.execute({ phone: OTHER_PHONE, itemType: 'outlet', itemId: 4 });
    const merge = new MergeCarts(f.store, f.clock, f.invalidations);
    const result = await merge.execute(PHONE, [
      { item_type: 'outlet', item_id: 1 },
      { item_type: 'outlet', item_id: 2 }, // already in the target cart
      { item_type: 'outlet', item_id: 3 },
      { item_type: 'outlet', item_id: 3, variant_id: 'x' }, // same outlet line again
      { item_type: 'outlet', item_id: 4 }, // sold out
      { item_type: 'outlet', item_id: 404 }, // unknown
      { item_type: 'shopee', item_id: 5, variant_id: 7 },
    ]);
    expect(result.mergedCount).toBe(2);
    expect(result.skippedCount).toBe(5);
    expect(result.items.map((line) => line.item_id)).toEqual([2, 1, 3]);
    expect(f.store.available(1, f.clock.now())).toBe(0);
  });

  it('an empty merge changes nothing and does not invalidate the list', async () => {
    const f = cartFixture();
    const result = await new MergeCarts(f.store, f.clock, f.invalidations).execute(PHONE, []);
    expect(result).toEqual({ mergedCount: 0, skippedCount: 0, limitedCount: 0, limitedItemIds: [], items: [] });
    expect(f.invalidations.count).toBe(0);
  });
});
