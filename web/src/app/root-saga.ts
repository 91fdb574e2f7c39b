import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { cartSaga, type CartSagaOptions } from '../features/cart/cart-sagas';
import { outletSaga, type OutletSagaOptions } from '../features/outlet/outlet-sagas';
import { productSaga } from '../features/product/product-sagas';

export interface RootSagaOptions {
  outlet?: OutletSagaOptions;
  cart?: CartSagaOptions;
}

export function* rootSaga(options: RootSagaOptions = {}): SagaIterator<void> {
  yield all([call(cartSaga, options.cart), call(outletSaga, options.outlet), call(productSaga)]);
}
