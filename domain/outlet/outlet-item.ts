/**
 * Outlet (clearance) items as the storefront sees them (spec 2, section 3). Field names are the wire
 * names of the API, snake_case, so that the server, the web client and an integrator share one shape.
 * Items that share a sku are the variants of one product card.
 */

/** 'Default' in variant_details means the item has no variant (spec 2, section 3). */
export const DEFAULT_VARIANT = 'Default';

/** One row of GET /api/outlet/list and GET /api/outlet/variants/{sku}. Money: whole NT$. */
export interface OutletListItem {
  id: number;
  title: string;
  sku: string;
  /** Original price. */
  price: number;
  discount_price: number;
  image_url: string;
  /** ISO-8601 UTC timestamp. */
  created_at: string;
  variant_details: string;
  display_sku: string;
  total_quantity: number;
  reserved_count: number;
  /** Optional on the wire: when absent, availability is total_quantity - reserved_count. */
  available_count?: number;
  /** The card's category (domain/outlet/categories.ts); absent when it has none. */
  category?: string;
}

/** One picture of an outlet item; all_images holds a JSON string of these. */
export interface OutletImage {
  id: number;
  src: string;
  position: number;
}

/** GET /api/outlet/item/{id} (spec 2, section 3, "Outlet product (detail)"). */
export interface OutletItemDetail {
  id: number;
  sku: string;
  title: string;
  variant_title: string;
  variant_details: string;
  price: number;
  discount_price: number;
  image_url: string;
  /** A JSON string of OutletImage[] (the spec's shape). */
  all_images: string;
  description: string;
  available_count: number;
  available_quantity: number;
  total_quantity: number;
  display_sku: string;
}

/** The four sort modes of the outlet list (spec 2, section 4); discount is the default. */
export type OutletSortMode = 'discount' | 'price-low' | 'price-high' | 'newest';
export const OUTLET_SORT_MODES: readonly OutletSortMode[] = ['discount', 'price-low', 'price-high', 'newest'];
export const DEFAULT_OUTLET_SORT: OutletSortMode = 'discount';

/** One product card: the items sharing a sku, in a stable order. */
export interface OutletProductGroup {
  sku: string;
  /** The first item of the group: title, picture and created_at of the card. */
  primary: OutletListItem;
  variants: OutletListItem[];
}
