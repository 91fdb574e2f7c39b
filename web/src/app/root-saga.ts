import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { cartSaga, type CartSagaOptions } from '../features/cart/cart-sagas';
import { checkoutSaga } from '../features/checkout/checkout-sagas';
import { orderConfirmationSaga } from '../features/orders/order-confirmation-sagas';
import { outletSaga, type OutletSagaOptions } from '../features/outlet/outlet-sagas';
import { paymentSaga } from '../features/payment/payment-sagas';
import { productSaga } from '../features/product/product-sagas';
import { storePickerSaga } from '../features/store-picker/store-picker-sagas';

export interface RootSagaOptions {
  outlet?: OutletSagaOptions;
  cart?: CartSagaOptions;
}

export function* rootSaga(options: RootSagaOptions = {}): SagaIterator<void> {
  yield all([call(cartSaga, options.cart), call(outletSaga, options.outlet), call(productSaga), call(orderConfirmationSaga), call(checkoutSaga), call(paymentSaga), call(storePickerSaga)]);
}
