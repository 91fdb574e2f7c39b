/**
 * The shopper's invoice choice at checkout (issue 30). Every Taiwan sale gets a uniform e-invoice; the shopper
 * only chooses where it goes. The default is a personal cloud invoice held by the shop's member carrier
 * (ECPay's carrier 1: ECPay files it under the buyer's e-mail or phone), so a shopper who skips the section
 * still gets a lawful invoice.
 */
export type InvoiceChoice =
  | { readonly kind: 'member-carrier' }
  | { readonly kind: 'mobile-barcode'; readonly barcode: string }
  | { readonly kind: 'certificate'; readonly certificate: string }
  | { readonly kind: 'donation'; readonly loveCode: string }
  | { readonly kind: 'company'; readonly taxId: string; readonly title: string };

export type InvoiceChoiceKind = InvoiceChoice['kind'];

export const INVOICE_CHOICE_KINDS = ['member-carrier', 'mobile-barcode', 'certificate', 'donation', 'company'] as const satisfies readonly InvoiceChoiceKind[];

export const DEFAULT_INVOICE_CHOICE: InvoiceChoice = { kind: 'member-carrier' };

export function isInvoiceChoiceKind(value: unknown): value is InvoiceChoiceKind {
  return typeof value === 'string' && (INVOICE_CHOICE_KINDS as readonly string[]).includes(value);
}
