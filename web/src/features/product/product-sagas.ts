import type { SagaIterator } from 'redux-saga';
import { call, cancelled, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import { cartLineKey, validateReservePhone, type OutletItemDetail, type OutletListItem } from '../../domain';
import { selectShopperPhone } from '../cart/cart-selectors';
import { cartActions, type CartAddItem } from '../cart/cart-slice';
import { catalogueEndpoints } from '../../../../application/contracts/catalogue';
import { callApi } from '../../api/call-api';
import { productMessages } from './product-messages';
import {
  selectKnownListItem,
  selectListSiblings,
  selectProductAddState,
  selectProductCartItem,
  selectProductId,
  selectProductStatus,
} from './product-selectors';
import { productActions } from './product-slice';

type LoadRequest = ReturnType<typeof productActions.loadRequested>;

/** Ids are positive integers (the server answers 400 to anything else); such a path cannot be a product. */
const isProductId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** Chips are an extra: a failed variants call leaves the ones already shown (or none), never an error page. */
function* loadVariants(sku: string, signal: AbortSignal): SagaIterator<void> {
  try {
    const variants: OutletListItem[] = yield call(() => callApi(catalogueEndpoints.listOutletVariants, {
      params: { sku }, background: true, signal, defaultMessage: productMessages.loadFailed,
    }));
    yield put(productActions.variantsLoaded(variants));
  } catch {
    // nothing to tell the shopper: the product itself is on screen
  }
}

/**
 * Spec 2 §7: the page finds the product by id in the outlet list already loaded; GET /api/outlet/item/{id}
 * is the fallback when it is not there, and otherwise still fetched behind the list row for the detail-only
 * fields (all_images, description, fresh stock). A 404 wins over a list row: the item is gone.
 */
function* loadProduct(action: LoadRequest): SagaIterator<void> {
  const id = action.payload;
  if (!isProductId(id)) {
    yield put(productActions.loadFailed('not-found'));
    return;
  }
  // Leaving the page or switching variant cancels this task (takeLatest), which aborts its requests.
  const controller = new AbortController();
  try {
    const known: OutletListItem | undefined = yield select(selectKnownListItem, id);
    if (known) {
      yield put(productActions.foundInList(known));
      const siblings: OutletListItem[] = yield select(selectListSiblings, known.sku);
      if (siblings.length > 0) yield put(productActions.variantsLoaded(siblings));
      yield fork(loadVariants, known.sku, controller.signal);
    }
    try {
      const detail: OutletItemDetail = yield call(() => callApi(catalogueEndpoints.getOutletItem, {
        params: { id }, background: Boolean(known), signal: controller.signal, defaultMessage: productMessages.loadFailed,
      }));
      yield put(productActions.detailLoaded(detail));
      if (!known) yield fork(loadVariants, detail.sku, controller.signal);
    } catch (error) {
      const { status } = toApiError(error, '');
      if (status === 404) yield put(productActions.loadFailed('not-found'));
      else if (!known) yield put(productActions.loadFailed('failed'));
      // else: the list row stays on screen without the description and extra pictures
    }
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/** A valid saved phone adds at once; otherwise the phone dialog asks (spec 2 §4 'Product detail add flow'). */
function* onAddClicked(): SagaIterator<void> {
  // The button is disabled in these states already; a stray click (double tap) must not add twice.
  if ((yield select(selectProductAddState)) !== 'add') return;
  const item: CartAddItem | null = yield select(selectProductCartItem);
  if (!item) return;
  const phone: string | null = yield select(selectShopperPhone);
  if (phone && validateReservePhone(phone).valid) yield put(cartActions.addRequested({ item, phone, place: 'product' }));
  else yield put(productActions.phoneDialogOpened());
}

function* onPhoneConfirmed(action: ReturnType<typeof productActions.phoneConfirmed>): SagaIterator<void> {
  const phone = action.payload.trim();
  if (!validateReservePhone(phone).valid) return;
  const item: CartAddItem | null = yield select(selectProductCartItem);
  if (!item || (yield select(selectProductAddState)) !== 'add') return;
  yield put(cartActions.phoneSaved(phone));
  yield put(cartActions.addRequested({ item, phone, place: 'product' }));
}

/**
 * After an add of this page's item settles, the stock line should say what the server now holds (one unit
 * fewer on success; maybe none left when someone else took it). Quietly: a failure keeps the old line.
 */
function* refreshStockAfterAdd(action: ReturnType<typeof cartActions.addSucceeded> | ReturnType<typeof cartActions.addFailed>): SagaIterator<void> {
  const id: number | null = yield select(selectProductId);
  const status: string = yield select(selectProductStatus);
  if (id === null || status !== 'succeeded') return;
  const pageKey = cartLineKey({ item_type: 'outlet', item_id: id, variant_id: null });
  const settledKey = cartActions.addSucceeded.match(action) ? cartLineKey(action.payload.line) : action.payload.key;
  if (settledKey !== pageKey) return;
  try {
    const detail: OutletItemDetail = yield call(() => callApi(catalogueEndpoints.getOutletItem, { params: { id }, background: true, defaultMessage: productMessages.loadFailed }));
    yield put(productActions.detailLoaded(detail));
  } catch {
    // the page keeps the stock it showed
  }
}

export function* productSaga(): SagaIterator<void> {
  yield takeLatest(productActions.loadRequested, loadProduct);
  yield takeEvery(productActions.addClicked, onAddClicked);
  yield takeEvery(productActions.phoneConfirmed, onPhoneConfirmed);
  yield takeLatest([cartActions.addSucceeded, cartActions.addFailed], refreshStockAfterAdd);
}
