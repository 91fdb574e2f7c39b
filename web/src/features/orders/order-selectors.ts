import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-reducer';
import {
  cartTabCounts,
  isCartItemType,
  isPaymentMethod,
  paymentBanner,
  formatShopAmount,
  paymentFact,
  paymentFactView,
  paymentMethodText,
  showsRetryButton,
  shownFulfilmentStage,
  statusChip,
  subtotalsByType,
  type CartItemType,
  type FulfilmentStage,
  type PaymentScreenState,
  type StatusChip,
} from '../../domain';
import type { OrderItem } from './order-confirmation-slice';

export const selectOrderConfirmation = (state: RootState) => state.orderConfirmation;

/**
 * Back from the card page without paying (?payment=back: ECPay's Cancel or back-to-shop link, issue #9) while the
 * order is not known yet or still awaits payment. The return is unsigned and changes no order; the screen says what
 * the buyer did (issue 22: the spec's 'Payment cancelled' banner with retry and restore, at once), not
 * 'Processing payment...', which would promise a result that is not coming. A late payment (PAID) still wins.
 */
export const selectAwaitingPayment = (state: RootState): boolean =>
  state.orderConfirmation.returnedWithoutPaying && (state.orderConfirmation.serverState === null || state.orderConfirmation.serverState === 'processing');

/** The server's state once known, else what the return parameters said (spec 2 §2.5, §4). */
export const selectScreenState = (state: RootState): PaymentScreenState | null =>
  selectAwaitingPayment(state) ? 'cancelled' : state.orderConfirmation.serverState ?? state.orderConfirmation.returnState;

export const selectBanner = createSelector([selectScreenState], (screenState) =>
  screenState ? { state: screenState, ...paymentBanner(screenState) } : null,
);

/**
 * Where the parcel is (issue 22): the server's fulfilment stage, or (older server, failed shipment read) the
 * domain's rule over the order's status, method and the shipment's last ECPay code.
 */
export const selectFulfilmentStage = createSelector(
  [(state: RootState) => state.orderConfirmation.order, (state: RootState) => state.orderConfirmation.shipment],
  (order, shipment): FulfilmentStage | null =>
    order
      ? shownFulfilmentStage(shipment?.fulfilment_stage, {
        status: order.status, method: order.payment_method, shippingStatus: shipment?.shipping_status ?? null,
        statusCode: shipment?.history.at(-1)?.status_code ?? null,
      })
      : null,
);

/**
 * Issue 28: whether this visitor may act on the order (pay again, restore its items): the server read it whole,
 * which it does only for the order's token, its signed-in owner or its phone proof. A stranger's view (masked)
 * offers no action: the server would refuse every one of them. Before the order is read, only a browser holding
 * the order's token gets them (at once, issue 22: the buyer back from the card page).
 */
export const selectMayActOnOrder = (state: RootState): boolean => {
  const { order, status, holdsToken } = state.orderConfirmation;
  if (status === 'succeeded' && order !== null) return order.masked !== true;
  return status === 'loading' && holdsToken;
};

export const selectShowsRetry = (state: RootState): boolean =>
  showsRetryButton(selectScreenState(state), state.orderConfirmation.longProcessing);

/**
 * The status chip: spec 2's four words for a card order; a store-payment order tells its payment fact (issue 22:
 * 'pay NT$... at pickup', then 'paid at pickup'), never 'paid' because the shop started fulfilling it.
 */
export const selectStatusChip = createSelector(
  [selectScreenState, (state: RootState) => state.orderConfirmation.order, selectFulfilmentStage],
  (screenState, order, stage): { chip: StatusChip; text: string } => {
    if (order?.payment_method !== 'store_cod') return statusChip(screenState);
    const fact = paymentFact(order.status, order.payment_method, stage);
    if (fact === null) return statusChip(screenState);
    return { chip: fact === 'paid_at_pickup' ? 'paid' : 'awaiting', text: paymentFactView(fact, order.total_amount, formatShopAmount).text };
  },
);

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
