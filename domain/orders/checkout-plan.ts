import { existingLineHold, type StoredHold } from '../cart/reserve-decision';
import { refuse, type Outcome } from '../shared/result';
import type { Instant } from '../shared/time';
import { orderSourceOf, type OrderSource } from './order-source';

/**
 * What checkout makes of a cart (spec 2, sections 4 and 5), pure so that the database adapter (inside its
 * locked transaction) and the in-memory fake decide alike. The amounts come from the server's own catalogue
 * rows read in that transaction, never from the request: a tampered total or price changes nothing.
 *
 * - A line whose reservation is already confirmed was sold by an earlier checkout: it is not sold again
 *   (it is left out, and left where it is).
 * - Every other outlet line must still hold its unit for this buyer (unreleased, unexpired, reserved by the
 *   phone checking out); otherwise 'Your cart contains expired items. Please remove them and try again.'
 * - A line the shop cannot price (a marketplace line, an item that no longer exists) refuses the checkout:
 *   there is no marketplace catalogue on the server yet, and a price from the browser is never trusted.
 * - Nothing left to sell: 'Your cart is empty'. As in the storefront's gate (cart/checkout-readiness.ts),
 *   expired comes before empty.
 */
export interface CheckoutLine {
  lineId: number;
  itemType: string;
  itemId: number;
  variantId: string | null;
  reservationId: number | null;
  /** The line's reservation; null when it holds none. */
  hold: StoredHold | null;
  /** The phone the reservation was made for. */
  reservedBy: string | null;
  /** The catalogue row of the item, read by the server; null when it no longer exists. */
  item: { title: string; sku: string | null; price: number; discountPrice: number; imageUrl: string | null } | null;
}

export interface PlannedOrderItem {
  itemType: string;
  itemId: number;
  variantId: string | null;
  title: string;
  sku: string | null;
  price: number;
  discountPrice: number;
  quantity: number;
  imageUrl: string | null;
  reservationId: number | null;
  lineId: number;
}

export interface CheckoutPlan {
  items: PlannedOrderItem[];
  /** Whole NT$: the sum of the items' discount prices (quantity is always 1). */
  totalAmount: number;
  orderSource: OrderSource;
}

export type CheckoutRefusal = 'CART_HAS_EXPIRED_ITEMS' | 'CART_ITEM_UNAVAILABLE' | 'CART_EMPTY';

export function planCheckout(lines: readonly CheckoutLine[], buyerPhone: string, now: Instant): Outcome<CheckoutPlan, CheckoutRefusal> {
  const open = lines.filter((line) => !(line.itemType === 'outlet' && existingLineHold({ hold: line.hold }, now) === 'confirmed'));
  const lapsed = open.some((line) => line.itemType === 'outlet' && (existingLineHold({ hold: line.hold }, now) !== 'active' || line.reservedBy !== buyerPhone));
  if (lapsed) return refuse('CART_HAS_EXPIRED_ITEMS');
  if (open.some((line) => line.itemType !== 'outlet' || line.item === null)) return refuse('CART_ITEM_UNAVAILABLE');
  if (open.length === 0) return refuse('CART_EMPTY');
  const items = open.map((line): PlannedOrderItem => {
    const item = line.item!;
    return {
      itemType: line.itemType, itemId: line.itemId, variantId: line.variantId, title: item.title, sku: item.sku,
      price: item.price, discountPrice: item.discountPrice, quantity: 1, imageUrl: item.imageUrl,
      reservationId: line.reservationId, lineId: line.lineId,
    };
  });
  return {
    ok: true,
    items,
    totalAmount: items.reduce((sum, item) => sum + item.discountPrice * item.quantity, 0),
    orderSource: orderSourceOf(items.map((item) => item.itemType)) ?? 'outlet',
  };
}
