import type { FieldError, FormErrors } from '../validation/field-error';
import { fieldError } from '../validation/field-error';
import { DEFAULT_INVOICE_CHOICE, isInvoiceChoiceKind, type InvoiceChoice, type InvoiceChoiceKind } from './invoice-choice';
import { validateInvoiceChoice, type InvoiceField } from './invoice-rules';
import type { TaxIdRule } from './tax-id';

/**
 * The invoice section as typed (issue 30): the checkout form's state and the checkout body's `invoice` are the
 * same shape, a kind and the text of every field, so the form and the server read it with one function. Only
 * the fields of the chosen kind are read; the others (left over from another choice in the form) are ignored.
 */
export interface InvoiceInput {
  kind: string;
  barcode?: string;
  certificate?: string;
  loveCode?: string;
  taxId?: string;
  title?: string;
}

/** The section's fields, with the kind itself (a kind outside INVOICE_CHOICE_KINDS is a field error too). */
export type InvoiceInputField = 'kind' | InvoiceField;

export type InvoiceReading =
  | { ok: true; choice: InvoiceChoice }
  | { ok: false; errors: FormErrors<InvoiceInputField> };

/** Surrounding spaces are a typing slip (none of the codes has a space inside); nothing else is changed. */
const text = (value: string | undefined): string => (value ?? '').trim();

/** The typed section as a choice, before the rules: undefined for an unknown kind. */
export function toInvoiceChoice(input: InvoiceInput): InvoiceChoice | undefined {
  switch (input.kind) {
    case 'member-carrier':
      return { kind: 'member-carrier' };
    case 'mobile-barcode':
      return { kind: 'mobile-barcode', barcode: text(input.barcode) };
    case 'certificate':
      return { kind: 'certificate', certificate: text(input.certificate) };
    case 'donation':
      return { kind: 'donation', loveCode: text(input.loveCode) };
    case 'company':
      return { kind: 'company', taxId: text(input.taxId), title: text(input.title) };
    default:
      return undefined;
  }
}

/** No section at all (an older client, or a shopper who never opened it) is the default: the member carrier. */
export function readInvoiceInput(input: InvoiceInput | null | undefined, rule?: TaxIdRule): InvoiceReading {
  if (input === null || input === undefined) return { ok: true, choice: DEFAULT_INVOICE_CHOICE };
  const choice = isInvoiceChoiceKind(input.kind) ? toInvoiceChoice(input) : undefined;
  if (!choice) return { ok: false, errors: { kind: fieldError('INVOICE_KIND_INVALID') } };
  const errors = validateInvoiceChoice(choice, rule);
  return Object.keys(errors).length === 0 ? { ok: true, choice } : { ok: false, errors };
}

/** The choice back in the form's shape: how a remembered choice fills the section. */
export function toInvoiceInput(choice: InvoiceChoice): InvoiceInput & { kind: InvoiceChoiceKind } {
  switch (choice.kind) {
    case 'member-carrier':
      return { kind: choice.kind };
    case 'mobile-barcode':
      return { kind: choice.kind, barcode: choice.barcode };
    case 'certificate':
      return { kind: choice.kind, certificate: choice.certificate };
    case 'donation':
      return { kind: choice.kind, loveCode: choice.loveCode };
    case 'company':
      return { kind: choice.kind, taxId: choice.taxId, title: choice.title };
  }
}

/** The field the provider's check of a code answers for (the barcode or the love code), if the choice has one. */
export function checkedCodeField(choice: InvoiceChoice): { field: 'barcode' | 'loveCode'; unknown: FieldError } | undefined {
  if (choice.kind === 'mobile-barcode') return { field: 'barcode', unknown: fieldError('INVOICE_BARCODE_UNKNOWN') };
  if (choice.kind === 'donation') return { field: 'loveCode', unknown: fieldError('INVOICE_LOVE_CODE_UNKNOWN') };
  return undefined;
}
