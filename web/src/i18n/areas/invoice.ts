import { phrase, text } from '../entry';
import { common } from './common';

/**
 * The e-invoice's screen texts (issue 30): the checkout's invoice section and e-mail, and the invoice an order page,
 * the history and the console show. The field rules' texts are the server's catalogue (domain/messages/catalogue/invoicing.ts).
 */
export const invoice = {
  sectionTitle: text('發票資訊', 'Invoice'),
  kindLabel: text('發票類型', 'Invoice type'),
  kinds: {
    'member-carrier': text('會員載具（雲端發票）', 'Member carrier (cloud invoice)'),
    'mobile-barcode': text('手機條碼載具', 'Mobile barcode carrier'),
    certificate: text('自然人憑證載具', 'Citizen digital certificate'),
    donation: text('捐贈發票（愛心碼）', 'Donate (love code)'),
    company: text('公司戶發票（統一編號）', 'Company invoice (tax ID)'),
  },
  memberCarrierHint: text('發票存於本店會員載具，中獎時將以電子郵件或簡訊通知。', 'The invoice is kept in the shop\'s member carrier; a winning invoice is notified by e-mail or text message.'),
  barcodeLabel: text('手機條碼', 'Mobile barcode'),
  barcodePlaceholder: text('/ABC1234', '/ABC1234'),
  certificateLabel: text('自然人憑證條碼', 'Certificate number'),
  certificatePlaceholder: text('AB12345678901234', 'AB12345678901234'),
  loveCodeLabel: text('愛心碼', 'Love code'),
  loveCodePlaceholder: text('例如 168001', 'e.g. 168001'),
  taxIdLabel: text('統一編號', 'Tax ID number'),
  taxIdPlaceholder: text('8 碼數字', '8 digits'),
  titleLabel: text('發票抬頭', 'Invoice title'),
  titlePlaceholder: text('公司名稱', 'Company name'),
  rememberedHint: text('已帶入您上次的發票選擇', 'Your last invoice choice is filled in'),
  emailLabel: common.email,
  emailPlaceholder: text('name@example.com', 'name@example.com'),
  emailHelper: text('選填：訂單與發票通知將寄到這裡', 'Optional: order and invoice notices are sent here'),
  // The invoice on an order's pages
  number: text('發票號碼', 'Invoice number'),
  issuedAt: text('開立日期', 'Issued on'),
  randomCode: text('隨機碼', 'Random code'),
  kindWith: common.withNote,
  taxIdOf: phrase((taxId: string, title: string) => `${title}，統編 ${taxId}`, (taxId: string, title: string) => `${title}, tax ID ${taxId}`),
  states: {
    afterPayment: text('發票將於付款完成後開立', 'The invoice is issued once the order is paid'),
    // A paid card order whose invoice the job issues in a moment (the order page reads it again until it is).
    underway: text('發票開立中', 'The invoice is on its way'),
    // An order cancelled or refunded before its invoice was issued: none will be.
    none: text('本訂單未開立發票', 'No invoice was issued for this order'),
    afterPickup: text('發票將於取貨付款後開立', 'The invoice is issued once the order is picked up and paid'),
    ISSUE_FAILED: text('發票開立處理中', 'The invoice is being issued'),
    VOID_FAILED: text('發票作廢處理中', 'The invoice is being voided'),
    VOIDED: text('發票已作廢', 'The invoice was voided'),
    NEEDS_ALLOWANCE: text('發票需開立折讓', 'The invoice needs an allowance'),
  },
};
