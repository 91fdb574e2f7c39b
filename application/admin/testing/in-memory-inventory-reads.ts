import { HOLD_AWAITS_CHECKOUT, HOLD_SOLD, HOLD_TAKES_UNIT, holdMatches, type StoredHold } from '../../../domain/cart/hold-rules';
import type { InventoryReads, InventoryRow } from '../inventory-reads.port';

/** An outlet item as the staff inventory reads it: the row without its counts. */
export type FakeInventoryItem = Omit<InventoryRow, 'reserved' | 'sold' | 'available' | 'category'> & { category?: string | null };

/**
 * InventoryReads in memory: items and the holds a test places on them, counted with THE hold rules of
 * domain/cart/hold-rules.ts, as the knex adapter compiles them (inventory-reads.contract.test.ts).
 */
export class InMemoryInventoryReads implements InventoryReads {
  readonly items = new Map<number, FakeInventoryItem>();
  readonly holds: Array<StoredHold & { itemId: number }> = [];

  async list(query: { page: number; limit: number; q?: string; now: Date }): Promise<{ items: InventoryRow[]; total: number }> {
    const needle = query.q?.trim().toLowerCase();
    const matching = [...this.items.values()]
      .filter((item) => !needle || [item.sku, item.displaySku, item.title].some((text) => text.toLowerCase().includes(needle)))
      .sort((a, b) => a.id - b.id);
    const page = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
    return {
      total: matching.length,
      items: page.map((item) => {
        const count = (rule: typeof HOLD_SOLD) => this.holds.filter((hold) => hold.itemId === item.id && holdMatches(rule, hold, query.now)).length;
        return { ...item, category: item.category ?? null, reserved: count(HOLD_AWAITS_CHECKOUT), sold: count(HOLD_SOLD), available: Math.max(0, item.total - count(HOLD_TAKES_UNIT)) };
      }),
    };
  }
}
