import { inject, injectable } from 'inversify';
import { INVOICE_STORE, type InvoiceRecord, type InvoiceStore } from './invoice-store.port';

/** How many the console lists: the latest changes first, so a long history never hides a new failure. */
export const INVOICE_PROBLEMS_LIMIT = 200;

/**
 * GET /api/admin/invoices/problems (staff): the invoices a person must look at (issue 30): failed to issue, failed to
 * void (both with ECPay's reason, and a retry), and refunded after ECPay's void window (an allowance is needed).
 */
@injectable()
export class ListInvoiceProblems {
  constructor(@inject(INVOICE_STORE) private readonly store: InvoiceStore) {}

  execute(): Promise<InvoiceRecord[]> {
    return this.store.listProblems(INVOICE_PROBLEMS_LIMIT);
  }
}
