import { inject, injectable } from 'inversify';
import { mayIssueInvoice } from '../../domain/invoicing/order-invoice';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { INVOICE_STORE, type InvoiceRecord, type InvoiceStore } from './invoice-store.port';

/** How many the console lists: the latest changes first, so a long history never hides a new failure. */
export const INVOICE_PROBLEMS_LIMIT = 200;

/**
 * GET /api/admin/invoices/problems (staff): the invoices a person must look at (issue 30): failed to issue, failed to
 * void (both with ECPay's reason, and a retry), and refunded after ECPay's void window (an allowance is needed).
 * A failed issue of an order that was cancelled or refunded since is left out: it must not be issued any more, and
 * the void step asked ECPay (GetIssue) that none exists, so nothing is left to do.
 */
@injectable()
export class ListInvoiceProblems {
  constructor(
    @inject(INVOICE_STORE) private readonly store: InvoiceStore,
    @inject(ORDER_STORE) private readonly orders: OrderStore,
  ) {}

  async execute(): Promise<InvoiceRecord[]> {
    const problems = await this.store.listProblems(INVOICE_PROBLEMS_LIMIT);
    const kept = await Promise.all(problems.map(async (record) => {
      if (record.state !== 'ISSUE_FAILED') return true;
      const order = await this.orders.findOrder(record.orderId);
      return order !== undefined && mayIssueInvoice(order);
    }));
    return problems.filter((_, index) => kept[index]);
  }
}
