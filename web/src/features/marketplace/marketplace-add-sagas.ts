import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { formatMessage, marketplaceAddCheck } from '../../domain';
import type { RootState } from '../../app/root-reducer';
import { uiActions } from '../../shell/ui-slice';
import { cartAddItemFromMarketplace } from '../cart/cart-add-item';
import { selectShopperPhone } from '../cart/cart-selectors';
import { cartActions } from '../cart/cart-slice';
import { checkPhonePrompt } from './marketplace-phone';
import { marketplaceAddActions, type MarketplaceAddTarget } from './marketplace-add-slice';

/**
 * Spec 1 §5 'Add to cart on marketplace detail', for the product page and the list's cards alike: no stored
 * phone asks for one (the phone dialog, where the outlet page asks too; our cart is /checkout); a missing spec
 * is a warning; no stock is refused; then the shared cart adds it, which posts /api/cart/add with phone,
 * itemType shopee, itemId (and variantId for a model), quantity 1 (spec 1 §7), and toasts the outcome (the
 * server's refusal with its own message).
 */
function* addWith(target: MarketplaceAddTarget, phone: string | null): SagaIterator<void> {
  const check = marketplaceAddCheck({ phone, hasVariations: target.needsVariation, selected: target.variation, productStock: target.product.stock });
  if (check === 'needs-phone') {
    yield put(marketplaceAddActions.phoneAsked(target));
    return;
  }
  if (check === 'select-spec') {
    yield put(uiActions.toastShown(formatMessage('SPEC_REQUIRED'), 'warning', target.place));
    return;
  }
  if (check === 'sold-out') {
    yield put(uiActions.toastShown(formatMessage('MARKETPLACE_SOLD_OUT'), 'warning', target.place));
    return;
  }
  const item = cartAddItemFromMarketplace(target.product, target.needsVariation ? target.variation : null);
  yield put(cartActions.addRequested({ item, phone: phone ?? '', place: target.place }));
}

function* onAddRequested(action: ReturnType<typeof marketplaceAddActions.addRequested>): SagaIterator<void> {
  const phone: string | null = yield select(selectShopperPhone);
  yield call(addWith, action.payload, phone);
}

function* onPhoneConfirmed(action: ReturnType<typeof marketplaceAddActions.phoneConfirmed>): SagaIterator<void> {
  const phone = action.payload.trim();
  const pending: MarketplaceAddTarget | null = yield select((state: RootState) => state.marketplaceAdd.pending);
  if (!pending || !checkPhonePrompt(phone).valid) return;
  yield put(marketplaceAddActions.phoneDialogClosed());
  yield put(cartActions.phoneSaved(phone));
  yield call(addWith, pending, phone);
}

export function* marketplaceAddSaga(): SagaIterator<void> {
  yield takeEvery(marketplaceAddActions.addRequested, onAddRequested);
  yield takeEvery(marketplaceAddActions.phoneConfirmed, onPhoneConfirmed);
}
