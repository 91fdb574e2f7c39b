import type { Knex } from 'knex';
import type { InvoiceRecord } from '../../../application/invoicing/invoice-store.port';
import type { OrderInvoice } from '../../../application/invoicing/order-invoice';
import { isInvoiceChoiceKind, type InvoiceChoice } from '../../../domain/invoicing/invoice-choice';
import { isInvoiceState, type InvoiceState } from '../../../domain/invoicing/invoice-states';
import { toDate, toDateOrNull } from '../admin/stored-date';
import type { StoredDateTime } from '../outlet/outlet-item.row';

/** The choice columns, shared by invoices and customer_invoice_choices (migration 20261203_3001). */
export interface ChoiceColumns {
  kind: string;
  barcode: string | null;
  certificate: string | null;
  love_code: string | null;
  tax_id: string | null;
  title: string | null;
}

/** The columns the order pages read (knex-invoice-reads.ts). */
export interface InvoiceRow extends ChoiceColumns {
  order_id: string;
  state: string;
  invoice_number: string | null;
  issued_at: StoredDateTime | null;
  random_code: string | null;
}

/** The whole row, with the job's bookkeeping (knex-invoice-store.ts). */
export interface StoredInvoiceRow extends InvoiceRow {
  relate_number: string | null;
  voided_at: StoredDateTime | null;
  attempts: number | string;
  next_attempt_at: StoredDateTime | null;
  claimed_until: StoredDateTime | null;
  last_error: string | null;
  updated_at: StoredDateTime;
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

/**
 * The columns back as a choice; a row this code did not write (an unknown kind) is a bug, not a default. The
 * invoice jobs read it the same way (knex-invoice-store.ts): such a row fails loudly (the outbox retries, then lists
 * the delivery) rather than issuing to the member carrier, which the shopper did not choose.
 */
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

/** The state column as a state; like an unknown kind, a state this code did not write is a bug. */
function stateOf(row: InvoiceRow): InvoiceState {
  if (!isInvoiceState(row.state)) throw new Error(`invoice of ${row.order_id}: unknown state '${row.state}'`);
  return row.state;
}

export function toOrderInvoice(row: InvoiceRow): OrderInvoice {
  return {
    orderId: row.order_id, choice: toInvoiceChoice(row), state: stateOf(row), number: row.invoice_number,
    // toDateOrNull, not new Date(): a driver's zone-less text is UTC (stored-date.ts), not the server's local time.
    issuedAt: toDateOrNull(row.issued_at), randomCode: row.random_code,
  };
}

export function toInvoiceRecord(row: StoredInvoiceRow): InvoiceRecord {
  return {
    orderId: row.order_id,
    choice: toInvoiceChoice(row),
    state: stateOf(row),
    relateNumber: row.relate_number,
    invoice: row.invoice_number && row.issued_at && row.random_code
      ? { number: row.invoice_number, issuedAt: toDate(row.issued_at), randomCode: row.random_code }
      : null,
    voidedAt: toDateOrNull(row.voided_at),
    attempts: Number(row.attempts),
    nextAttemptAt: toDateOrNull(row.next_attempt_at),
    claimedUntil: toDateOrNull(row.claimed_until),
    lastError: row.last_error,
    updatedAt: toDate(row.updated_at),
  };
}

/**
 * Checkout's invoice rows, written in its transaction (knex-order-store.ts): the order's invoice, not issued yet,
 * and a customer's choice remembered for the next checkout (one row per customer, replaced each time).
 */
export async function insertCheckoutInvoice(
  trx: Knex.Transaction, orderId: string, choice: InvoiceChoice, customerId: number | null, now: Date,
): Promise<void> {
  await trx('invoices').insert(newInvoiceRow(orderId, choice, now));
  if (customerId === null) return;
  await trx('customer_invoice_choices').insert({ customer_id: customerId, ...choiceColumns(choice), updated_at: now })
    .onConflict('customer_id').merge();
}

/** An order's invoices row before any job touched it: checkout's, or the default the issue job inserts for an older order. */
export function newInvoiceRow(orderId: string, choice: InvoiceChoice, now: Date) {
  return { order_id: orderId, ...choiceColumns(choice), state: 'NOT_ISSUED', attempts: 0, created_at: now, updated_at: now };
}
