import * as t from 'io-ts';
import { INVOICE_STATES } from '../../domain/invoicing/invoice-states';
import { OrderIdParams } from './checkout';
import { enumOf, nullable, type Endpoints } from './shared';

/**
 * The e-invoices' contract (issue 30): the console's list of invoices a person must look at, and the retry. Times
 * in ISO 8601 UTC.
 */

/**
 * One order's invoice: its state (ISSUE_FAILED, VOID_FAILED, NEEDS_ALLOWANCE in the list; any after a retry), ECPay's
 * reason for the last failure, the invoice once issued, and whether staff may retry it (the failed ones).
 */
export const InvoiceProblem = t.type({
  orderId: t.string,
  state: enumOf('InvoiceState', INVOICE_STATES),
  reason: nullable(t.string),
  invoiceNumber: nullable(t.string),
  issuedAt: nullable(t.string),
  attempts: t.number,
  nextAttemptAt: nullable(t.string),
  updatedAt: t.string,
  retryable: t.boolean,
}, 'InvoiceProblem');
export type InvoiceProblem = t.TypeOf<typeof InvoiceProblem>;

export const InvoiceProblemList = t.type({ items: t.array(InvoiceProblem) }, 'InvoiceProblemList');

export const invoiceProblemEndpoints = {
  listInvoiceProblems: {
    method: 'GET', path: '/api/admin/invoices/problems', summary: 'E-invoices that failed to issue or void, or need an allowance (staff)', auth: 'staff',
    responses: { 200: InvoiceProblemList },
  },
  retryInvoice: {
    method: 'POST', path: '/api/admin/invoices/{orderId}/retry', summary: 'Try a failed issue or void again now (staff; 409 when not failed, 429 during ECPay\'s pause)',
    auth: 'staff', params: OrderIdParams, responses: { 200: InvoiceProblem },
  },
} as const satisfies Endpoints;
