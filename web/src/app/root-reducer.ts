import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from '../features/cart/cart-slice';
import { outletReducer } from '../features/outlet/outlet-slice';
import { productReducer } from '../features/product/product-slice';
import { uiReducer } from '../shell/ui-slice';

// One slice per feature (design.md section 4); session, checkout... join here as they are built.
export const rootReducer = combineReducers({
  cart: cartReducer,
  outlet: outletReducer,
  product: productReducer,
  ui: uiReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
