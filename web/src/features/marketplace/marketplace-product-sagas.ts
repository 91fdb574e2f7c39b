import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';
import { callApi } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/contexts/marketplace';
import type { MarketplaceAddInput } from '../../domain';
import { marketplaceAddActions } from './marketplace-add-slice';
import { loadMarketplaceContract } from '../../api/marketplace-contract';
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
 * The page's add button: the shared marketplace add (marketplace-add-sagas) with the page's product, its chosen
 * model and whether one is needed (spec 1 §5), its toasts in the product page's place.
 */
function* onAddClicked(): SagaIterator<void> {
  const input: MarketplaceAddInput | null = yield select(selectMarketplaceAddInput);
  const page: MarketplaceProductState = yield select(selectMarketplaceProductState);
  if (!input || !page.product) return;
  yield put(marketplaceAddActions.addRequested({ product: page.product, variation: page.selection.variation, needsVariation: input.hasVariations, place: 'product' }));
}

export function* marketplaceProductSaga(): SagaIterator<void> {
  yield takeLatest(marketplaceProductActions.loadRequested, loadProduct);
  yield takeEvery(marketplaceProductActions.addClicked, onAddClicked);
}

