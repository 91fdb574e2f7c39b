import type { InvoiceChoice } from '../../domain/invoicing/invoice-choice';
import type { InvoiceState } from '../../domain/invoicing/invoice-states';

/** An order's e-invoice as the invoices table keeps it (issue 30): the shopper's choice and what ECPay answered. */
export interface OrderInvoice {
  orderId: string;
  choice: InvoiceChoice;
  state: InvoiceState;
  /** Two letters and eight digits, once issued. */
  number: string | null;
  issuedAt: Date | null;
  /** The four digits printed on the invoice, once issued. */
  randomCode: string | null;
}
