import { inject, injectable } from 'inversify';
import { DEFAULT_INVOICE_CHOICE, type InvoiceChoice } from '../../domain/invoicing/invoice-choice';
import { INVOICE_READS, type InvoiceReads } from './invoice-reads.port';

/**
 * GET /api/customers/invoice-choice (a signed-in member only): the choice the checkout form starts from, the
 * member's last one (issue 30), else the default. The customer id comes from the token, never from the request.
 */
@injectable()
export class GetInvoiceChoice {
  constructor(@inject(INVOICE_READS) private readonly reads: InvoiceReads) {}

  async execute(customerId: number): Promise<{ choice: InvoiceChoice; remembered: boolean }> {
    const choice = await this.reads.findCustomerChoice(customerId);
    return choice ? { choice, remembered: true } : { choice: DEFAULT_INVOICE_CHOICE, remembered: false };
  }
}
