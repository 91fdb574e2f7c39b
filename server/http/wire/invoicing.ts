import type { InvoiceProblem } from '../../../application/contracts/invoice-problems';
import type { InvoiceRecord } from '../../../application/invoicing/invoice-store.port';

// The invoicing context's wire mappers (application/contracts/invoicing.ts).

/** The store's record (Dates) as the console reads it. */
export function toInvoiceProblemWire(record: InvoiceRecord): InvoiceProblem {
  return {
    orderId: record.orderId,
    state: record.state,
    reason: record.lastError,
    invoiceNumber: record.invoice?.number ?? null,
    issuedAt: record.invoice?.issuedAt.toISOString() ?? null,
    attempts: record.attempts,
    nextAttemptAt: record.nextAttemptAt?.toISOString() ?? null,
    updatedAt: record.updatedAt.toISOString(),
    retryable: record.state === 'ISSUE_FAILED' || record.state === 'VOID_FAILED',
  };
}
