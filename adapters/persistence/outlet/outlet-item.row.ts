/**
 * One outlet_items row as written by the seed, the sync and the tests. Timestamps are Dates (UTC);
 * all_images is the JSON text of OutletImage[].
 */
export interface OutletItemRow {
  sku: string;
  title: string;
  variant_title: string;
  variant_details: string;
  display_sku: string;
  price: number;
  discount_price: number;
  image_url: string;
  all_images: string;
  description: string;
  total_quantity: number;
  created_at: Date;
  updated_at: Date;
  /** The product's category (migration 20261202_0200); absent or null: none. */
  category?: string | null;
}

/**
 * What the drivers hand back for a DATETIME column: a Date from mysql2, epoch milliseconds from
 * better-sqlite3 (knex binds Dates as numbers there), or text when a row was written by hand or by SQL.
 */
export type StoredDateTime = Date | number | string;

/** The columns the list reads: exactly what the list shows, nothing of the detail. */
export interface OutletListRecord {
  id: number;
  sku: string;
  title: string;
  variant_details: string;
  display_sku: string;
  price: number;
  discount_price: number;
  image_url: string;
  total_quantity: number;
  created_at: StoredDateTime;
  /** Absent in rows written by hand in tests: none. */
  category?: string | null;
}

export const OUTLET_LIST_COLUMNS = [
  'id', 'sku', 'title', 'variant_details', 'display_sku', 'price', 'discount_price', 'image_url',
  'total_quantity', 'created_at', 'category',
] as const satisfies readonly (keyof OutletListRecord)[];

/** A whole stored row, as the detail reads it. */
export interface OutletItemRecord extends OutletListRecord {
  variant_title: string;
  all_images: string | null;
  description: string | null;
  updated_at: StoredDateTime;
}
