import type { IssueInvoiceRequest } from '../../../application/invoicing/einvoice-gateway.port';
import { ecpayInvoiceFields } from '../../../domain/invoicing/ecpay-invoice-fields';

/**
 * The Issue Data for a request. ECPay's combinations of carrier, donation, print and tax id are the domain's
 * (domain/invoicing/ecpay-invoice-fields.ts); here the buyer, the amounts and the items. Amounts are
 * tax-included (vat=1), TaxType 1, InvType 07.
 */
export function issueData(request: IssueInvoiceRequest, merchantId: string): Record<string, unknown> {
  const fields = ecpayInvoiceFields(request.recipient);
  return {
    MerchantID: merchantId,
    RelateNumber: request.reference,
    CustomerID: '',
    CustomerAddr: '',
    CustomerPhone: request.buyer.phone ?? '',
    CustomerEmail: request.buyer.email ?? '',
    ...fields,
    // A personal invoice carries the buyer's name; a company's, its title (from the fields).
    CustomerName: fields.CustomerName || request.buyer.name,
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
