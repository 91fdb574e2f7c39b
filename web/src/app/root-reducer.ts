import { combineReducers } from '@reduxjs/toolkit';
import { adminOrdersReducer } from '../features/admin/admin-orders-slice';
import { adminOverviewReducer } from '../features/admin/admin-overview-slice';
import { adminTablesReducer } from '../features/admin/admin-tables-slice';
import { connectionsReducer } from '../features/admin/connections-slice';
import { paymentsAttentionReducer } from '../features/admin/payments-attention-slice';
import { staffListReducers } from '../features/admin/staff-lists';
import { shopifyReducer } from '../features/admin/shopify-slice';
import { staffReducer } from '../features/admin/staff-slice';
import { forgotPasswordReducer } from '../features/auth/forgot-password-slice';
import { cartReducer } from '../features/cart/cart-slice';
import { checkoutReducer } from '../features/checkout/checkout-slice';
import { marketplaceAddReducer } from '../features/marketplace/marketplace-add-slice';
import { marketplaceListReducer } from '../features/marketplace/marketplace-list-slice';
import { marketplaceProductReducer } from '../features/marketplace/marketplace-product-slice';
import { orderHistoryReducer } from '../features/order-history/history-slice';
import { orderConfirmationReducer } from '../features/orders/order-confirmation-slice';
import { outletReducer } from '../features/outlet/outlet-slice';
import { paymentReducer } from '../features/payment/payment-slice';
import { productReducer } from '../features/product/product-slice';
import { profileReducer } from '../features/profile/profile-slice';
import { sessionReducer } from '../features/session/session-slice';
import { shopSettingsReducer } from '../features/shop-settings/shop-settings-slice';
import { storePickerReducer } from '../features/store-picker/store-picker-slice';
import { navCategoriesReducer } from '../shell/nav-categories-slice';
import { uiReducer } from '../shell/ui-slice';

// One slice per feature (design.md section 4); session, checkout... join here as they are built.
export const rootReducer = combineReducers({
  adminOrders: adminOrdersReducer,
  adminOverview: adminOverviewReducer,
  adminTables: adminTablesReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  connections: connectionsReducer,
  forgotPassword: forgotPasswordReducer,
  marketplaceAdd: marketplaceAddReducer,
  marketplaceList: marketplaceListReducer,
  marketplaceProduct: marketplaceProductReducer,
  navCategories: navCategoriesReducer,
  orderConfirmation: orderConfirmationReducer,
  orderHistory: orderHistoryReducer,
  outlet: outletReducer,
  payment: paymentReducer,
  paymentsAttention: paymentsAttentionReducer,
  product: productReducer,
  profile: profileReducer,
  session: sessionReducer,
  shopify: shopifyReducer,
  shopSettings: shopSettingsReducer,
  staff: staffReducer,
  storePicker: storePickerReducer,
  ui: uiReducer,
  // The console's read-only lists (shipments to handle, refused provider messages), one key each.
  ...staffListReducers,
});

export type RootState = ReturnType<typeof rootReducer>;
