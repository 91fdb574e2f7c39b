import { ecpayInvoiceFields } from './ecpay-invoice-fields';
import type { InvoiceChoice } from './invoice-choice';

describe("the choice as ECPay's Issue fields (research §4)", () => {
  it.each<[InvoiceChoice, object]>([
    [{ kind: 'member-carrier' }, { CarrierType: '1', CarrierNum: '', Donation: '0', LoveCode: '', Print: '0', CustomerIdentifier: '', CustomerName: '' }],
    [{ kind: 'mobile-barcode', barcode: '/ABC+123' }, { CarrierType: '3', CarrierNum: '/ABC+123', Donation: '0', LoveCode: '', Print: '0', CustomerIdentifier: '', CustomerName: '' }],
    [{ kind: 'certificate', certificate: 'AB12345678901234' }, { CarrierType: '2', CarrierNum: 'AB12345678901234', Donation: '0', LoveCode: '', Print: '0', CustomerIdentifier: '', CustomerName: '' }],
    [{ kind: 'donation', loveCode: '168001' }, { CarrierType: '', CarrierNum: '', Donation: '1', LoveCode: '168001', Print: '0', CustomerIdentifier: '', CustomerName: '' }],
    [{ kind: 'company', taxId: '97025978', title: ' 綠界科技股份有限公司 ' }, { CarrierType: '1', CarrierNum: '', Donation: '0', LoveCode: '', Print: '0', CustomerIdentifier: '97025978', CustomerName: '綠界科技股份有限公司' }],
  ])('%j -> %j', (choice, fields) => {
    expect(ecpayInvoiceFields(choice)).toEqual(fields);
  });

  const all: InvoiceChoice[] = [
    { kind: 'member-carrier' },
    { kind: 'mobile-barcode', barcode: '/1234567' },
    { kind: 'certificate', certificate: 'AB12345678901234' },
    { kind: 'donation', loveCode: '001' },
    { kind: 'company', taxId: '04595257', title: 'A 公司' },
  ];

  it("every choice obeys ECPay's combination table", () => {
    for (const fields of all.map(ecpayInvoiceFields)) {
      if (fields.Donation === '1') expect([fields.Print, fields.CustomerIdentifier]).toEqual(['0', '']);
      if (fields.CustomerIdentifier !== '') {
        expect(fields.Donation).toBe('0');
        const allowedPrint = { '': ['1'], '1': ['0'], '2': ['0'], '3': ['0', '1'] }[fields.CarrierType];
        expect(allowedPrint).toContain(fields.Print);
      }
      // Print=0 without a donation needs a carrier, or the invoice would go nowhere.
      if (fields.Print === '0' && fields.Donation === '0') expect(fields.CarrierType).not.toBe('');
    }
  });
});
