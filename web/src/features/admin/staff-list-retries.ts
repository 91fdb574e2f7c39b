import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/call-api';
import { messages } from '../../i18n/contexts/console';
import { reducersOf, sagasOf } from './slice-set';
import { createListRetry } from './staff-list-retry';
import { staffLists } from './staff-lists';

// Loaded on first use, as staff-lists.ts loads the lists' endpoints.
const loadInvoiceProblemsContract = () => import('../../../../application/contracts/invoice-problems');
const loadOrderEventsContract = () => import('../../../../application/contracts/order-events');

/** A failed follow-up of an order move: its event and the consumer that gave up (application/contracts/order-events.ts). */
export interface DeliveryKey {
  eventId: number;
  consumer: string;
}

/**
 * The staff lists whose items staff retry, by state key (the console's context takes them all, as it takes staffLists).
 * The e-invoice toast names the order (the answer is the invoice); the follow-up's is the server's own words.
 */
export const listRetries = {
  invoiceRetry: createListRetry('invoiceRetry', {
    keyOf: (orderId: string) => orderId,
    post: async (orderId, token) => {
      const { invoiceProblemEndpoints } = await loadInvoiceProblemsContract();
      const text = messages.admin.invoiceProblems;
      await callApi(invoiceProblemEndpoints.retryInvoice, { params: { orderId }, auth: { token }, defaultMessage: text.retryFailed });
      return text.retried(orderId);
    },
    reload: staffLists.invoiceProblems.actions.loadRequested,
    retryFailed: messages.admin.invoiceProblems.retryFailed,
  }),
  deliveryRetry: createListRetry('deliveryRetry', {
    keyOf: ({ eventId, consumer }: DeliveryKey) => `${eventId}/${consumer}`,
    post: async ({ eventId, consumer }, token) => {
      const { orderEventEndpoints } = await loadOrderEventsContract();
      const answer = await callApi(orderEventEndpoints.retryFailedDelivery, {
        params: { eventId: String(eventId), consumer }, auth: { token }, defaultMessage: messages.admin.failedFollowUps.retryFailed,
      });
      return answer.message;
    },
    reload: staffLists.failedFollowUps.actions.loadRequested,
    retryFailed: messages.admin.failedFollowUps.retryFailed,
  }),
};

export const listRetryReducers = reducersOf(listRetries);

export function* listRetriesSaga(): SagaIterator<void> {
  yield* sagasOf(listRetries);
}
