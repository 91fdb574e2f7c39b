import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { checkoutReducer } from '../../features/checkout/checkout-slice';
import { checkoutSaga } from '../../features/checkout/checkout-sagas';
import { orderConfirmationReducer } from '../../features/orders/order-confirmation-slice';
import { orderConfirmationSaga } from '../../features/orders/order-confirmation-sagas';
import { orderLookupReducer } from '../../features/orders/order-lookup-slice';
import { orderLookupSaga } from '../../features/orders/order-lookup-sagas';
import { paymentReducer } from '../../features/payment/payment-slice';
import { paymentSaga } from '../../features/payment/payment-sagas';
import { storePickerReducer } from '../../features/store-picker/store-picker-slice';
import { storePickerSaga } from '../../features/store-picker/store-picker-sagas';
import type { AppContext } from '../context-registry';

function* checkoutContextSaga(): SagaIterator<void> {
  yield all([call(checkoutSaga), call(paymentSaga), call(storePickerSaga), call(orderConfirmationSaga), call(orderLookupSaga)]);
}

/** Cart page and checkout with payments: the checkout, the store picker, ECPay's payment, the order confirmation, the guest lookup. */
export const context: AppContext = {
  name: 'checkout',
  reducers: { checkout: checkoutReducer, orderConfirmation: orderConfirmationReducer, orderLookup: orderLookupReducer, payment: paymentReducer, storePicker: storePickerReducer },
  saga: checkoutContextSaga,
};
