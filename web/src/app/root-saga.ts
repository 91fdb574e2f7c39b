import { navCategoriesSaga } from '../shell/nav-categories-sagas';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { adminOrdersSaga } from '../features/admin/admin-orders-sagas';
import { adminOverviewSaga } from '../features/admin/admin-overview-sagas';
import { adminTablesSaga } from '../features/admin/admin-tables-sagas';
import { connectionsSaga } from '../features/admin/connections-sagas';
import { shopifySaga } from '../features/admin/shopify-sagas';
import { paymentsAttentionSaga } from '../features/admin/payments-attention-sagas';
import { staffListsSaga } from '../features/admin/staff-lists';
import { staffSaga } from '../features/admin/staff-sagas';
import { forgotPasswordSaga } from '../features/auth/forgot-password-sagas';
import { cartSaga, type CartSagaOptions } from '../features/cart/cart-sagas';
import { checkoutSaga } from '../features/checkout/checkout-sagas';
import { marketplaceAddSaga } from '../features/marketplace/marketplace-add-sagas';
import { marketplaceListSaga } from '../features/marketplace/marketplace-list-sagas';
import { marketplaceProductSaga } from '../features/marketplace/marketplace-product-sagas';
import { orderHistorySaga } from '../features/order-history/history-sagas';
import { orderConfirmationSaga } from '../features/orders/order-confirmation-sagas';
import { outletSaga, type OutletSagaOptions } from '../features/outlet/outlet-sagas';
import { paymentSaga } from '../features/payment/payment-sagas';
import { productSaga } from '../features/product/product-sagas';
import { profileSaga } from '../features/profile/profile-sagas';
import { sessionSaga, type SessionSagaOptions } from '../features/session/session-sagas';
import { shopSettingsSaga } from '../features/shop-settings/shop-settings-sagas';
import { storePickerSaga } from '../features/store-picker/store-picker-sagas';

export interface RootSagaOptions {
  outlet?: OutletSagaOptions;
  cart?: CartSagaOptions;
  session?: SessionSagaOptions;
}

export function* rootSaga(options: RootSagaOptions = {}): SagaIterator<void> {
  yield all([call(sessionSaga, options.session), call(staffSaga), call(forgotPasswordSaga), call(cartSaga, options.cart), call(outletSaga, options.outlet), call(productSaga), call(orderConfirmationSaga), call(checkoutSaga), call(paymentSaga), call(paymentsAttentionSaga), call(storePickerSaga), call(profileSaga), call(orderHistorySaga), call(marketplaceListSaga), call(marketplaceAddSaga), call(marketplaceProductSaga), call(connectionsSaga), call(adminOrdersSaga), call(adminTablesSaga), call(adminOverviewSaga), call(shopifySaga), call(staffListsSaga), call(shopSettingsSaga), call(navCategoriesSaga)]);
}
