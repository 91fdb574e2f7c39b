import { inject, injectable } from 'inversify';
import { orderTarget, RecordStaffAction } from '../admin/record-staff-action';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../errors';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import type { InvoiceJobOutcome } from './invoice-job';
import { INVOICE_STORE, type InvoiceRecord, type InvoiceStore } from './invoice-store.port';
import { IssueOrderInvoice } from './issue-order-invoice';
import { VoidOrderInvoice } from './void-order-invoice';

/**
 * POST /api/admin/invoices/{orderId}/retry (staff): tries a failed issue or void again now, through the same
 * once-only steps as the job (the same RelateNumber, the same claim), so a retry racing the job issues nothing
 * twice. Audited 'invoice.retried' on the order, with the state it was retried from, before the call.
 */
@injectable()
export class RetryInvoice {
  constructor(
    @inject(INVOICE_STORE) private readonly store: InvoiceStore,
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(IssueOrderInvoice) private readonly issue: IssueOrderInvoice,
    @inject(VoidOrderInvoice) private readonly voidInvoice: VoidOrderInvoice,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @throws NotFoundError INVOICE_NOT_FOUND; ConflictError INVOICE_NOT_RETRYABLE (not failed);
   * TooManyRequestsError EINVOICE_RATE_LIMITED (ECPay's pause, or the job holds it now); ProviderUnavailableError.
   */
  async execute(orderId: string, staffId: number): Promise<InvoiceRecord> {
    const record = await this.store.find(orderId);
    if (!record) throw new NotFoundError('INVOICE_NOT_FOUND', 'INVOICE_NOT_FOUND');
    if (record.state !== 'ISSUE_FAILED' && record.state !== 'VOID_FAILED') throw new ConflictError('INVOICE_NOT_RETRYABLE', 'INVOICE_NOT_RETRYABLE');
    await this.audit.execute(staffId, 'invoice.retried', orderTarget(orderId), { from: record.state });
    let outcome: InvoiceJobOutcome;
    if (record.state === 'ISSUE_FAILED') {
      outcome = await this.issue.execute(orderId);
    } else {
      const order = await this.orders.findOrder(orderId);
      outcome = await this.voidInvoice.execute(orderId, order?.status === 'CANCELLED' ? 'CANCELLED' : 'REFUNDED');
    }
    if (outcome.kind === 'retry') {
      const waitMs = Math.max(1000, outcome.at.getTime() - this.clock.now().getTime());
      throw new TooManyRequestsError('EINVOICE_RATE_LIMITED', { code: 'EINVOICE_RATE_LIMITED', params: { retryAt: outcome.at.toISOString() } }, waitMs);
    }
    return outcome.record ?? record;
  }
}
