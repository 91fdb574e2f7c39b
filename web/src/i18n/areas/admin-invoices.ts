import type { InvoiceProblem } from '../../../../application/contracts/invoice-problems';
import { phrase, text } from '../entry';
import { shipmentsAttention } from './admin-console';
import { common } from './common';
import { consoleWords } from './console-words';
import { invoice } from './invoice';

/** The console's e-invoices that need a person (issue 30): failed to issue or void, or an allowance to issue. */
export const invoiceProblems = {
  title: text('需要處理的電子發票', 'E-invoices to handle'),
  empty: text('目前沒有需要處理的電子發票。', 'No e-invoice needs handling right now.'),
  loadFailed: text('無法載入需要處理的電子發票，請稍後再試。', 'Could not load the e-invoices to handle, please try again later.'),
  columns: {
    order: common.orderNumber,
    state: consoleWords.status,
    invoice: invoice.number,
    reason: consoleWords.reason,
    updated: shipmentsAttention.columns.updated,
  },
  // Typed over the contract's states: a state without a label fails to compile.
  states: {
    NOT_ISSUED: text('尚未開立', 'Not issued'),
    ISSUE_FAILED: text('開立失敗', 'Issue failed'),
    ISSUED: text('已開立', 'Issued'),
    VOID_FAILED: text('作廢失敗', 'Void failed'),
    VOIDED: text('已作廢', 'Voided'),
    NEEDS_ALLOWANCE: text('已過作廢期限，請開立折讓單', 'Past the void deadline: issue an allowance'),
  } satisfies Record<InvoiceProblem['state'], unknown>,
  attempts: shipmentsAttention.attempts,
  retry: text('重試', 'Retry'),
  retried: phrase((orderId: string) => `已重試 ${orderId} 的發票`, (orderId: string) => `Retried the invoice of ${orderId}`),
  retryFailed: text('發票重試失敗，請稍後再試。', 'The invoice retry failed, please try again later.'),
};
