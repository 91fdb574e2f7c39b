import { fromDomain, text } from '../entry';
import { labels } from './admin-labels';
import { adminOrders } from './admin-orders';
import { shipmentsAttention } from './admin-console';
import { invoiceProblems } from './admin-invoices';
import { common } from './common';
import { consoleWords } from './console-words';

/**
 * The console's failed follow-ups of order moves (issue 30): a mail, an e-invoice or a logistics order the outbox gave up
 * on, with its last error and staff's retry. The consumers and event types the server may add later show their code
 * (FailedFollowUpsCard), so a new one is readable before it has words here.
 */
export const failedFollowUps = {
  title: text('訂單後續作業失敗', 'Order follow-ups that failed'),
  empty: text('目前沒有失敗的訂單後續作業。', 'No order follow-up has failed.'),
  loadFailed: text('無法載入失敗的訂單後續作業，請稍後再試。', 'Could not load the failed order follow-ups, please try again later.'),
  columns: {
    order: common.orderNumber,
    what: text('作業', 'Follow-up'),
    lastError: adminOrders.order.shipmentFacts.lastError,
    updated: shipmentsAttention.columns.updated,
  },
  // The outbox's consumers (application/*: MAIL_, INVOICE_, SHIPMENT_CONSUMER_SUBSCRIPTION).
  consumers: {
    mail: text('訂單通知信', 'Order mail'),
    invoice: consoleWords.invoices,
    shipment: text('物流單', 'Logistics order'),
  },
  // The moves that have follow-ups (application/order-events/order-event.ts).
  types: {
    'order:placed': text('訂單成立', 'New order'),
    'status:PAID': labels.attemptStatuses.paid,
    'shipment:handed_in': text('已寄件', 'Handed in'),
    'shipment:at_store': text('已到店', 'At the store'),
    'shipment:picked_up': fromDomain('SHIPPING_PICKED_UP'),
    'status:REFUNDED': fromDomain('CHIP_REFUNDED'),
    'status:CANCELLED': text('已取消', 'Cancelled'),
  },
  attempts: shipmentsAttention.attempts,
  retry: invoiceProblems.retry,
  retryFailed: text('重試失敗，請稍後再試。', 'The retry failed, please try again later.'),
};
