import type { Knex } from 'knex';
import type {
  QuantityApplied, ShopifyStock, ShopifyVariantRecord, StockConflict, VariantApplied,
} from '../../../application/shopify/shopify-stock.port';
import { reconcileShopifyQuantity } from '../../../domain/shopify/stock-rules';
import { databaseKind } from '../knex-factory';
import { countActiveHolds } from '../outlet/availability';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { inWriteTransaction, isUniqueViolation } from '../write-transaction';

const ITEMS = 'outlet_items';
const CONFLICTS = 'shopify_stock_conflicts';

interface LockedItem {
  id: number;
  total_quantity: number | string;
  shopify_variant_id: string;
}

interface ConflictRow {
  shopify_variant_id: string;
  outlet_item_id: number | string;
  shopify_quantity: number | string;
  committed: number | string;
  total_quantity: number | string;
  detected_by: string;
  detected_at: StoredDateTime;
}

/**
 * ShopifyStock over outlet_items (columns of migration 20261129_1302) and shopify_stock_conflicts.
 *
 * Each variant is one write transaction (inWriteTransaction: READ COMMITTED on MySQL, the write lock first on
 * SQLite, lock conflicts retried): the item's row is locked (MySQL SELECT ... FOR UPDATE, the same lock every
 * reservation of the item takes first, decision 4), the units held or sold here are counted with the outlet's one
 * rule (countActiveHolds: HOLD_TAKES_UNIT), and domain reconcileShopifyQuantity decides the total. So a shopper
 * reserving the item at the same moment either reserved before (and is counted) or waits and sees the new total.
 * A conflict row is written or deleted in the same transaction.
 */
export class KnexShopifyStock implements ShopifyStock {
  constructor(private readonly knex: Knex) {}

  async applyVariant(record: ShopifyVariantRecord, now: Date): Promise<VariantApplied> {
    try {
      return await this.applyVariantOnce(record, now);
    } catch (error) {
      // Two writers inserted the same new variant: the UNIQUE index kept one; update it.
      if (!isUniqueViolation(error)) throw error;
      return this.applyVariantOnce(record, now);
    }
  }

  private applyVariantOnce(record: ShopifyVariantRecord, now: Date): Promise<VariantApplied> {
    return inWriteTransaction(this.knex, async (trx) => {
      const item = await this.lock(trx, 'shopify_variant_id', record.variantId);
      const fields = {
        sku: record.sku, title: record.title, variant_title: record.variantTitle, variant_details: record.variantDetails,
        display_sku: record.displaySku, price: record.price, discount_price: record.discountPrice, image_url: record.imageUrl,
        all_images: record.allImages, description: record.description, shopify_product_id: record.productId,
        shopify_inventory_item_id: record.inventoryItemId, source: 'shopify', updated_at: now,
        // Shopify's product type files the product; a product without one keeps what staff gave it (issue 28).
        ...(record.category !== null ? { category: record.category } : {}),
      };
      if (!item) {
        // Nothing can be held or sold of an item that did not exist: Shopify's quantity as it is.
        const { total } = reconcileShopifyQuantity(record.quantity, 0);
        const [id] = await trx(ITEMS).insert({ ...fields, shopify_variant_id: record.variantId, total_quantity: total, created_at: now });
        return { outcome: 'created', outletItemId: Number(id), conflict: null };
      }
      const conflict = await this.settleQuantity(trx, item, record.quantity, 'sync', now, fields);
      return { outcome: 'updated', outletItemId: Number(item.id), conflict };
    });
  }

  async applyQuantity(inventoryItemId: string, quantity: number, now: Date): Promise<QuantityApplied> {
    return inWriteTransaction(this.knex, async (trx) => {
      const item = await this.lock(trx, 'shopify_inventory_item_id', inventoryItemId);
      if (!item) return { outcome: 'unknown' };
      const conflict = await this.settleQuantity(trx, item, quantity, 'webhook', now, { updated_at: now });
      return { outcome: 'updated', outletItemId: Number(item.id), conflict };
    });
  }

  async listConflicts(limit: number): Promise<{ conflicts: StockConflict[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.knex(CONFLICTS).select<ConflictRow[]>('*').orderBy([{ column: 'detected_at', order: 'desc' }, { column: 'shopify_variant_id', order: 'asc' }]).limit(limit),
      this.knex(CONFLICTS).count({ total: '*' }),
    ]);
    return { conflicts: rows.map(toConflict), total: Number((count as { total: number | string }).total) };
  }

  async countItems(): Promise<number> {
    const [row] = await this.knex(ITEMS).where({ source: 'shopify' }).count({ total: '*' });
    return Number((row as { total: number | string }).total);
  }

  private async lock(trx: Knex.Transaction, column: 'shopify_variant_id' | 'shopify_inventory_item_id', value: string): Promise<LockedItem | undefined> {
    const query = trx(ITEMS).where(column, value).orderBy('id').first<LockedItem | undefined>('id', 'total_quantity', 'shopify_variant_id');
    return databaseKind(trx) === 'mysql' ? query.forUpdate() : query;
  }

  /** Under the row lock: the new total by the domain rule, the fields, and the conflict row kept or removed. */
  private async settleQuantity(
    trx: Knex.Transaction, item: LockedItem, quantity: number, by: StockConflict['detectedBy'], now: Date, fields: Record<string, unknown>,
  ): Promise<StockConflict | null> {
    const committed = await countActiveHolds(trx, Number(item.id), now);
    const decision = reconcileShopifyQuantity(quantity, committed);
    await trx(ITEMS).where({ id: item.id }).update({ ...fields, total_quantity: decision.total });
    if (!decision.conflict) {
      await trx(CONFLICTS).where({ shopify_variant_id: item.shopify_variant_id }).delete();
      return null;
    }
    const conflict: StockConflict = {
      variantId: item.shopify_variant_id, outletItemId: Number(item.id), shopifyQuantity: decision.conflict.shopifyQuantity,
      committed: decision.conflict.committed, totalQuantity: decision.total, detectedBy: by, detectedAt: now,
    };
    await trx(CONFLICTS).insert({
      shopify_variant_id: conflict.variantId, outlet_item_id: conflict.outletItemId, shopify_quantity: conflict.shopifyQuantity,
      committed: conflict.committed, total_quantity: conflict.totalQuantity, detected_by: by, detected_at: now,
    }).onConflict('shopify_variant_id').merge();
    return conflict;
  }
}

function toConflict(row: ConflictRow): StockConflict {
  return {
    variantId: row.shopify_variant_id, outletItemId: Number(row.outlet_item_id), shopifyQuantity: Number(row.shopify_quantity),
    committed: Number(row.committed), totalQuantity: Number(row.total_quantity), detectedBy: row.detected_by === 'webhook' ? 'webhook' : 'sync',
    detectedAt: new Date(toIsoUtc(row.detected_at)),
  };
}
