import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select, takeLatest } from 'redux-saga/effects';
import type { MarketplacePage } from '../../../../application/contracts/marketplace';
import { callApi } from '../../api/call-api';
import { loadMarketplaceContract, type MarketplaceContract } from '../../api/marketplace-contract';
import { toApiError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { messages } from '../../i18n/contexts/marketplace';
import { isSearchQueryState, marketplaceListActions, queryKey, type MarketplaceQuery } from './marketplace-list-slice';

// The marketplace contract loads with the first marketplace call (api/marketplace-contract.ts).

export const MARKETPLACE_PAGE_SIZE = 20;

const text = messages.marketplace;

const selectQuery = (state: RootState) => state.marketplaceList.query;
const selectCategoriesStatus = (state: RootState) => state.marketplaceList.categoriesStatus;

/**
 * Loads what the address asks for (spec 1 §4 'Catalogue'): with a keyword the search call, otherwise the list
 * call of the category. takeLatest: a newer address (a quick second click, Back) cancels this one, and the
 * cancelled request is aborted.
 */
function* loadQuery(): SagaIterator<void> {
  const query: MarketplaceQuery | null = yield select(selectQuery);
  if (!query) return;
  const key = queryKey(query);
  const searching = isSearchQueryState(query);
  const controller = new AbortController();
  try {
    const { marketplaceEndpoints: api }: MarketplaceContract = yield call(loadMarketplaceContract);
    const signal = controller.signal;
    const page: MarketplacePage = searching
      ? yield call(() => callApi(api.searchProducts, { query: { keyword: query.q, page: query.page, limit: MARKETPLACE_PAGE_SIZE }, signal, defaultMessage: text.searchFailed }))
      : yield call(() => callApi(api.listProducts, {
        query: { page: query.page, limit: MARKETPLACE_PAGE_SIZE, category: query.category ?? undefined }, signal, defaultMessage: text.loadFailed,
      }));
    yield put(marketplaceListActions.loadSucceeded({ key, page }));
  } catch (error) {
    // No answer at all reads 'Unable to connect to the server...' (the client's text); else the server's or ours.
    const { message } = toApiError(error, searching ? text.searchFailed : text.loadFailed);
    yield put(marketplaceListActions.loadFailed({ key, message }));
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/** The dropdown's names. A failure leaves 'All Categories' alone and says so beside it; the list still works. */
function* loadCategories(): SagaIterator<void> {
  const status: string = yield select(selectCategoriesStatus);
  if (status === 'succeeded' || status === 'loading') return;
  yield put(marketplaceListActions.categoriesRequested());
  try {
    const { marketplaceEndpoints: api }: MarketplaceContract = yield call(loadMarketplaceContract);
    const categories: string[] = yield call(() => callApi(api.listCategories, { defaultMessage: text.categoriesFailed }));
    yield put(marketplaceListActions.categoriesLoaded(categories));
  } catch {
    yield put(marketplaceListActions.categoriesFailed());
  }
}

export function* marketplaceListSaga(): SagaIterator<void> {
  yield takeLatest([marketplaceListActions.queryChanged, marketplaceListActions.retryRequested], loadQuery);
  yield takeLatest(marketplaceListActions.pageEntered, loadCategories);
}
