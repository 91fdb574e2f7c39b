import { inject, injectable } from 'inversify';
import { invoiceLinesOf, mayIssueInvoice, relateNumberOf } from '../../domain/invoicing/order-invoice';
import { formatMessage } from '../../domain/messages';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EINVOICE_GATEWAY, type EinvoiceGateway, type IssueInvoiceOutcome } from './einvoice-gateway.port';
import { INVOICE_CLAIM_MS, pausedUntil, recordingOutage, refusalReason, waitOutRateLimit, type InvoiceJobOutcome } from './invoice-job';
import { INVOICE_STORE, type InvoiceRecord, type InvoiceStore } from './invoice-store.port';

/**
 * Issues an order's e-invoice (issue 30), once: the card order's on PAID, the store-payment order's at pickup (the
 * consumer decides when), and the staff's retry of a failed one. Claim first, then read the order, so an order
 * cancelled meanwhile is never invoiced (VoidOrderInvoice waits for a live claim). The RelateNumber kept on the row
 * is sent on every attempt: after a crash between ECPay's answer and the write, ECPay answers "duplicate" and the
 * invoice is read back with GetIssue, never issued twice.
 */
@injectable()
export class IssueOrderInvoice {
  constructor(
    @inject(INVOICE_STORE) private readonly store: InvoiceStore,
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(EINVOICE_GATEWAY) private readonly gateway: EinvoiceGateway,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws ProviderUnavailableError when ECPay cannot be reached (written as ISSUE_FAILED first). */
  async execute(orderId: string): Promise<InvoiceJobOutcome> {
    const now = this.clock.now();
    const paused = await pausedUntil(this.store, now);
    if (paused) return { kind: 'retry', at: paused };
    const claim = await this.store.claim(orderId, 'issue', relateNumberOf(orderId), now, INVOICE_CLAIM_MS);
    if (claim.kind === 'settled') return { kind: 'done', record: claim.record };
    if (claim.kind === 'busy') return { kind: 'retry', at: claim.until };
    const order = await this.orders.findOrder(orderId);
    if (!order || !mayIssueInvoice(order)) {
      await this.store.release(orderId, now);
      return { kind: 'done', record: await this.store.find(orderId) };
    }
    const planned = invoiceLinesOf(await this.orders.listItems(orderId), order.totalAmount);
    if (!planned.ok) return this.fail(orderId, formatMessage(planned.code), now);
    const reference = claim.record.relateNumber ?? relateNumberOf(orderId);
    const outcome = await recordingOutage(() => this.gateway.issueInvoice({
      reference,
      recipient: claim.record.choice,
      buyer: { name: order.customerName, phone: order.customerPhone },
      lines: planned.lines,
      total: order.totalAmount,
    }), (reason) => this.fail(orderId, reason, now));
    return this.record(orderId, reference, outcome, now);
  }

  private async record(orderId: string, reference: string, outcome: IssueInvoiceOutcome, now: Date): Promise<InvoiceJobOutcome> {
    switch (outcome.kind) {
      case 'issued':
        return { kind: 'done', record: await this.store.recordIssued(orderId, outcome.invoice, this.clock.now()) };
      case 'rate_limited':
        return waitOutRateLimit(this.store, orderId, outcome, now);
      case 'refused':
        return this.fail(orderId, refusalReason(outcome), now);
      case 'duplicate_reference': {
        // Issued before (a crash after ECPay's answer, or two processes): read it back by the same RelateNumber.
        const found = await recordingOutage(() => this.gateway.findInvoice(reference), (reason) => this.fail(orderId, reason, now));
        if (found.kind === 'rate_limited') return waitOutRateLimit(this.store, orderId, found, now);
        if (found.kind === 'not_found') return this.fail(orderId, `duplicate RelateNumber ${reference}, GetIssue: ${refusalReason(found)}`, now);
        return { kind: 'done', record: await this.store.recordIssued(orderId, found.invoice, this.clock.now()) };
      }
    }
  }

  private async fail(orderId: string, reason: string, now: Date): Promise<{ kind: 'done'; record: InvoiceRecord | undefined }> {
    return { kind: 'done', record: await this.store.recordFailure(orderId, 'issue', { state: 'ISSUE_FAILED', reason }, now) };
  }
}
