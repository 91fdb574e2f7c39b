import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from '../features/cart/cart-slice';
import { checkoutReducer } from '../features/checkout/checkout-slice';
import { orderConfirmationReducer } from '../features/orders/order-confirmation-slice';
import { outletReducer } from '../features/outlet/outlet-slice';
import { paymentReducer } from '../features/payment/payment-slice';
import { productReducer } from '../features/product/product-slice';
import { storePickerReducer } from '../features/store-picker/store-picker-slice';
import { uiReducer } from '../shell/ui-slice';

// One slice per feature (design.md section 4); session, checkout... join here as they are built.
export const rootReducer = combineReducers({
  cart: cartReducer,
  checkout: checkoutReducer,
  orderConfirmation: orderConfirmationReducer,
  outlet: outletReducer,
  payment: paymentReducer,
  product: productReducer,
  storePicker: storePickerReducer,
  ui: uiReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
