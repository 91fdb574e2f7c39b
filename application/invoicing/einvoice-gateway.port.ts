import type { InvoiceChoice } from '../../domain/invoicing/invoice-choice';

/**
 * What the shop needs from an e-invoice provider (統一發票, issue 30), in the shop's words: issue an order's
 * invoice, void it, read it back, and check a shopper's mobile barcode or love code before the order is placed.
 * The adapter (adapters/ecpay/einvoice) speaks ECPay's B2C protocol; the simulator plays ECPay in the demo.
 *
 * Every call can answer `rate_limited`: the provider refused because the shop called too fast, and no call may
 * be made before `retryAt` (ECPay: 30 minutes). A provider that cannot be reached throws
 * ProviderUnavailableError instead: the job retries it later like any other outage.
 */

/** Who receives the invoice: the shopper's choice at checkout, as the domain defines and checks it. */
export type InvoiceRecipient = InvoiceChoice;

export interface InvoiceLine {
  name: string;
  quantity: number;
  /** Tax-included unit price in TWD. */
  unitPrice: number;
  /** Tax-included line amount in TWD: the lines add up to the invoice's total. */
  amount: number;
  /** The unit word, e.g. 件. */
  unit: string;
}

export interface IssueInvoiceRequest {
  /** The provider's idempotency key, derived from the order: at most 20 letters and digits. */
  reference: string;
  recipient: InvoiceRecipient;
  buyer: { name: string; email?: string; phone?: string };
  lines: readonly InvoiceLine[];
  /** Tax-included total in TWD. */
  total: number;
}

export interface IssuedInvoice {
  /** Two letters (字軌) and eight digits, e.g. AB12345678. */
  number: string;
  issuedAt: Date;
  /** The four-digit random code printed on the invoice. */
  randomCode: string;
}

export interface RateLimited { kind: 'rate_limited'; retryAt: Date }
export interface Refused { kind: 'refused'; code: string; message: string }

export type IssueInvoiceOutcome =
  | { kind: 'issued'; invoice: IssuedInvoice }
  /** The reference was used before: the invoice may exist already, read it back with findInvoice. */
  | { kind: 'duplicate_reference' }
  | Refused
  | RateLimited;

export type VoidInvoiceOutcome = { kind: 'voided' } | Refused | RateLimited;

export type FindInvoiceOutcome =
  | { kind: 'found'; invoice: IssuedInvoice; voided: boolean }
  | { kind: 'not_found'; code: string; message: string }
  | RateLimited;

export type CheckCodeOutcome =
  | { kind: 'exists' }
  | { kind: 'unknown' }
  /** The Ministry of Finance's service is down: not a refusal, the order goes on. */
  | { kind: 'service_down' }
  | Refused
  | RateLimited;

export interface EinvoiceGateway {
  issueInvoice(request: IssueInvoiceRequest): Promise<IssueInvoiceOutcome>;
  voidInvoice(invoice: { number: string; issuedAt: Date; reason: string }): Promise<VoidInvoiceOutcome>;
  findInvoice(reference: string): Promise<FindInvoiceOutcome>;
  checkMobileBarcode(barcode: string): Promise<CheckCodeOutcome>;
  checkLoveCode(loveCode: string): Promise<CheckCodeOutcome>;
}

export const EINVOICE_GATEWAY = Symbol.for('EinvoiceGateway');
