import { inject, injectable } from 'inversify';
import { relateNumberOf } from '../../domain/invoicing/order-invoice';
import { canStillVoid } from '../../domain/invoicing/void-window';
import { formatMessage } from '../../domain/messages';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EINVOICE_GATEWAY, type EinvoiceGateway } from './einvoice-gateway.port';
import { INVOICE_CLAIM_MS, pausedUntil, recordingOutage, refusalReason, waitOutRateLimit, type InvoiceJobOutcome } from './invoice-job';
import { INVOICE_STORE, STEP_FROM, type InvoiceRecord, type InvoiceStore } from './invoice-store.port';

/** Why the invoice is voided, as ECPay keeps it (Reason, at most 20 characters). */
export type VoidCause = 'REFUNDED' | 'CANCELLED';

/**
 * Voids an order's e-invoice when the paid order is refunded or cancelled (issue 30; ECPay /B2CInvoice/Invalid),
 * within ECPay's window (domain/invoicing/void-window.ts); after it the invoice NEEDS_ALLOWANCE and the console
 * says so. Nothing issued, nothing to void. An issue in flight (a live claim) is waited for; an issue that was
 * sent but never written (a crash, an outage) is asked of ECPay with GetIssue first, so a cancelled order's
 * invoice is not left standing.
 */
@injectable()
export class VoidOrderInvoice {
  constructor(
    @inject(INVOICE_STORE) private readonly store: InvoiceStore,
    @inject(EINVOICE_GATEWAY) private readonly gateway: EinvoiceGateway,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws ProviderUnavailableError when ECPay cannot be reached (written as VOID_FAILED first when it was a void). */
  async execute(orderId: string, cause: VoidCause): Promise<InvoiceJobOutcome> {
    const now = this.clock.now();
    const paused = await pausedUntil(this.store, now);
    if (paused) return { kind: 'retry', at: paused };
    const before = await this.store.find(orderId);
    if (!before) return { kind: 'done', record: undefined };
    if (STEP_FROM.issue.includes(before.state)) {
      const unsettled = await this.settleUnrecordedIssue(before, now);
      if (unsettled) return unsettled;
    }
    const claim = await this.store.claim(orderId, 'void', relateNumberOf(orderId), now, INVOICE_CLAIM_MS);
    if (claim.kind === 'settled') return { kind: 'done', record: claim.record };
    if (claim.kind === 'busy') return { kind: 'retry', at: claim.until };
    const invoice = claim.record.invoice;
    if (!invoice) return this.fail(orderId, 'VOID_FAILED', 'issued without an invoice number', now);
    if (!canStillVoid(invoice.issuedAt, now)) return this.fail(orderId, 'NEEDS_ALLOWANCE', `void window closed (issued ${invoice.issuedAt.toISOString()})`, now);
    const reason = formatMessage(cause === 'REFUNDED' ? 'EINVOICE_VOID_REFUNDED' : 'EINVOICE_VOID_CANCELLED');
    const onOutage = (why: string) => this.fail(orderId, 'VOID_FAILED', why, now);
    const outcome = await recordingOutage(() => this.gateway.voidInvoice({ number: invoice.number, issuedAt: invoice.issuedAt, reason }), onOutage);
    if (outcome.kind === 'rate_limited') return waitOutRateLimit(this.store, orderId, outcome, now);
    if (outcome.kind === 'voided') return { kind: 'done', record: await this.store.recordVoided(orderId, this.clock.now()) };
    // Refused: maybe voided already (a crash after ECPay's answer; ECPay refuses a second void): ask.
    const found = await recordingOutage(() => this.gateway.findInvoice(claim.record.relateNumber ?? relateNumberOf(orderId)), onOutage);
    if (found.kind === 'rate_limited') return waitOutRateLimit(this.store, orderId, found, now);
    if (found.kind === 'found' && found.voided) return { kind: 'done', record: await this.store.recordVoided(orderId, this.clock.now()) };
    return this.fail(orderId, 'VOID_FAILED', refusalReason(outcome), now);
  }

  /**
   * Not issued as far as the row says. With a live claim an issue is running: come back after it. With a
   * RelateNumber an issue was sent: ECPay's GetIssue says whether an invoice exists, which is then recorded (and
   * voided next). Undefined: go on to the void claim (which finds an issued invoice, or settles on nothing).
   */
  private async settleUnrecordedIssue(record: InvoiceRecord, now: Date): Promise<InvoiceJobOutcome | undefined> {
    if (record.claimedUntil && record.claimedUntil.getTime() > now.getTime()) return { kind: 'retry', at: record.claimedUntil };
    if (!record.relateNumber) return { kind: 'done', record };
    const found = await this.gateway.findInvoice(record.relateNumber);
    if (found.kind === 'rate_limited') return waitOutRateLimit(this.store, record.orderId, found, now);
    if (found.kind === 'not_found') return { kind: 'done', record };
    await this.store.recordIssued(record.orderId, found.invoice, now);
    if (found.voided) return { kind: 'done', record: await this.store.recordVoided(record.orderId, now) };
    return undefined;
  }

  private async fail(orderId: string, state: 'VOID_FAILED' | 'NEEDS_ALLOWANCE', reason: string, now: Date): Promise<InvoiceJobOutcome> {
    return { kind: 'done', record: await this.store.recordFailure(orderId, 'void', { state, reason }, now) };
  }
}
