import { fieldError, collectErrors, charLength, type FieldError, type FormErrors } from '../validation/field-error';
import type { InvoiceChoice } from './invoice-choice';
import { isTaxIdFormat, isValidTaxId, type TaxIdRule } from './tax-id';

/**
 * The invoice section's field rules (issue 30), shared by the checkout form and the server: a wrong value is
 * a field error at checkout, never a failed order. The patterns are research ecpay-einvoice.md §7 and
 * ECPay's own CarrierNum rules (§4). Input is taken as typed: no upper-casing, so what passes here is
 * byte for byte what ECPay receives (the form may upper-case as the shopper types).
 */
export const MOBILE_BARCODE = /^\/[0-9A-Z.+-]{7}$/;
export const CERTIFICATE_NUMBER = /^[A-Z]{2}\d{14}$/;
export const LOVE_CODE = /^\d{3,7}$/;
/** ECPay's CustomerName is at most 60 characters (research §4). */
export const COMPANY_TITLE_MAX = 60;

export function validateMobileBarcode(value: string): FieldError | undefined {
  return MOBILE_BARCODE.test(value) ? undefined : fieldError('INVOICE_BARCODE_INVALID');
}

export function validateCertificate(value: string): FieldError | undefined {
  return CERTIFICATE_NUMBER.test(value) ? undefined : fieldError('INVOICE_CERTIFICATE_INVALID');
}

export function validateLoveCode(value: string): FieldError | undefined {
  return LOVE_CODE.test(value) ? undefined : fieldError('INVOICE_LOVE_CODE_INVALID');
}

export function validateTaxId(value: string, rule: TaxIdRule = 'since-2023'): FieldError | undefined {
  if (!isTaxIdFormat(value)) return fieldError('INVOICE_TAX_ID_FORMAT');
  return isValidTaxId(value, rule) ? undefined : fieldError('INVOICE_TAX_ID_CHECKSUM');
}

export function validateCompanyTitle(value: string): FieldError | undefined {
  const title = value.trim();
  if (title === '') return fieldError('INVOICE_COMPANY_TITLE_REQUIRED');
  return charLength(title) > COMPANY_TITLE_MAX ? fieldError('TEXT_TOO_LONG', { max: COMPANY_TITLE_MAX }) : undefined;
}

/** The fields of the invoice section, named as the choice names them. */
export type InvoiceField = 'barcode' | 'certificate' | 'loveCode' | 'taxId' | 'title';

/** Field errors of a choice, keyed by its field names; {} means it can be issued as chosen. */
export function validateInvoiceChoice(choice: InvoiceChoice, rule: TaxIdRule = 'since-2023'): FormErrors<InvoiceField> {
  switch (choice.kind) {
    case 'member-carrier':
      return {};
    case 'mobile-barcode':
      return collectErrors({ barcode: validateMobileBarcode(choice.barcode) });
    case 'certificate':
      return collectErrors({ certificate: validateCertificate(choice.certificate) });
    case 'donation':
      return collectErrors({ loveCode: validateLoveCode(choice.loveCode) });
    case 'company':
      return collectErrors({ taxId: validateTaxId(choice.taxId, rule), title: validateCompanyTitle(choice.title) });
  }
}
