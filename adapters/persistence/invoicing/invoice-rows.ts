import type { Knex } from 'knex';
import type { OrderInvoice } from '../../../application/invoicing/order-invoice';
import { isInvoiceChoiceKind, type InvoiceChoice } from '../../../domain/invoicing/invoice-choice';
import { isInvoiceState } from '../../../domain/invoicing/invoice-states';

/** The choice columns, shared by invoices and customer_invoice_choices (migration 20261203_3001). */
export interface ChoiceColumns {
  kind: string;
  barcode: string | null;
  certificate: string | null;
  love_code: string | null;
  tax_id: string | null;
  title: string | null;
}

export interface InvoiceRow extends ChoiceColumns {
  order_id: string;
  state: string;
  invoice_number: string | null;
  issued_at: Date | string | null;
  random_code: string | null;
}

/** A choice as its columns: the kind's own field set, every other one null. */
export function choiceColumns(choice: InvoiceChoice): ChoiceColumns {
  return {
    kind: choice.kind,
    barcode: choice.kind === 'mobile-barcode' ? choice.barcode : null,
    certificate: choice.kind === 'certificate' ? choice.certificate : null,
    love_code: choice.kind === 'donation' ? choice.loveCode : null,
    tax_id: choice.kind === 'company' ? choice.taxId : null,
    title: choice.kind === 'company' ? choice.title : null,
  };
}

/** The columns back as a choice; a row this code did not write (an unknown kind) is a bug, not a default. */
export function toInvoiceChoice(row: ChoiceColumns): InvoiceChoice {
  if (!isInvoiceChoiceKind(row.kind)) throw new Error(`unknown invoice kind ${row.kind}`);
  switch (row.kind) {
    case 'member-carrier':
      return { kind: row.kind };
    case 'mobile-barcode':
      return { kind: row.kind, barcode: row.barcode ?? '' };
    case 'certificate':
      return { kind: row.kind, certificate: row.certificate ?? '' };
    case 'donation':
      return { kind: row.kind, loveCode: row.love_code ?? '' };
    case 'company':
      return { kind: row.kind, taxId: row.tax_id ?? '', title: row.title ?? '' };
  }
}

export function toOrderInvoice(row: InvoiceRow): OrderInvoice {
  if (!isInvoiceState(row.state)) throw new Error(`unknown invoice state ${row.state}`);
  return {
    orderId: row.order_id, choice: toInvoiceChoice(row), state: row.state, number: row.invoice_number,
    issuedAt: row.issued_at === null ? null : new Date(row.issued_at), randomCode: row.random_code,
  };
}

/**
 * Checkout's invoice rows, written in its transaction (knex-order-store.ts): the order's invoice, not issued yet,
 * and a customer's choice remembered for the next checkout (one row per customer, replaced each time).
 */
export async function insertCheckoutInvoice(
  trx: Knex.Transaction, orderId: string, choice: InvoiceChoice, customerId: number | null, now: Date,
): Promise<void> {
  const columns = choiceColumns(choice);
  await trx('invoices').insert({ order_id: orderId, ...columns, state: 'NOT_ISSUED', attempts: 0, created_at: now, updated_at: now });
  if (customerId === null) return;
  await trx('customer_invoice_choices').insert({ customer_id: customerId, ...columns, updated_at: now })
    .onConflict('customer_id').merge();
}
