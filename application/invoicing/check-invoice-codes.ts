import { checkedCodeField } from '../../domain/invoicing/invoice-input';
import type { InvoiceChoice } from '../../domain/invoicing/invoice-choice';
import type { FormErrors } from '../../domain/validation/field-error';
import { ProviderUnavailableError } from '../errors';
import type { EinvoiceGateway } from './einvoice-gateway.port';

/**
 * Before an order is placed, a mobile barcode or a love code is asked of ECPay (CheckBarcode, CheckLoveCode;
 * issue 30): only a clear "no such code" is the shopper's to fix, as a field error. The ministry's service
 * being down (9000001), a rate limit, a refusal of the call itself or an outage are ours: the order goes on,
 * and the invoice job meets any real problem later. Without a gateway (tests, a shop without e-invoices) nothing is asked.
 *
 * One per process (the use case is a singleton): after ECPay's rate limit no code is asked before its retryAt,
 * as the port requires, so a busy hour does not keep the shop limited.
 */
export class InvoiceCodeChecks {
  private pausedUntil = 0;

  constructor(private readonly gateway: EinvoiceGateway | undefined) {}

  async check(choice: InvoiceChoice, now: Date): Promise<FormErrors<'barcode' | 'loveCode'>> {
    const checked = checkedCodeField(choice);
    if (!this.gateway || !checked || now.getTime() < this.pausedUntil) return {};
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
}
