import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { adminOrdersSaga } from '../../features/admin/admin-orders-sagas';
import { adminOrdersReducer } from '../../features/admin/admin-orders-slice';
import { adminOverviewSaga } from '../../features/admin/admin-overview-sagas';
import { adminOverviewReducer } from '../../features/admin/admin-overview-slice';
import { adminTablesSaga } from '../../features/admin/admin-tables-sagas';
import { adminTablesReducer } from '../../features/admin/admin-tables-slice';
import { connectionsSaga } from '../../features/admin/connections-sagas';
import { connectionsReducer } from '../../features/admin/connections-slice';
import { paymentsAttentionSaga } from '../../features/admin/payments-attention-sagas';
import { paymentsAttentionReducer } from '../../features/admin/payments-attention-slice';
import { shopifySaga } from '../../features/admin/shopify-sagas';
import { shopifyReducer } from '../../features/admin/shopify-slice';
import { listRetriesSaga, listRetryReducers } from '../../features/admin/staff-list-retries';
import { staffListReducers, staffListsSaga } from '../../features/admin/staff-lists';
import { staffSaga } from '../../features/admin/staff-sagas';
import { staffReducer } from '../../features/admin/staff-slice';
import type { AppContext } from '../context-registry';

function* consoleSaga(): SagaIterator<void> {
  yield all([
    call(staffSaga), call(paymentsAttentionSaga), call(connectionsSaga), call(adminOrdersSaga), call(adminTablesSaga),
    call(adminOverviewSaga), call(shopifySaga), call(staffListsSaga), call(listRetriesSaga),
  ]);
}

/** The staff console: its sign-in, its pages and every list it reads. A shopper never downloads it. */
export const context: AppContext = {
  name: 'console',
  reducers: {
    adminOrders: adminOrdersReducer,
    adminOverview: adminOverviewReducer,
    adminTables: adminTablesReducer,
    connections: connectionsReducer,
    paymentsAttention: paymentsAttentionReducer,
    shopify: shopifyReducer,
    staff: staffReducer,
    ...staffListReducers,
    ...listRetryReducers,
  },
  saga: consoleSaga,
};
