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
  /**
   * Every item's numbers alone, id ascending (the same order as listItems): what a reservation, a sale or a stock
   * quantity changes. One query without the text columns, so a list cache can refresh availability without
   * reading the list again (issue 29). With `itemIds`, those items' numbers only (an id that is not an item is
   * simply absent): what a list cache reads after an add that names its item.
   */
  listAvailability(itemIds?: readonly number[]): Promise<OutletAvailability[]>;
}

/** The part of a list item that holds and stock change; the rest changes only with the item itself. */
export type OutletAvailability = Pick<OutletListItem, 'id' | 'total_quantity' | 'reserved_count' | 'available_count'>;

export const OUTLET_CATALOGUE = Symbol.for('OutletCatalogue');
