import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';
import { callApi } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/contexts/marketplace';
import { formatMessage, marketplaceAddCheck, type MarketplaceAddInput } from '../../domain';
import { uiActions } from '../../shell/ui-slice';
import { cartAddItemFromMarketplace } from '../cart/cart-add-item';
import { cartActions } from '../cart/cart-slice';
import { loadMarketplaceContract } from '../../api/marketplace-contract';
import { checkPhonePrompt } from './marketplace-phone';
import { selectMarketplaceAddInput, selectMarketplaceProductState } from './marketplace-product-selectors';
import { marketplaceProductActions, type MarketplaceProductState } from './marketplace-product-slice';

type LoadRequest = ReturnType<typeof marketplaceProductActions.loadRequested>;

/**
 * GET /api/shopee-products/detail/{itemId} (spec 1 §7). No id: 'Product ID not provided'; an id that cannot be
 * a Shopee item (the contract's codec) or a 404: 'product not found'; anything else: 'failed to load', with retry.
 */
function* loadProduct(action: LoadRequest): SagaIterator<void> {
  const itemId = action.payload;
  if (itemId === null || itemId.trim() === '') {
    yield put(marketplaceProductActions.loadFailed('missing-id'));
    return;
  }
  const controller = new AbortController();
  try {
    const contract: Awaited<ReturnType<typeof loadMarketplaceContract>> = yield call(loadMarketplaceContract);
    // An id the detail route can be asked for (the contract's path codec: plain decimal, 1..2^53-1).
    const id = contract.MarketplaceItemIdFromString.decode(itemId);
    if (id._tag === 'Left') {
      yield put(marketplaceProductActions.loadFailed('not-found'));
      return;
    }
    const product: MarketplaceProduct = yield call(() => callApi(contract.marketplaceEndpoints.getProduct, {
      params: { itemId: id.right }, signal: controller.signal, defaultMessage: messages.marketplaceProduct.loadFailed,
    }));
    yield put(marketplaceProductActions.loaded(product));
  } catch (error) {
    const { status } = toApiError(error, '');
    yield put(marketplaceProductActions.loadFailed(status === 404 || status === 400 ? 'not-found' : 'failed'));
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/**
 * Spec 1 §5 'Add to cart on marketplace detail': no stored phone asks for one (the phone dialog, where the
 * outlet page asks too; our cart is /checkout); a missing spec is a warning; then the shared cart adds it
 * (cart-change-sagas: the server's refusal is toasted with its message).
 */
function* addWith(phone: string | null): SagaIterator<void> {
  const input: MarketplaceAddInput | null = yield select(selectMarketplaceAddInput);
  const page: MarketplaceProductState = yield select(selectMarketplaceProductState);
  if (!input || !page.product) return;
  const check = marketplaceAddCheck({ ...input, phone });
  if (check === 'needs-phone') {
    yield put(marketplaceProductActions.phoneDialogOpened());
    return;
  }
  if (check === 'select-spec') {
    yield put(uiActions.toastShown(formatMessage('SPEC_REQUIRED'), 'warning', 'product'));
    return;
  }
  if (check === 'sold-out') {
    yield put(uiActions.toastShown(formatMessage('MARKETPLACE_SOLD_OUT'), 'warning', 'product'));
    return;
  }
  const item = cartAddItemFromMarketplace(page.product, input.hasVariations ? page.selection.variation : null);
  yield put(cartActions.addRequested({ item, phone: phone ?? '', place: 'product' }));
}

function* onAddClicked(): SagaIterator<void> {
  const input: MarketplaceAddInput | null = yield select(selectMarketplaceAddInput);
  yield call(addWith, input?.phone ?? null);
}

function* onPhoneConfirmed(action: ReturnType<typeof marketplaceProductActions.phoneConfirmed>): SagaIterator<void> {
  const phone = action.payload.trim();
  if (!checkPhonePrompt(phone).valid) return;
  yield put(marketplaceProductActions.phoneDialogClosed());
  yield put(cartActions.phoneSaved(phone));
  yield call(addWith, phone);
}

export function* marketplaceProductSaga(): SagaIterator<void> {
  yield takeLatest(marketplaceProductActions.loadRequested, loadProduct);
  yield takeEvery(marketplaceProductActions.addClicked, onAddClicked);
  yield takeEvery(marketplaceProductActions.phoneConfirmed, onPhoneConfirmed);
}

