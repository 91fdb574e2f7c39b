import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select, takeLatest } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { messages } from '../../i18n/messages';
import type { MarketplacePageAnswer } from './marketplace-api';
import { isSearchQueryState, marketplaceListActions, queryKey, type MarketplaceQuery } from './marketplace-list-slice';

/**
 * The API module (and the contract codecs it decodes with) loads with the first marketplace call, not with the
 * storefront's entry chunk: these sagas start with the app, the pages that use them are lazy.
 */
type MarketplaceApi = typeof import('./marketplace-api');
export const loadMarketplaceApi = (): Promise<MarketplaceApi> => import('./marketplace-api');

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
    const api: MarketplaceApi = yield call(loadMarketplaceApi);
    const page: MarketplacePageAnswer = searching
      ? yield call(api.searchMarketplace, query.q, query.page, { signal: controller.signal })
      : yield call(api.fetchMarketplaceList, query.page, query.category, { signal: controller.signal });
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
    const api: MarketplaceApi = yield call(loadMarketplaceApi);
    const categories: string[] = yield call(api.fetchMarketplaceCategories);
    yield put(marketplaceListActions.categoriesLoaded(categories));
  } catch {
    yield put(marketplaceListActions.categoriesFailed());
  }
}

export function* marketplaceListSaga(): SagaIterator<void> {
  yield takeLatest([marketplaceListActions.queryChanged, marketplaceListActions.retryRequested], loadQuery);
  yield takeLatest(marketplaceListActions.pageEntered, loadCategories);
}
