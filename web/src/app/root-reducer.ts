import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { adminOrdersReducer } from '../features/admin/admin-orders-slice';
import type { adminOverviewReducer } from '../features/admin/admin-overview-slice';
import type { adminTablesReducer } from '../features/admin/admin-tables-slice';
import type { connectionsReducer } from '../features/admin/connections-slice';
import type { paymentsAttentionReducer } from '../features/admin/payments-attention-slice';
import type { listRetryReducers } from '../features/admin/staff-list-retries';
import type { staffListReducers } from '../features/admin/staff-lists';
import type { shopifyReducer } from '../features/admin/shopify-slice';
import type { staffReducer } from '../features/admin/staff-slice';
import type { forgotPasswordReducer } from '../features/auth/forgot-password-slice';
import { cartReducer } from '../features/cart/cart-slice';
import type { checkoutReducer } from '../features/checkout/checkout-slice';
import type { marketplaceAddReducer } from '../features/marketplace/marketplace-add-slice';
import type { marketplaceListReducer } from '../features/marketplace/marketplace-list-slice';
import type { marketplaceProductReducer } from '../features/marketplace/marketplace-product-slice';
import type { orderHistoryReducer } from '../features/order-history/history-slice';
import type { orderConfirmationReducer } from '../features/orders/order-confirmation-slice';
import type { orderLookupReducer } from '../features/orders/order-lookup-slice';
import { outletReducer } from '../features/outlet/outlet-slice';
import type { paymentReducer } from '../features/payment/payment-slice';
import type { productReducer } from '../features/product/product-slice';
import type { profileReducer } from '../features/profile/profile-slice';
import { sessionReducer } from '../features/session/session-slice';
import { shopSettingsReducer } from '../features/shop-settings/shop-settings-slice';
import type { storePickerReducer } from '../features/store-picker/store-picker-slice';
import { navCategoriesReducer } from '../shell/nav-categories-slice';
import { uiReducer } from '../shell/ui-slice';

/**
 * The shell's slices (design.md section 4: one slice per feature), in the entry chunk: what the home page and
 * the header need. Every other context's slices are injected when its route first loads (app/contexts.ts).
 */
const shellReducers = {
  cart: cartReducer,
  navCategories: navCategoriesReducer,
  outlet: outletReducer,
  session: sessionReducer,
  shopSettings: shopSettingsReducer,
  ui: uiReducer,
};

type StateOf<R> = { [K in keyof R]: R[K] extends Reducer<infer S> ? S : never };

/** The state of the lazily loaded contexts (app/contexts/*.ts), by key; their modules are imported as types only. */
export type LazyState = StateOf<{
  // product
  product: typeof productReducer;
  // marketplace
  marketplaceAdd: typeof marketplaceAddReducer;
  marketplaceList: typeof marketplaceListReducer;
  marketplaceProduct: typeof marketplaceProductReducer;
  // checkout with payments
  checkout: typeof checkoutReducer;
  orderConfirmation: typeof orderConfirmationReducer;
  orderLookup: typeof orderLookupReducer;
  payment: typeof paymentReducer;
  storePicker: typeof storePickerReducer;
  // accounts
  forgotPassword: typeof forgotPasswordReducer;
  orderHistory: typeof orderHistoryReducer;
  profile: typeof profileReducer;
  // the console
  adminOrders: typeof adminOrdersReducer;
  adminOverview: typeof adminOverviewReducer;
  adminTables: typeof adminTablesReducer;
  connections: typeof connectionsReducer;
  paymentsAttention: typeof paymentsAttentionReducer;
  shopify: typeof shopifyReducer;
  staff: typeof staffReducer;
} & typeof staffListReducers & typeof listRetryReducers>;

export type ShellState = StateOf<typeof shellReducers>;

/**
 * The whole state as the screens read it. A context's keys exist once its slices are injected, which happens
 * before any of its screens renders or its sagas start (app/contexts.ts), so its selectors read them as present.
 */
export type RootState = ShellState & LazyState;

/** The injectable root: the shell's slices now, a context's with `.inject` (app/context-registry.ts). */
export const injectableReducer = combineSlices(shellReducers).withLazyLoadedSlices<LazyState>();

/** The store's reducer, typed with every context's keys present (see RootState). */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  injectableReducer(state, action) as RootState;
