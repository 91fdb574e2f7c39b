import fc from 'fast-check';
import { validateCertificate, validateInvoiceChoice, validateLoveCode, validateMobileBarcode } from './invoice-rules';

const BARCODE_ALPHABET = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.+-'];
const barcodeChar = fc.constantFrom(...BARCODE_ALPHABET);
const otherChar = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !BARCODE_ALPHABET.includes(c));

describe('mobile barcode (手機條碼): "/" then 7 of 0-9 A-Z . + -', () => {
  it.each(['/1234567', '/ABC+123', '/A.B-C+1'])("'%s' passes", (v) => expect(validateMobileBarcode(v)).toBeUndefined());

  it.each(['1234567', '/123456', '/12345678', '/abc1234', '/ABC,123', '/ABC 123', '//123456', ' /1234567'])("'%s' is a field error", (v) => {
    expect(validateMobileBarcode(v)).toEqual({ code: 'INVOICE_BARCODE_INVALID', message: expect.stringContaining('手機條碼') });
  });

  it('any 7 characters from the alphabet after "/" pass', () => {
    fc.assert(fc.property(fc.array(barcodeChar, { minLength: 7, maxLength: 7 }), (chars) => validateMobileBarcode(`/${chars.join('')}`) === undefined));
  });

  it('one character from outside the alphabet, anywhere among the 7, fails', () => {
    fc.assert(
      fc.property(fc.array(barcodeChar, { minLength: 7, maxLength: 7 }), otherChar, fc.integer({ min: 0, max: 6 }), (chars, bad, at) => {
        chars[at] = bad;
        return validateMobileBarcode(`/${chars.join('')}`)?.code === 'INVOICE_BARCODE_INVALID';
      }),
    );
  });
});

describe('citizen digital certificate (自然人憑證): 2 capital letters + 14 digits', () => {
  it('AB12345678901234 passes', () => expect(validateCertificate('AB12345678901234')).toBeUndefined());
  it.each(['ab12345678901234', 'A123456789012345', 'AB1234567890123', 'AB123456789012345', 'ABC2345678901234'])("'%s' fails", (v) => {
    expect(validateCertificate(v)?.code).toBe('INVOICE_CERTIFICATE_INVALID');
  });
  it('any 2 capitals + 14 digits pass', () => {
    const capital = fc.integer({ min: 65, max: 90 }).map((c) => String.fromCharCode(c));
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    fc.assert(
      fc.property(fc.array(capital, { minLength: 2, maxLength: 2 }), fc.array(digit, { minLength: 14, maxLength: 14 }), (l, d) =>
        validateCertificate(l.join('') + d.join('')) === undefined,
      ),
    );
  });
});

describe('love code (愛心碼): 3-7 digits, leading zeros allowed', () => {
  it.each(['168001', '001', '1234567'])("'%s' passes", (v) => expect(validateLoveCode(v)).toBeUndefined());
  it.each(['12', '12345678', 'X12', '12a4', ''])("'%s' fails", (v) => expect(validateLoveCode(v)?.code).toBe('INVOICE_LOVE_CODE_INVALID'));
  it('any string of digits passes exactly when it has 3 to 7 of them', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,10}$/), (v) => (validateLoveCode(v) === undefined) === (v.length >= 3 && v.length <= 7)));
  });
});

describe('validateInvoiceChoice: field errors keyed by the field name', () => {
  it('the default member carrier has no fields and no errors', () => {
    expect(validateInvoiceChoice({ kind: 'member-carrier' })).toEqual({});
  });

  it('a company invoice reports the tax id and the title separately, in zh-TW', () => {
    expect(validateInvoiceChoice({ kind: 'company', taxId: '12345678', title: '  ' })).toEqual({
      taxId: { code: 'INVOICE_TAX_ID_CHECKSUM', message: '統一編號不正確，請再確認一次' },
      title: { code: 'INVOICE_COMPANY_TITLE_REQUIRED', message: '請輸入發票抬頭（公司名稱）' },
    });
    expect(validateInvoiceChoice({ kind: 'company', taxId: '0459525', title: 'x'.repeat(61) })).toEqual({
      taxId: { code: 'INVOICE_TAX_ID_FORMAT', message: '統一編號須為 8 碼數字' },
      title: { code: 'TEXT_TOO_LONG', message: '最多 60 個字。' },
    });
  });

  it('the tax id rule is the 2023 one unless the old rule is asked for', () => {
    const choice = { kind: 'company', taxId: '04595252', title: '綠界科技股份有限公司' } as const;
    expect(validateInvoiceChoice(choice)).toEqual({});
    expect(validateInvoiceChoice(choice, 'before-2023')).toEqual({ taxId: expect.objectContaining({ code: 'INVOICE_TAX_ID_CHECKSUM' }) });
  });

  it.each([
    [{ kind: 'mobile-barcode', barcode: '/abc' }, 'barcode'],
    [{ kind: 'certificate', certificate: 'A1' }, 'certificate'],
    [{ kind: 'donation', loveCode: '1' }, 'loveCode'],
  ] as const)('%j is an error on %s only', (choice, field) => {
    expect(Object.keys(validateInvoiceChoice(choice))).toEqual([field]);
  });
});
