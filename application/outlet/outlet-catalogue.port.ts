import type { OutletItemDetail, OutletListItem } from '../../domain/outlet/outlet-item';

/**
 * Read side of the outlet stock. Implemented by adapters/persistence (knex + Objection, SQLite or MySQL).
 * Availability (total_quantity minus active reservations and sales) is computed by the implementation in
 * one query, so the list never needs one query per item.
 */
export interface OutletCatalogue {
  /** Every outlet item, variants included, in a stable order (id ascending). */
  listItems(): Promise<OutletListItem[]>;
  findItem(id: number): Promise<OutletItemDetail | undefined>;
  /** The items sharing a sku, id ascending; empty when the sku is unknown. */
  findVariants(sku: string): Promise<OutletListItem[]>;
}

export const OUTLET_CATALOGUE = Symbol.for('OutletCatalogue');
