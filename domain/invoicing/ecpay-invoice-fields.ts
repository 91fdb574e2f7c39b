import type { InvoiceChoice } from './invoice-choice';

/**
 * The shopper's choice as the fields of ECPay's /B2CInvoice/Issue Data (research ecpay-einvoice.md §4). The
 * strings are ECPay's codes: CarrierType '' none, '1' ECPay member carrier, '2' 自然人憑證, '3' 手機條碼.
 * Combination rules (D7896 excerpt, VERIFIED): a donation forces Print=0 and no CustomerIdentifier; a tax id
 * forces Donation=0, and Print follows the carrier (carrier '' -> 1, carrier 1 or 2 -> 0, carrier 3 -> 0 or 1).
 * PARTIAL: the carrier patterns and field lengths come from transcriptions of D7896, not the page itself;
 * and the fields the caller adds (CustomerEmail or CustomerPhone, which carrier 1 needs; CustomerName for a
 * person; CustomerAddr, which Print=1 needs) are not decided here.
 */
export interface EcpayInvoiceFields {
  CarrierType: '' | '1' | '2' | '3';
  CarrierNum: string;
  Donation: '0' | '1';
  LoveCode: string;
  Print: '0' | '1';
  CustomerIdentifier: string;
  /** The company title for a tax-id invoice; '' otherwise (the caller fills the buyer's name). */
  CustomerName: string;
}

const NONE = { CarrierNum: '', Donation: '0', LoveCode: '', Print: '0', CustomerIdentifier: '', CustomerName: '' } as const;

export function ecpayInvoiceFields(choice: InvoiceChoice): EcpayInvoiceFields {
  switch (choice.kind) {
    case 'member-carrier':
      // Carrier 1 sends CarrierNum '': ECPay derives the carrier from CustomerEmail, else CustomerPhone (§4).
      return { ...NONE, CarrierType: '1' };
    case 'certificate':
      return { ...NONE, CarrierType: '2', CarrierNum: choice.certificate };
    case 'mobile-barcode':
      return { ...NONE, CarrierType: '3', CarrierNum: choice.barcode };
    case 'donation':
      // No carrier: ECPay allows one on a donation, but the shopper gave none and the invoice goes to the charity.
      return { ...NONE, CarrierType: '', Donation: '1', LoveCode: choice.loveCode, Print: '0' };
    case 'company':
      // An online shop without the buyer's postal address: the company invoice stays in the member carrier
      // (carrier 1, Print=0 per the table) and reaches the buyer by e-mail, instead of a paper copy (carrier '', Print=1).
      return { ...NONE, CarrierType: '1', Print: '0', CustomerIdentifier: choice.taxId, CustomerName: choice.title.trim() };
  }
}
