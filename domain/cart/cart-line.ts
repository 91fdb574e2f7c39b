import { DEFAULT_VARIANT } from '../outlet/outlet-item';

/**
 * One line of the shared cart (spec 1, section 3 "Cart item"; spec 2, section 3 "Cart line"), with the wire
 * names of the API. Identity is item_type + item_id + variant_id (design.md, section 2); quantity is 1.
 */
export type CartItemType = 'outlet' | 'shopee';
export const CART_ITEM_TYPES: readonly CartItemType[] = ['outlet', 'shopee'];
export const DEFAULT_CART_ITEM_TYPE: CartItemType = 'outlet';
export const UNKNOWN_ITEM_TITLE = 'Unknown Item';
/** At most this many lines per merge: a local cart larger than that is not a shopper's. */
export const MAX_MERGE_ITEMS = 100;
/** Cart quantity is always 1 (spec 1, section 9). */
export const CART_QUANTITY = 1;

/** Ids arrive as numbers from the database and sometimes as strings (Shopee model ids, local storage). */
export type CartId = number | string;

/** Outlet lines only: the unit held for the shopper (spec 2, section 4). */
export interface CartReservation {
  /** ISO-8601 UTC; null when the server has no expiry for the line. */
  expires_at: string | null;
  is_confirmed: boolean;
}

export interface CartLine {
  id: CartId;
  item_id: CartId;
  item_type: CartItemType;
  title: string;
  /** Original price, whole NT$. */
  price: number;
  discount_price: number;
  image_url?: string | null;
  quantity: number;
  sku?: string | null;
  display_sku?: string | null;
  has_variations?: boolean;
  variant_details?: string | null;
  variant_title?: string | null;
  variant_id?: CartId | null;
  reservation?: CartReservation | null;
  /** Shopee lines: 'sold_out' or 'unavailable' once the synced catalogue no longer sells the model (issue 11). */
  availability?: CartLineAvailability;
}

/** What the server says of a shopee line's model: checkout waits until a sold-out or unavailable line is removed. */
export type CartLineAvailability = 'available' | 'sold_out' | 'unavailable';

/** A line as it may arrive (server, local storage, an add payload): the defaulted fields may be missing. */
export type CartLineInput = Omit<CartLine, 'item_id' | 'item_type' | 'title' | 'quantity' | 'price' | 'discount_price'> & {
  item_id?: CartId | null;
  item_type?: string | null;
  title?: string | null;
  quantity?: number | null;
  price?: number | string | null;
  discount_price?: number | string | null;
};

function toAmount(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

export function isCartItemType(value: unknown): value is CartItemType {
  return value === 'outlet' || value === 'shopee';
}

/**
 * Applies the spec's defaults (spec 1, section 3): item_type 'outlet', title 'Unknown Item', quantity 1.
 * item_id falls back to the line id (spec 2, section 2.3: "the item id, else the line id"); prices that
 * arrive as strings (MySQL DECIMAL) become numbers; a discount_price that is missing reads as the price.
 */
export function toCartLine(input: CartLineInput): CartLine {
  const price = toAmount(input.price);
  const hasDiscount = input.discount_price !== null && input.discount_price !== undefined && input.discount_price !== '';
  return {
    ...input,
    item_id: input.item_id ?? input.id,
    item_type: isCartItemType(input.item_type) ? input.item_type : DEFAULT_CART_ITEM_TYPE,
    title: input.title && input.title.trim() !== '' ? input.title : UNKNOWN_ITEM_TITLE,
    price,
    discount_price: hasDiscount ? toAmount(input.discount_price) : price,
    quantity: CART_QUANTITY,
  };
}

/** What identifies a line: the same product in the same variant is one line. */
export type CartLineIdentity = Pick<CartLine, 'item_type' | 'item_id' | 'variant_id'>;

/** A string key for maps and sets; ids compare as text so 12 and '12' are the same item. */
export function cartLineKey(line: CartLineIdentity): string {
  const variant = line.variant_id === null || line.variant_id === undefined ? '' : String(line.variant_id);
  return `${line.item_type}:${String(line.item_id)}:${variant}`;
}

export function sameCartLine(a: CartLineIdentity, b: CartLineIdentity): boolean {
  return cartLineKey(a) === cartLineKey(b);
}

/** 'Default' variant details mean "no variant": the chip is omitted (spec 2, section 2.3). */
export function variantChipText(line: Pick<CartLine, 'variant_details'>): string | null {
  const details = line.variant_details?.trim();
  return details && details !== DEFAULT_VARIANT ? details : null;
}

/** Where a line's title links: /product/{id} or /shopee-product/{id}, id = item id else line id (spec 2, section 2.3). */
export function cartLineProductPath(line: Pick<CartLine, 'item_type' | 'item_id' | 'id'>): string {
  const id = String(line.item_id ?? line.id);
  return line.item_type === 'shopee' ? `/shopee-product/${id}` : `/product/${id}`;
}
