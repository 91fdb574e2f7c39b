import { HOLD_AWAITS_CHECKOUT, HOLD_SOLD, HOLD_TAKES_UNIT, holdMatches, type StoredHold } from '../../../domain/cart/hold-rules';
import { databasesUnderTest } from '../testing/databases-under-test';
import { KnexOutletCatalogue } from './knex-outlet-catalogue';
import { KnexOutletInventory } from './knex-outlet-inventory';

/** A small deterministic generator, so a failure names the same rows again. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536) % n; // the high bits: the low ones of this generator cycle quickly
  };
}

describe.each(databasesUnderTest)('the staff inventory on $name', (database) => {
  it('counts reserved (HOLD_AWAITS_CHECKOUT), sold (HOLD_SOLD) and available (total minus HOLD_TAKES_UNIT) exactly as the domain evaluates the rules, and as the shop lists them', async () => {
    const { knex, close } = await database.open();
    try {
      const now = new Date('2026-11-29T08:00:00.000Z');
      const random = generator(20261129);
      const base = { variant_title: '', variant_details: 'Default', price: 1000, discount_price: 600, image_url: '', all_images: '[]', description: '', created_at: now, updated_at: now };
      const items = Array.from({ length: 12 }, (_, index) => ({ ...base, sku: `RULE-${index}`, display_sku: `RULE-${index}`, title: `Rule ${index}`, total_quantity: random(6) }));
      await knex('outlet_items').insert(items);
      const ids: number[] = (await knex('outlet_items').select('id').orderBy('id')).map((row: { id: number }) => Number(row.id));
      const holds: Array<StoredHold & { itemId: number }> = [];
      for (const itemId of ids) {
        for (let index = random(7); index > 0; index -= 1) {
          const expiresAt = now.getTime() + (random(3) - 1) * 3_600_000 + (random(2) === 0 ? 0 : 1); // past, exactly now, or future
          holds.push({ itemId, expiresAt, confirmedAt: random(3) === 0 ? now.getTime() : null, releasedAt: random(4) === 0 ? now.getTime() : null });
        }
      }
      for (const hold of holds) {
        await knex('outlet_reservations').insert({
          outlet_item_id: hold.itemId, reserved_by: '0911111111', created_at: now, expires_at: new Date(hold.expiresAt),
          confirmed_at: hold.confirmedAt === null ? null : new Date(hold.confirmedAt), released_at: hold.releasedAt === null ? null : new Date(hold.releasedAt),
        });
      }
      const { items: rows, total } = await new KnexOutletInventory(knex).list({ page: 1, limit: 100, q: 'rule-', now });
      expect(total).toBe(12);
      const listed = await new KnexOutletCatalogue(knex, { now: () => now }).listItems();
      for (const [index, row] of rows.entries()) {
        const mine = holds.filter((hold) => hold.itemId === row.id);
        const count = (rule: typeof HOLD_SOLD) => mine.filter((hold) => holdMatches(rule, hold, now)).length;
        expect({ id: row.id, reserved: row.reserved, sold: row.sold, available: row.available }).toEqual({
          id: ids[index], reserved: count(HOLD_AWAITS_CHECKOUT), sold: count(HOLD_SOLD),
          available: Math.max(0, items[index].total_quantity - count(HOLD_TAKES_UNIT)),
        });
        expect(listed.find((item) => item.id === row.id)?.available_count).toBe(row.available);
      }
      expect(rows.some((row) => row.reserved > 0) && rows.some((row) => row.sold > 0) && rows.some((row) => row.available === 0)).toBe(true);
    } finally {
      await close();
    }
  });
});
