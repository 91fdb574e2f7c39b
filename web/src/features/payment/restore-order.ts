import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { checkoutEndpoints } from '../../../../application/contracts/checkout';
import { callApi, type AnswerOf } from '../../api/call-api';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { uiActions } from '../../shell/ui-slice';
import { cartActions } from '../cart/cart-slice';
import { orderTokenHeader } from './order-tokens';

/**
 * 'Restore items to cart' of the retry flow (spec 2 §4, §8), for the checkout panel and the confirmation page:
 * POST restore-from-order with the order's own phone, a toast with the restored and sold-out counts, and the
 * cart read again. Returns whether the items came back.
 */
export function* restoreOrderToCart(orderId: string, phone: string): SagaIterator<boolean> {
  try {
    const answer: AnswerOf<typeof checkoutEndpoints.restoreFromOrder> = yield call(() => callApi(checkoutEndpoints.restoreFromOrder, {
      params: { orderId }, body: { phone }, headers: orderTokenHeader(orderId), defaultMessage: messages.checkoutForm.restoreFailed,
    }));
    const restored = answer.restoredCount;
    const skipped = answer.skippedCount;
    const text = formatMessage('ORDER_ITEMS_RESTORED', { n: restored }) + (skipped > 0 ? formatMessage('ORDER_ITEMS_SOLD_OUT', { m: skipped }) : '');
    yield put(uiActions.toastShown(text, skipped > 0 ? 'warning' : 'success'));
    // phoneSaved always loads the cart, whatever the last load's age: the restored lines show at once.
    yield put(cartActions.phoneSaved(phone));
    return true;
  } catch (error) {
    console.warn('Restoring the order to the cart failed', error);
    yield put(uiActions.toastShown(messages.checkoutForm.restoreFailed, 'danger'));
    return false;
  }
}
