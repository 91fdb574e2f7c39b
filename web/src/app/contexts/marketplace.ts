import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { marketplaceListReducer } from '../../features/marketplace/marketplace-list-slice';
import { marketplaceListSaga } from '../../features/marketplace/marketplace-list-sagas';
import { marketplaceProductReducer } from '../../features/marketplace/marketplace-product-slice';
import { marketplaceProductSaga } from '../../features/marketplace/marketplace-product-sagas';
import type { AppContext } from '../context-registry';

function* marketplaceSaga(): SagaIterator<void> {
  yield all([call(marketplaceListSaga), call(marketplaceProductSaga)]);
}

/** The Shopee marketplace: its list and its product page. */
export const context: AppContext = {
  name: 'marketplace',
  reducers: { marketplaceList: marketplaceListReducer, marketplaceProduct: marketplaceProductReducer },
  saga: marketplaceSaga,
};
