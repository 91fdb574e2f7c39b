import type { Knex } from 'knex';
import type { InventoryReads, InventoryRow } from '../../../application/admin/inventory-reads.port';
import { HOLD_SOLD } from '../../../domain/cart/hold-rules';
import { availableUnits, withReservedCount } from './availability';
import { whereHold } from './hold-sql';

interface InventoryRecord {
  id: number;
  sku: string;
  title: string;
  variant_details: string;
  display_sku: string;
  price: number | string;
  discount_price: number | string;
  total_quantity: number | string;
  reserved_count: number | string;
  sold_count: number | string;
  category: string | null;
}

/**
 * The staff inventory (application/admin/inventory-reads.port.ts) from outlet_items and outlet_reservations.
 *
 * No second formula: the units a hold takes are counted by the storefront list's own withReservedCount
 * (HOLD_TAKES_UNIT compiled by hold-sql.ts), and available is availability.ts availableUnits of the same two
 * numbers, so the console and the shop cannot disagree. Sold is HOLD_SOLD compiled the same way; reserved is
 * the rest of the taken units. HOLD_TAKES_UNIT is exactly HOLD_SOLD or HOLD_AWAITS_CHECKOUT, two disjoint rules
 * (confirmed or not), so taken - sold is the HOLD_AWAITS_CHECKOUT count (checked against holdMatches by
 * knex-outlet-inventory.test.ts). One page is one query: both counts are grouped derived tables LEFT JOINed.
 */
export class KnexOutletInventory implements InventoryReads {
  constructor(private readonly knex: Knex) {}

  async list(query: { page: number; limit: number; q?: string; now: Date }): Promise<{ items: InventoryRow[]; total: number }> {
    const filtered = () => {
      const builder = this.knex('outlet_items');
      const needle = query.q?.trim().toLowerCase();
      if (needle) {
        // INSTR, not LIKE: the text is never a pattern (decision 11); lower() on both sides on both engines.
        builder.where((where) => {
          for (const column of ['outlet_items.sku', 'outlet_items.display_sku', 'outlet_items.title']) {
            where.orWhereRaw('INSTR(LOWER(??), ?) > 0', [column, needle]);
          }
        });
      }
      return builder;
    };
    const [countRow] = await filtered().count({ total: '*' });
    const sold = whereHold(
      this.knex('outlet_reservations').select('outlet_reservations.outlet_item_id').count({ sold_count: '*' }), HOLD_SOLD, query.now,
    ).groupBy('outlet_reservations.outlet_item_id').as('sold');
    const page = filtered()
      .select('outlet_items.id', 'outlet_items.sku', 'outlet_items.title', 'outlet_items.variant_details', 'outlet_items.display_sku',
        'outlet_items.price', 'outlet_items.discount_price', 'outlet_items.total_quantity', 'outlet_items.category')
      .leftJoin(sold, 'sold.outlet_item_id', 'outlet_items.id')
      .select(this.knex.raw('coalesce(sold.sold_count, 0) as sold_count'))
      .orderBy('outlet_items.id', 'asc').limit(query.limit).offset((query.page - 1) * query.limit);
    const records: InventoryRecord[] = await withReservedCount(this.knex, page, query.now);
    return {
      total: Number((countRow as { total: number | string }).total),
      items: records.map((record) => {
        const taken = Number(record.reserved_count);
        const soldCount = Number(record.sold_count);
        return {
          id: Number(record.id), sku: record.sku, title: record.title, variantDetails: record.variant_details, displaySku: record.display_sku,
          price: Number(record.price), discountPrice: Number(record.discount_price), total: Number(record.total_quantity),
          reserved: taken - soldCount, sold: soldCount, available: availableUnits(record.total_quantity, taken),
          category: record.category ?? null,
        };
      }),
    };
  }
}
