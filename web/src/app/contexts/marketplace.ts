import type { SagaIterator } from 'redux-saga';
import type { PageAnswers } from '../../../../application/contracts/pages';
import { all, call } from 'redux-saga/effects';
import { marketplaceAddSaga } from '../../features/marketplace/marketplace-add-sagas';
import { marketplaceAddReducer } from '../../features/marketplace/marketplace-add-slice';
import { initialMarketplaceListState, marketplaceListActions, marketplaceListReducer, queryKey } from '../../features/marketplace/marketplace-list-slice';
import { marketplaceListSaga } from '../../features/marketplace/marketplace-list-sagas';
import { initialMarketplaceProductState, marketplaceProductActions, marketplaceProductReducer } from '../../features/marketplace/marketplace-product-slice';
import { queryFromSearchParams } from '../../features/marketplace/marketplace-query';
import { marketplaceProductSaga } from '../../features/marketplace/marketplace-product-sagas';
import type { AppContext } from '../context-registry';
import type { RootState } from '../root-reducer';

function* marketplaceSaga(): SagaIterator<void> {
  yield all([call(marketplaceListSaga), call(marketplaceAddSaga), call(marketplaceProductSaga)]);
}

/** The marketplace's list and product page painted by the server, as their sagas would have put them (app/page-state.ts). */
function pageState(answers: PageAnswers, url: URL): Partial<RootState> {
  const path = url.pathname;
  if (path === '/shopee-products' && answers.marketplacePage) {
    const query = queryFromSearchParams(url.searchParams);
    let list = marketplaceListReducer(initialMarketplaceListState, marketplaceListActions.queryChanged(query));
    list = marketplaceListReducer(list, marketplaceListActions.loadSucceeded({ key: queryKey(query), page: answers.marketplacePage }));
    if (answers.marketplaceCategories) list = marketplaceListReducer(list, marketplaceListActions.categoriesLoaded(answers.marketplaceCategories));
    return { marketplaceList: { ...list, served: true } };
  }
  const marketplaceId = /^\/shopee-product\/([^/]+)$/.exec(path);
  if (marketplaceId && (answers.marketplaceProduct || answers.notFound)) {
    const itemId = decodeURIComponent(marketplaceId[1]);
    let product = marketplaceProductReducer(initialMarketplaceProductState, marketplaceProductActions.loadRequested(itemId));
    product = answers.marketplaceProduct
      ? marketplaceProductReducer(product, marketplaceProductActions.loaded(answers.marketplaceProduct))
      : marketplaceProductReducer(product, marketplaceProductActions.loadFailed('not-found'));
    return { marketplaceProduct: { ...product, served: true } };
  }
  return {};
}

/** The Shopee marketplace: its list, its cards' and product page's add to cart, its product page. */
export const context: AppContext = {
  name: 'marketplace',
  reducers: { marketplaceAdd: marketplaceAddReducer, marketplaceList: marketplaceListReducer, marketplaceProduct: marketplaceProductReducer },
  saga: marketplaceSaga,
  pageState,
};
