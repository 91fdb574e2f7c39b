import { MESSAGES } from '../messages';
import { readInvoiceInput, toInvoiceInput } from './invoice-input';
import { maskInvoiceChoice } from './invoice-masking';

describe('readInvoiceInput (the checkout form and the server read the invoice section with it)', () => {
  it('no section is the member carrier', () => {
    expect(readInvoiceInput(undefined)).toEqual({ ok: true, choice: { kind: 'member-carrier' } });
    expect(readInvoiceInput(null)).toEqual({ ok: true, choice: { kind: 'member-carrier' } });
  });

  it('reads only the chosen kind\'s fields, trimmed, and leaves the others behind', () => {
    expect(readInvoiceInput({ kind: 'donation', loveCode: ' 168001 ', barcode: '/junk', taxId: 'x' })).toEqual({ ok: true, choice: { kind: 'donation', loveCode: '168001' } });
    expect(readInvoiceInput({ kind: 'company', taxId: '04595257', title: ' 好物有限公司 ' })).toEqual({ ok: true, choice: { kind: 'company', taxId: '04595257', title: '好物有限公司' } });
  });

  it('an unknown kind and every failing rule are field errors by field name', () => {
    expect(readInvoiceInput({ kind: 'paper' })).toEqual({ ok: false, errors: { kind: { code: 'INVOICE_KIND_INVALID', message: MESSAGES.INVOICE_KIND_INVALID } } });
    const company = readInvoiceInput({ kind: 'company', taxId: '1234', title: '' });
    expect(company.ok ? {} : Object.keys(company.errors).sort()).toEqual(['taxId', 'title']);
    // Taken as typed: a lower-case barcode is not upper-cased into a valid one.
    expect(readInvoiceInput({ kind: 'mobile-barcode', barcode: '/abc1234' })).toMatchObject({ ok: false, errors: { barcode: { code: 'INVOICE_BARCODE_INVALID' } } });
  });

  it('a choice goes back into the form\'s shape and reads as itself', () => {
    const choice = { kind: 'certificate', certificate: 'AB12345678901234' } as const;
    expect(readInvoiceInput(toInvoiceInput(choice))).toEqual({ ok: true, choice });
  });
});

describe('maskInvoiceChoice (the order pages)', () => {
  it('keeps the ends of a barcode or certificate only; a love code, tax id and title show as they are', () => {
    expect(maskInvoiceChoice({ kind: 'mobile-barcode', barcode: '/ABC1234' })).toEqual({ kind: 'mobile-barcode', barcode: '/AB***34' });
    expect(maskInvoiceChoice({ kind: 'certificate', certificate: 'AB12345678901234' })).toEqual({ kind: 'certificate', certificate: 'AB**********1234' });
    expect(maskInvoiceChoice({ kind: 'donation', loveCode: '168001' })).toEqual({ kind: 'donation', loveCode: '168001' });
    expect(maskInvoiceChoice({ kind: 'company', taxId: '04595257', title: '好物' })).toEqual({ kind: 'company', taxId: '04595257', title: '好物' });
  });
});
