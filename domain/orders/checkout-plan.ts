import { existingLineHold, type StoredHold } from '../cart/reserve-decision';
import type { MarketplaceAvailability } from '../marketplace/cart-line-rules';
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
 * - A marketplace (Shopee) line holds nothing (the spec reserves outlet items only): it is priced from the
 *   synced Shopee rows read under lock in the same transaction, and must be available there now. A line
 *   that sold out, became unavailable or vanished refuses the whole checkout, naming the lines (details):
 *   CART_ITEM_SOLD_OUT when every such line only ran out of stock, else CART_ITEM_UNAVAILABLE.
 * - An outlet line whose item no longer exists is CART_ITEM_UNAVAILABLE too.
 * - Nothing left to sell: 'Your cart is empty'. As in the storefront's gate (cart/checkout-readiness.ts),
 *   expired comes before unavailable, and both before empty.
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
  /**
   * The catalogue row of the item, read by the server; null when it no longer exists. For a marketplace line:
   * price is the ORIGINAL price and discountPrice floor(0.9 x price) (domain/money/pricing.ts), variantName the
   * model's name.
   */
  item: {
    title: string; sku: string | null; price: number; discountPrice: number; imageUrl: string | null; variantName?: string | null;
    /** The variant's own SKU (an outlet variant's display_sku, domain/cart/from-outlet.ts); absent: none. */
    variantSku?: string | null;
  } | null;
  /** Marketplace lines: how the line stands now (domain/marketplace/cart-line-rules.ts); absent reads as unavailable. */
  availability?: MarketplaceAvailability;
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
  /**
   * The variant's label as sold: a marketplace model's name, an outlet variant's label as recorded at add
   * ('黑色 / L', issue 22); null for an item without variants and for outlet lines sold before issue 22.
   */
  variantName: string | null;
  /** The variant's own SKU (outlet: OL-JK-1024-BK-L, where sku is the product's OL-JK-1024); null when none. */
  variantSku: string | null;
  reservationId: number | null;
  lineId: number;
}

export interface CheckoutPlan {
  items: PlannedOrderItem[];
  /** Whole NT$: the sum of the items' discount prices (quantity is always 1). */
  totalAmount: number;
  orderSource: OrderSource;
}

export type CheckoutRefusal = 'CART_HAS_EXPIRED_ITEMS' | 'CART_ITEM_UNAVAILABLE' | 'CART_ITEM_SOLD_OUT' | 'CART_EMPTY';

/** The lines that cannot be sold, and why (an outlet item that vanished reads as unavailable). */
export interface UnsellableLine {
  lineId: number;
  availability: Exclude<MarketplaceAvailability, 'available'>;
}

export interface CheckoutRefusalDetails {
  lines: UnsellableLine[];
}

function unsellable(line: CheckoutLine): UnsellableLine | null {
  if (line.item === null) return { lineId: line.lineId, availability: 'unavailable' };
  if (line.itemType === 'outlet') return null;
  const availability = line.itemType === 'shopee' ? line.availability ?? 'unavailable' : 'unavailable';
  return availability === 'available' ? null : { lineId: line.lineId, availability };
}

export function planCheckout(lines: readonly CheckoutLine[], buyerPhone: string, now: Instant): Outcome<CheckoutPlan, CheckoutRefusal, CheckoutRefusalDetails> {
  const open = lines.filter((line) => !(line.itemType === 'outlet' && existingLineHold({ hold: line.hold }, now) === 'confirmed'));
  const lapsed = open.some((line) => line.itemType === 'outlet' && (existingLineHold({ hold: line.hold }, now) !== 'active' || line.reservedBy !== buyerPhone));
  if (lapsed) return refuse('CART_HAS_EXPIRED_ITEMS');
  const problems = open.map(unsellable).filter((problem): problem is UnsellableLine => problem !== null);
  if (problems.length > 0) {
    const code = problems.every((problem) => problem.availability === 'sold_out') ? 'CART_ITEM_SOLD_OUT' : 'CART_ITEM_UNAVAILABLE';
    return refuse(code, { lines: problems });
  }
  if (open.length === 0) return refuse('CART_EMPTY');
  const items = open.map((line): PlannedOrderItem => {
    const item = line.item!;
    return {
      itemType: line.itemType, itemId: line.itemId, variantId: line.variantId, title: item.title, sku: item.sku,
      price: item.price, discountPrice: item.discountPrice, quantity: 1, imageUrl: item.imageUrl,
      variantName: item.variantName ?? null, variantSku: item.variantSku ?? null, reservationId: line.reservationId, lineId: line.lineId,
    };
  });
  return {
    ok: true,
    items,
    totalAmount: items.reduce((sum, item) => sum + item.discountPrice * item.quantity, 0),
    orderSource: orderSourceOf(items.map((item) => item.itemType)) ?? 'outlet',
  };
}
