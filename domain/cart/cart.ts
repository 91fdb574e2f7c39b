import { refuse, type Outcome } from '../shared/result';
import { CART_QUANTITY, cartLineKey, sameCartLine, type CartLine, type CartLineIdentity } from './cart-line';
import { isConfirmedLine } from './reservation';

/**
 * Cart rules of spec 1 section 5 and spec 2 sections 4-5, as pure functions over a list of lines. Every
 * function returns a new list and never mutates its input, so a Redux reducer and a use case can share them.
 */

/** Keeps the first line of each identity and the order of the rest ("duplicates are dropped"). */
export function dedupeCartLines<L extends CartLineIdentity>(lines: readonly L[]): L[] {
  const seen = new Set<string>();
  const kept: L[] = [];
  for (const line of lines) {
    const key = cartLineKey(line);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(line);
  }
  return kept;
}

/**
 * Joins the server cart and the local cart: the server's lines come first and win, local lines the server
 * already has are dropped (spec 1, section 4, merge; section 5, "Duplicates from the server or local cart
 * are dropped").
 */
export function mergeCartLines<L extends CartLineIdentity>(serverLines: readonly L[], localLines: readonly L[]): L[] {
  return dedupeCartLines([...serverLines, ...localLines]);
}

export function findCartLine<L extends CartLineIdentity>(lines: readonly L[], target: CartLineIdentity): L | undefined {
  return lines.find((line) => sameCartLine(line, target));
}

export function isInCart(lines: readonly CartLineIdentity[], target: CartLineIdentity): boolean {
  return findCartLine(lines, target) !== undefined;
}

/** Adding a line already in the cart is refused: 'This item is already in your cart.' (spec 1, section 5). */
export function addCartLine<L extends CartLine>(lines: readonly L[], line: L): Outcome<{ lines: L[] }, 'CART_ITEM_DUPLICATE'> {
  if (isInCart(lines, line)) return refuse('CART_ITEM_DUPLICATE');
  return { ok: true, lines: [...lines, { ...line, quantity: CART_QUANTITY }] };
}

/**
 * Quantity is fixed at 1 (spec 1, section 5): an update above 1 is ignored, 0 or less removes the line,
 * 1 changes nothing. Removal through this path obeys the same rule as removeCartLine (confirmed lines stay).
 */
export function updateCartLineQuantity<L extends CartLine>(lines: readonly L[], target: CartLineIdentity, quantity: number): L[] {
  if (quantity > 0 || Number.isNaN(quantity)) return [...lines];
  const outcome = removeCartLine(lines, target);
  return outcome.ok ? outcome.lines : [...lines];
}

/**
 * Removes a line. A confirmed outlet line is refused ('Confirmed items cannot be removed from the cart',
 * spec 2, section 5). For an unconfirmed outlet line the caller must release its reservation (spec 2,
 * section 4): `releaseReservation` says so. Removing a line that is not there is a no-op, not an error,
 * because a remove that failed on the server still updates the local cart (spec 1, section 4).
 */
export function removeCartLine<L extends CartLine>(
  lines: readonly L[],
  target: CartLineIdentity,
): Outcome<{ lines: L[]; removed: L | null; releaseReservation: boolean }, 'CART_ITEM_CONFIRMED'> {
  const line = findCartLine(lines, target);
  if (!line) return { ok: true, lines: [...lines], removed: null, releaseReservation: false };
  if (isConfirmedLine(line)) return refuse('CART_ITEM_CONFIRMED');
  return {
    ok: true,
    lines: lines.filter((other) => other !== line),
    removed: line,
    releaseReservation: line.item_type === 'outlet' && Boolean(line.reservation),
  };
}

export function canRemoveCartLine(line: CartLine): boolean {
  return !isConfirmedLine(line);
}
