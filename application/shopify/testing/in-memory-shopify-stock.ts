import { HOLD_TAKES_UNIT, holdMatches, type StoredHold } from '../../../domain/cart/hold-rules';
import { reconcileShopifyQuantity } from '../../../domain/shopify/stock-rules';
import type {
  QuantityApplied, ShopifyStock, ShopifyVariantRecord, StockConflict, VariantApplied,
} from '../shopify-stock.port';

/** An outlet item that came from Shopify, as the fake keeps it. */
export interface FakeShopifyItem extends Omit<ShopifyVariantRecord, 'quantity'> {
  id: number;
  totalQuantity: number;
  updatedAt: Date;
}

/**
 * ShopifyStock in memory, for the Shopify use-case tests: outlet items by variant, the holds a test places on
 * them (`hold`), and the open conflicts. It decides with the domain's rules as the knex adapter does (units
 * committed: HOLD_TAKES_UNIT; the total: reconcileShopifyQuantity), kept honest by shopify-stock.contract.test.ts.
 */
export class InMemoryShopifyStock implements ShopifyStock {
  readonly items = new Map<string, FakeShopifyItem>();
  private readonly holds: Array<StoredHold & { itemId: number }> = [];
  private readonly conflicts = new Map<string, StockConflict>();
  private nextId = 1;

  async applyVariant(record: ShopifyVariantRecord, now: Date): Promise<VariantApplied> {
    const { quantity, category, ...rest } = record;
    // Shopify's product type files the item; none keeps the category it has (as the knex adapter does).
    const fields = category !== null ? { ...rest, category } : rest;
    const known = this.items.get(record.variantId);
    if (!known) {
      const item: FakeShopifyItem = { category: null, ...fields, id: this.nextId++, totalQuantity: reconcileShopifyQuantity(quantity, 0).total, updatedAt: new Date(now) };
      this.items.set(record.variantId, item);
      return { outcome: 'created', outletItemId: item.id, conflict: null };
    }
    Object.assign(known, fields);
    return { outcome: 'updated', outletItemId: known.id, conflict: this.settle(known, quantity, 'sync', now) };
  }

  async applyQuantity(inventoryItemId: string, quantity: number, now: Date): Promise<QuantityApplied> {
    const item = [...this.items.values()].sort((a, b) => a.id - b.id).find((candidate) => candidate.inventoryItemId === inventoryItemId);
    if (!item) return { outcome: 'unknown' };
    return { outcome: 'updated', outletItemId: item.id, conflict: this.settle(item, quantity, 'webhook', now) };
  }

  async listConflicts(limit: number): Promise<{ conflicts: StockConflict[]; total: number }> {
    const all = [...this.conflicts.values()].sort((a, b) => b.detectedAt.getTime() - a.detectedAt.getTime() || a.variantId.localeCompare(b.variantId));
    return { conflicts: structuredClone(all.slice(0, limit)), total: all.length };
  }

  async countItems(): Promise<number> {
    return this.items.size;
  }

  /** Test set-up: a shopper's hold (or a sale, when confirmed) on the item of this variant. */
  hold(variantId: string, hold: StoredHold): void {
    const item = this.items.get(variantId);
    if (!item) throw new Error(`no item of ${variantId}`);
    this.holds.push({ ...hold, itemId: item.id });
  }

  private settle(item: FakeShopifyItem, quantity: number, by: StockConflict['detectedBy'], now: Date): StockConflict | null {
    const committed = this.holds.filter((hold) => hold.itemId === item.id && holdMatches(HOLD_TAKES_UNIT, hold, now)).length;
    const decision = reconcileShopifyQuantity(quantity, committed);
    item.totalQuantity = decision.total;
    item.updatedAt = new Date(now);
    if (!decision.conflict) {
      this.conflicts.delete(item.variantId);
      return null;
    }
    const conflict: StockConflict = {
      variantId: item.variantId, outletItemId: item.id, shopifyQuantity: decision.conflict.shopifyQuantity, committed: decision.conflict.committed,
      totalQuantity: decision.total, detectedBy: by, detectedAt: new Date(now),
    };
    this.conflicts.set(item.variantId, conflict);
    return structuredClone(conflict);
  }
}
