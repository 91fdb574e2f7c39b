import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { forgotPasswordReducer } from '../../features/auth/forgot-password-slice';
import { forgotPasswordSaga } from '../../features/auth/forgot-password-sagas';
import { orderHistoryReducer } from '../../features/order-history/history-slice';
import { orderHistorySaga } from '../../features/order-history/history-sagas';
import { profileReducer } from '../../features/profile/profile-slice';
import { profileSaga } from '../../features/profile/profile-sagas';
import type { AppContext } from '../context-registry';

function* accountsSaga(): SagaIterator<void> {
  yield all([call(forgotPasswordSaga), call(profileSaga), call(orderHistorySaga)]);
}

/** Accounts: sign-in, registration and the password reset, the profile, the order history and linked orders. */
export const context: AppContext = {
  name: 'accounts',
  reducers: { forgotPassword: forgotPasswordReducer, orderHistory: orderHistoryReducer, profile: profileReducer },
  saga: accountsSaga,
};
