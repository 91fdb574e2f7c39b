import type { SagaIterator } from 'redux-saga';
import { messages } from '../../i18n/contexts/console';
import { reducersOf, sagasOf } from './slice-set';
import { createStaffList } from './staff-list';

// The console's contract is loaded on first use (as admin-orders-sagas does), not imported from there: that
// module reads the root state, which is made of these lists.
const loadAdminContract = () => import('../../../../application/contracts/admin');
const loadInvoiceProblemsContract = () => import('../../../../application/contracts/invoice-problems');
const loadOrderEventsContract = () => import('../../../../application/contracts/order-events');

/**
 * Every read-only list of the console, by its state key: the console's context (app/contexts/console.ts) takes
 * them all, so a new list is one line here (its endpoint from the lazily loaded admin contract, its load-failed
 * text).
 */
export const staffLists = {
  shipmentsAttention: createStaffList('shipmentsAttention', async () => (await loadAdminContract()).adminEndpoints.listShipmentAttention, messages.admin.shipmentsAttention),
  providerRejections: createStaffList('providerRejections', async () => (await loadAdminContract()).adminEndpoints.listProviderRejections, messages.admin.providerRejections),
  invoiceProblems: createStaffList('invoiceProblems', async () => (await loadInvoiceProblemsContract()).invoiceProblemEndpoints.listInvoiceProblems, messages.admin.invoiceProblems),
  failedFollowUps: createStaffList('failedFollowUps', async () => (await loadOrderEventsContract()).orderEventEndpoints.listFailedDeliveries, messages.admin.failedFollowUps),
};

export const staffListReducers = reducersOf(staffLists);

export function* staffListsSaga(): SagaIterator<void> {
  yield* sagasOf(staffLists);
}
