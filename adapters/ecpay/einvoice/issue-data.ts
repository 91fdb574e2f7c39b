import type { IssueInvoiceRequest } from '../../../application/invoicing/einvoice-gateway.port';

/**
 * The Issue Data for a request, with ECPay's combinations (research ecpay-einvoice.md section 4): a donation
 * forces Print=0 and no tax id; a company invoice goes to the member carrier (carrier 1 allows Print=0, so no
 * paper and no address are needed). Amounts are tax-included (vat=1), TaxType 1, InvType 07.
 */
export function issueData(request: IssueInvoiceRequest, merchantId: string): Record<string, unknown> {
  const r = request.recipient;
  const carrier = r.kind === 'mobile_barcode' ? { CarrierType: '3', CarrierNum: r.barcode }
    : r.kind === 'citizen_certificate' ? { CarrierType: '2', CarrierNum: r.certificate }
      : r.kind === 'donation' ? { CarrierType: '', CarrierNum: '' }
        : { CarrierType: '1', CarrierNum: '' };
  return {
    MerchantID: merchantId,
    RelateNumber: request.reference,
    CustomerID: '',
    CustomerIdentifier: r.kind === 'company' ? r.taxId : '',
    CustomerName: r.kind === 'company' ? r.title : request.buyer.name,
    CustomerAddr: '',
    CustomerPhone: request.buyer.phone ?? '',
    CustomerEmail: request.buyer.email ?? '',
    Print: '0',
    Donation: r.kind === 'donation' ? '1' : '0',
    LoveCode: r.kind === 'donation' ? r.loveCode : '',
    ...carrier,
    TaxType: '1',
    SalesAmount: request.total,
    InvType: '07',
    vat: '1',
    Items: request.lines.map((line, i) => ({
      ItemSeq: i + 1,
      ItemName: line.name,
      ItemCount: line.quantity,
      ItemWord: line.unit,
      ItemPrice: line.unitPrice,
      ItemTaxType: '1',
      ItemAmount: line.amount,
    })),
  };
}
