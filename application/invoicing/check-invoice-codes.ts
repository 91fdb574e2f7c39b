import { checkedCodeField } from '../../domain/invoicing/invoice-input';
import type { InvoiceChoice } from '../../domain/invoicing/invoice-choice';
import { maskPhone } from '../../domain/orders/masking';
import type { FormErrors } from '../../domain/validation/field-error';
import type { RateLimiter } from '../accounts/rate-limiter.port';
import { ProviderUnavailableError } from '../errors';
import type { AbuseLimits } from '../shared/abuse-limits';
import type { EventLog } from '../shared/event-log.port';
import { consumeAttempt } from '../shared/limit-attempt';
import type { EinvoiceGateway } from './einvoice-gateway.port';

/**
 * Before an order is placed, a mobile barcode or a love code is asked of ECPay (CheckBarcode, CheckLoveCode;
 * issue 30): only a clear "no such code" is the shopper's to fix, as a field error. The ministry's service
 * being down (9000001), a rate limit, a refusal of the call itself or an outage are ours: the order goes on,
 * and the invoice job meets any real problem later. Without a gateway (tests, a shop without e-invoices) nothing is asked.
 *
 * One per process (the use case is a singleton): after ECPay's rate limit no code is asked before its retryAt,
 * as the port requires, so a busy hour does not keep the shop limited.
 *
 * ECPay's limit is the merchant's, so the questions are limited per phone and per client IP (AbuseLimits
 * invoiceCodeChecks*, counters shared by every process): a failed checkout keeps the cart, and a stranger with one
 * cart could otherwise ask code after code, spending the quota the invoice job needs and testing codes in bulk.
 * Only a question that would really be sent counts, before it is sent. Over a limit the code is simply not asked,
 * exactly as when the ministry's service is down: the order goes on, nobody is refused, the caller cannot tell.
 */
export class InvoiceCodeChecks {
  private pausedUntil = 0;

  constructor(
    private readonly gateway: EinvoiceGateway | undefined,
    private readonly limiter: RateLimiter,
    private readonly limits: AbuseLimits,
    private readonly log: EventLog,
  ) {}

  /** `caller`: the checkout's phone (trimmed; a member's is their account's) and client IP, the two counters' keys. */
  async check(choice: InvoiceChoice, caller: CodeCheckCaller, now: Date): Promise<FormErrors<'barcode' | 'loveCode'>> {
    const checked = checkedCodeField(choice);
    if (!this.gateway || !checked || now.getTime() < this.pausedUntil) return {};
    if (!(await this.admitted(caller))) return {};
    try {
      const outcome = choice.kind === 'mobile-barcode' ? await this.gateway.checkMobileBarcode(choice.barcode)
        : choice.kind === 'donation' ? await this.gateway.checkLoveCode(choice.loveCode) : undefined;
      if (outcome?.kind === 'rate_limited') this.pausedUntil = outcome.retryAt.getTime();
      return outcome?.kind === 'unknown' ? { [checked.field]: checked.unknown } : {};
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return {};
      throw error;
    }
  }

  private async admitted({ phone, clientIp }: CodeCheckCaller): Promise<boolean> {
    const { invoiceCodeChecksPerPhone, invoiceCodeChecksPerClient, invoiceCodeCheckWindowMs } = this.limits;
    const phoneKey = `invoice-code-check:phone:${phone}`;
    const verdict = await consumeAttempt(this.limiter, [
      { key: phoneKey, limit: invoiceCodeChecksPerPhone, windowMs: invoiceCodeCheckWindowMs },
      { key: `invoice-code-check:ip:${clientIp}`, limit: invoiceCodeChecksPerClient, windowMs: invoiceCodeCheckWindowMs },
    ]);
    // The operator's trace of a loop (the caller is told nothing); the phone is masked like the proofs' log lines.
    if (!verdict.ok) this.log.info('invoice code not checked: too many checks', { phone: maskPhone(phone), clientIp, limitedBy: verdict.refusedBy.includes(phoneKey) ? 'phone' : 'client' });
    return verdict.ok;
  }
}

export interface CodeCheckCaller {
  phone: string;
  clientIp: string;
}
