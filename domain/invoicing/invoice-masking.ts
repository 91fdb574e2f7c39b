import { MASK_CHARACTER } from '../orders/masking';
import type { InvoiceChoice } from './invoice-choice';

/**
 * What an order page shows of the shopper's carrier (issue 30). A mobile barcode or a citizen certificate number
 * files every invoice of that person: the page shows enough to recognise it (the first and last characters), not
 * enough to copy it. A love code is a charity's public number and a company's tax id and title are printed on
 * the invoice itself: they are shown as they are, to the buyer and staff only (a stranger sees no choice at all).
 */
export function maskInvoiceChoice(choice: InvoiceChoice): InvoiceChoice {
  switch (choice.kind) {
    case 'mobile-barcode':
      return { kind: choice.kind, barcode: keepEnds(choice.barcode, 3, 2) };
    case 'certificate':
      return { kind: choice.kind, certificate: keepEnds(choice.certificate, 2, 4) };
    default:
      return choice;
  }
}

function keepEnds(value: string, head: number, tail: number): string {
  const chars = [...value];
  if (chars.length <= head + tail) return MASK_CHARACTER.repeat(chars.length);
  return `${chars.slice(0, head).join('')}${MASK_CHARACTER.repeat(chars.length - head - tail)}${chars.slice(-tail).join('')}`;
}
