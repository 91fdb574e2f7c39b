import * as t from 'io-ts';
import { INVOICE_CHOICE_KINDS } from '../../domain/invoicing/invoice-choice';
import type { InvoiceInput } from '../../domain/invoicing/invoice-input';
import { INVOICE_STATES } from '../../domain/invoicing/invoice-states';
import { messageRef } from '../../domain/messages';
import { described, enumOf, nullable, type Endpoints } from './shared';

/**
 * The e-invoice's contract (issue 30): the checkout body's invoice section, the invoice an order page shows, and
 * the member's remembered choice. The section is decoded leniently, like the rest of the checkout body: the use
 * case reads it with the domain's readInvoiceInput, so every field error comes back with the contact's.
 */

const INPUT_FIELDS = ['barcode', 'certificate', 'loveCode', 'taxId', 'title'] as const;

/** `invoice`: absent or null is no section (the default choice); an object's fields read as text ('' when not text). */
export const InvoiceInputBody = described(new t.Type<InvoiceInput | null, unknown, unknown>(
  'INVOICE_KIND_INVALID',
  (input): input is InvoiceInput | null => input === null || (typeof input === 'object' && !Array.isArray(input)),
  (input, context) => {
    if (input === undefined || input === null) return t.success(null);
    if (typeof input !== 'object' || Array.isArray(input)) return t.failure(input, context, messageRef('INVOICE_KIND_INVALID'));
    const raw = input as Record<string, unknown>;
    const section: InvoiceInput = { kind: typeof raw.kind === 'string' ? raw.kind : '' };
    for (const field of INPUT_FIELDS) {
      const value = raw[field];
      if (typeof value === 'string') section[field] = value;
    }
    return t.success(section);
  },
  t.identity,
), {
  oneOf: [{ type: 'null' }, {
    type: 'object', required: ['kind'],
    properties: { kind: { type: 'string', enum: [...INVOICE_CHOICE_KINDS] }, ...Object.fromEntries(INPUT_FIELDS.map((field) => [field, { type: 'string' }])) },
  }],
});

export const InvoiceChoiceKind = enumOf('InvoiceChoiceKind', INVOICE_CHOICE_KINDS);
export const InvoiceState = enumOf('InvoiceState', INVOICE_STATES);

/**
 * An order's invoice on the buyer's order page, the history and the console: the state, and once issued the
 * number (two letters and eight digits), the date and the random code. The choice's own field comes with it:
 * a barcode or certificate masked (domain/invoicing/invoice-masking.ts), a love code, a tax id and title.
 */
export const OrderInvoiceView = t.intersection([
  t.type({ kind: InvoiceChoiceKind, state: InvoiceState, number: nullable(t.string), issued_at: nullable(t.string), random_code: nullable(t.string) }),
  t.partial({ barcode: t.string, certificate: t.string, love_code: t.string, tax_id: t.string, title: t.string }),
], 'OrderInvoice');
export type OrderInvoiceView = t.TypeOf<typeof OrderInvoiceView>;

/** The member's choice in the form's shape (domain InvoiceInput), and whether it is theirs or the default. */
export const InvoiceChoiceResponse = t.type({
  choice: t.intersection([
    t.type({ kind: InvoiceChoiceKind }),
    t.partial({ barcode: t.string, certificate: t.string, loveCode: t.string, taxId: t.string, title: t.string }),
  ]),
  remembered: t.boolean,
}, 'InvoiceChoiceResponse');

export const invoicingEndpoints = {
  getInvoiceChoice: { method: 'GET', path: '/api/customers/invoice-choice', summary: 'The member\'s last invoice choice (the default before the first order)', auth: 'customer', responses: { 200: InvoiceChoiceResponse } },
} as const satisfies Endpoints;
