import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-reducer';
import {
  cartTabCounts,
  isCartItemType,
  isPaymentMethod,
  paymentBanner,
  paymentMethodText,
  showsRetryButton,
  statusChip,
  subtotalsByType,
  type CartItemType,
  type PaymentScreenState,
} from '../../domain';
import type { OrderItem } from './order-api';

export const selectOrderConfirmation = (state: RootState) => state.orderConfirmation;

/** The server's state once known, else what the return parameters said (spec 2 §2.5, §4). */
export const selectScreenState = (state: RootState): PaymentScreenState | null =>
  state.orderConfirmation.serverState ?? state.orderConfirmation.returnState;

/**
 * Back from the card page without paying (?payment=back, issue #9) and the order still awaits payment: the
 * awaiting-payment notice (retry, restore the cart) shows instead of 'Processing payment...', which would
 * promise a result that is not coming. A late payment turns the status to PAID and the notice goes.
 */
export const selectAwaitingPayment = (state: RootState): boolean =>
  state.orderConfirmation.returnedWithoutPaying && state.orderConfirmation.serverState === 'processing';

export const selectBanner = createSelector([selectScreenState, selectAwaitingPayment], (screenState, awaiting) =>
  screenState && !awaiting ? { state: screenState, ...paymentBanner(screenState) } : null,
);

export const selectShowsRetry = (state: RootState): boolean =>
  showsRetryButton(selectScreenState(state), state.orderConfirmation.longProcessing);

export const selectStatusChip = createSelector([selectScreenState], (screenState) => statusChip(screenState));

export const selectPaymentMethodText = createSelector(
  [selectScreenState, (state: RootState) => state.orderConfirmation.order?.payment_method],
  (screenState, method) => paymentMethodText(screenState, isPaymentMethod(method) ? method : null),
);

/** An order item as the items card shows it: its kind known (unknown kinds count as outlet), line total with quantity. */
export interface OrderItemRow {
  key: string;
  item: OrderItem;
  type: CartItemType;
  quantity: number;
  lineTotal: number;
}

function toRow(item: OrderItem, index: number): OrderItemRow {
  const type: CartItemType = isCartItemType(item.item_type) ? item.item_type : 'outlet';
  const quantity = Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 1;
  return { key: `${String(item.id ?? item.item_id ?? '')}:${index}`, item, type, quantity, lineTotal: item.discount_price * quantity };
}

export const selectOrderItemRows = createSelector([(state: RootState) => state.orderConfirmation.items], (items) => items.map(toRow));

/** Tab counts and per-type subtotals, through the cart's domain rules (quantity folded into the line total). */
export const selectOrderItemTotals = createSelector([selectOrderItemRows], (rows) => ({
  counts: cartTabCounts(rows.map((row) => ({ item_type: row.type }))),
  subtotals: subtotalsByType(rows.map((row) => ({ item_type: row.type, discount_price: row.lineTotal }))),
}));
