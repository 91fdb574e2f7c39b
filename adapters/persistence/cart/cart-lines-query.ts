import type { Knex } from 'knex';
import { cartRefOf, type CartName } from '../../../application/cart/cart-ref';

/** Outlet lines have no variant of their own: their identity's variant part is always ''. */
export const NO_VARIANT_KEY = '';

/** The WHERE of a cart's lines: its phone and key hash (application/cart/cart-ref.ts). */
export function lineOf(cart: CartName): { 'cart_lines.phone': string; 'cart_lines.cart_key': string } {
  const { phone, keyHash } = cartRefOf(cart);
  return { 'cart_lines.phone': phone, 'cart_lines.cart_key': keyHash };
}

export function countLinesIn(knex: Knex, cart: CartName): Promise<number> {
  return knex('cart_lines').where(lineOf(cart)).count({ count: '*' }).then(([row]) => Number((row as { count: number | string }).count));
}

/** The lines with their outlet item and reservation, as the wire CartLine needs them. */
export function linesQuery(knex: Knex) {
  return knex('cart_lines')
    .leftJoin('outlet_items', (join) => join.on('outlet_items.id', '=', 'cart_lines.item_id').andOnVal('cart_lines.item_type', '=', 'outlet'))
    .leftJoin('outlet_reservations', 'outlet_reservations.id', 'cart_lines.reservation_id')
    .select(
      'cart_lines.id', 'cart_lines.item_id', 'cart_lines.item_type', 'cart_lines.variant_id', 'cart_lines.reservation_id',
      'outlet_items.title', 'outlet_items.price', 'outlet_items.discount_price', 'outlet_items.image_url', 'outlet_items.sku',
      'outlet_items.display_sku', 'outlet_items.variant_details', 'outlet_items.variant_title',
      'outlet_reservations.expires_at', 'outlet_reservations.released_at', 'outlet_reservations.confirmed_at',
      'cart_lines.snapshot_title', 'cart_lines.snapshot_variant_name', 'cart_lines.snapshot_price', 'cart_lines.snapshot_image_url',
      'cart_lines.snapshot_variant_sku',
      knex('outlet_items as same_sku').count('*').whereRaw('same_sku.sku = outlet_items.sku').as('sku_items'),
    );
}
