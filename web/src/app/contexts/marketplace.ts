import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { marketplaceAddSaga } from '../../features/marketplace/marketplace-add-sagas';
import { marketplaceAddReducer } from '../../features/marketplace/marketplace-add-slice';
import { marketplaceListReducer } from '../../features/marketplace/marketplace-list-slice';
import { marketplaceListSaga } from '../../features/marketplace/marketplace-list-sagas';
import { marketplaceProductReducer } from '../../features/marketplace/marketplace-product-slice';
import { marketplaceProductSaga } from '../../features/marketplace/marketplace-product-sagas';
import type { AppContext } from '../context-registry';

function* marketplaceSaga(): SagaIterator<void> {
  yield all([call(marketplaceListSaga), call(marketplaceAddSaga), call(marketplaceProductSaga)]);
}

/** The Shopee marketplace: its list, its cards' and product page's add to cart, its product page. */
export const context: AppContext = {
  name: 'marketplace',
  reducers: { marketplaceAdd: marketplaceAddReducer, marketplaceList: marketplaceListReducer, marketplaceProduct: marketplaceProductReducer },
  saga: marketplaceSaga,
};
