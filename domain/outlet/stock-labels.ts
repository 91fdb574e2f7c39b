import { formatMessage, type MessageCode } from '../validation/messages';
import { isLowStock } from './availability';

/** A piece of text produced by a rule: its stable code and the zh-TW words. */
export interface Label<C extends MessageCode = MessageCode> {
  code: C;
  text: string;
}

/** 'Limited stock - buy soon!' when 1 to 3 units remain (spec 2, section 9); otherwise no warning. */
export function lowStockWarning(available: number): Label<'LOW_STOCK'> | null {
  return isLowStock(available) ? { code: 'LOW_STOCK', text: formatMessage('LOW_STOCK') } : null;
}

/** The stock line: 'Remaining {n}' or 'Out of stock' (spec 2, section 9). */
export function stockLabel(available: number): Label<'STOCK_REMAINING' | 'OUT_OF_STOCK'> & { count: number } {
  const count = Math.max(0, Math.floor(Number.isFinite(available) ? available : 0));
  return count > 0
    ? { code: 'STOCK_REMAINING', count, text: formatMessage('STOCK_REMAINING', { n: count }) }
    : { code: 'OUT_OF_STOCK', count, text: formatMessage('OUT_OF_STOCK') };
}

/**
 * The add button of an outlet card (spec 2, section 4):
 * - 'adding': a spinner while that item is being added;
 * - 'in-cart': 'Already in cart' (green); it wins over sold-out, since the shopper may hold the last unit;
 * - 'sold-out': disabled when availability is zero (the selected variant's, or the whole card's when no
 *   variant is chosen: asking to pick a variant on a sold-out card would be a dead end);
 * - 'select-variant': 'Please select a variant' (disabled) when the card has several variants, none chosen;
 * - 'add': 'Add to cart'.
 */
export type AddButtonState = 'add' | 'select-variant' | 'in-cart' | 'adding' | 'sold-out';

export interface AddButtonInput {
  variantCount: number;
  /** Availability of the chosen variant, or null when none is chosen. */
  selectedAvailable: number | null;
  /** Availability summed over the card's variants. */
  groupAvailable: number;
  /** The chosen variant (or the card's only item) is in the cart. */
  inCart: boolean;
  adding: boolean;
}

export function addButtonState(input: AddButtonInput): AddButtonState {
  if (input.adding) return 'adding';
  if (input.inCart) return 'in-cart';
  if (input.selectedAvailable === null) {
    if (input.groupAvailable <= 0) return 'sold-out';
    return input.variantCount > 1 ? 'select-variant' : 'sold-out';
  }
  return input.selectedAvailable > 0 ? 'add' : 'sold-out';
}

const BUTTON_TEXT: Record<AddButtonState, MessageCode> = {
  add: 'ADD_TO_CART',
  'select-variant': 'SELECT_VARIANT',
  'in-cart': 'ALREADY_IN_CART',
  adding: 'ADDING_TO_CART',
  'sold-out': 'OUT_OF_STOCK',
};

/** Text and clickability of the add button; only 'add' can be pressed. */
export function addButtonView(state: AddButtonState): Label & { disabled: boolean } {
  const code = BUTTON_TEXT[state];
  return { code, text: formatMessage(code), disabled: state !== 'add' };
}

/**
 * The product page add button (spec 2, section 5): disabled when stock is 0 or less, while adding, or when
 * the item is already in the cart. No variant choice there: the page shows one item.
 */
export function detailAddButtonState(input: { stock: number; inCart: boolean; adding: boolean }): Exclude<AddButtonState, 'select-variant'> {
  if (input.adding) return 'adding';
  if (input.inCart) return 'in-cart';
  return input.stock > 0 ? 'add' : 'sold-out';
}
