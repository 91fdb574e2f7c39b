import type { MessageTexts } from './texts';

/**
 * E-invoices (issue 30): the invoice section of checkout, one message per field rule of
 * domain/invoicing/invoice-rules.ts, and the ECPay e-invoice gateway's own (adapters/ecpay/einvoice).
 */
export const INVOICING_MESSAGES = {
  /** ours (issue 30): a mobile barcode not '/' + 7 of 0-9 A-Z . + - */
  INVOICE_BARCODE_INVALID: { 'zh-TW': '手機條碼格式錯誤：請輸入 / 開頭加 7 碼英數字（大寫英文、數字或 . + -），例如 /ABC1234', en: 'The mobile barcode is "/" followed by 7 characters (capital letters, digits or . + -), e.g. /ABC1234' },
  /** ours (issue 30): a citizen digital certificate not 2 capital letters + 14 digits */
  INVOICE_CERTIFICATE_INVALID: { 'zh-TW': '自然人憑證條碼格式錯誤：請輸入 2 碼大寫英文加 14 碼數字', en: 'The citizen digital certificate number is 2 capital letters followed by 14 digits' },
  /** ours (issue 30): a love code not 3 to 7 digits */
  INVOICE_LOVE_CODE_INVALID: { 'zh-TW': '愛心碼格式錯誤：請輸入 3 到 7 碼數字', en: 'The love code is 3 to 7 digits' },
  /** ours (issue 30): a tax id not 8 digits */
  INVOICE_TAX_ID_FORMAT: { 'zh-TW': '統一編號須為 8 碼數字', en: 'The tax ID number is 8 digits' },
  /** ours (issue 30): 8 digits that fail the Ministry of Finance checksum */
  INVOICE_TAX_ID_CHECKSUM: { 'zh-TW': '統一編號不正確，請再確認一次', en: 'This tax ID number is not valid; please check it again' },
  /** ours (issue 30): a company invoice without its title */
  INVOICE_COMPANY_TITLE_REQUIRED: { 'zh-TW': '請輸入發票抬頭（公司名稱）', en: 'Please enter the invoice title (the company name)' },
  /** ours (issue 30): an invoice kind that is none of the five choices */
  INVOICE_KIND_INVALID: { 'zh-TW': '請選擇發票類型', en: 'Please choose how you want your invoice' },
  /** ECPay CheckBarcode (issue 30): the barcode is well formed but the Ministry of Finance does not know it */
  INVOICE_BARCODE_UNKNOWN: { 'zh-TW': '查無此手機條碼，請確認後再試一次', en: 'This mobile barcode is not registered; please check it' },
  /** ECPay CheckLoveCode (issue 30): no charity has this love code */
  INVOICE_LOVE_CODE_UNKNOWN: { 'zh-TW': '查無此愛心碼，請確認後再試一次', en: 'No charity has this love code; please check it' },
  /** ours (issue 30): a refused move of domain/invoicing/invoice-states.ts, for staff and logs */
  INVOICE_TRANSITION_NOT_ALLOWED: { 'zh-TW': '發票狀態無法由 {from} 變更為 {to}', en: 'The invoice state cannot change from {from} to {to}' },
  /** ours: the e-invoice gateway could not reach ECPay or got garbage back: the invoice job retries later */
  EINVOICE_UNAVAILABLE: { 'zh-TW': '電子發票服務暫時無法連線，請稍後再試。', en: 'The e-invoice service cannot be reached right now, please try again later.' },
  /** ours: an invoice whose lines do not add up to its total is never sent (ECPay refuses it, and it would be wrong) */
  EINVOICE_AMOUNTS_MISMATCH: { 'zh-TW': '發票品項金額合計與發票總額不符。', en: 'The invoice lines do not add up to the invoice total.' },
  /** ours: the unit word of an item line on the e-invoice (ECPay's ItemWord, at most 6 characters) */
  EINVOICE_ITEM_UNIT: { 'zh-TW': '件', en: 'pc' },
  /** ours: the shipping line of an e-invoice, when the order's total holds a shipping fee */
  EINVOICE_SHIPPING_LINE: { 'zh-TW': '運送費用', en: 'Delivery fee' },
  /** ours: the unit word of the shipping line */
  EINVOICE_SHIPPING_UNIT: { 'zh-TW': '式', en: 'lot' },
  /** ours: the Reason sent to ECPay with a void (at most 20 characters) for a refunded order */
  EINVOICE_VOID_REFUNDED: { 'zh-TW': '訂單退款', en: 'Refunded to the buyer' },
  /** ours: the Reason sent to ECPay with a void for a cancelled order */
  EINVOICE_VOID_CANCELLED: { 'zh-TW': '訂單取消', en: 'Cancelled by the shop' },
  /** ours: staff asked to retry an invoice that is not failed (issued, voided, or waiting for an allowance) */
  INVOICE_NOT_RETRYABLE: { 'zh-TW': '這張發票目前不需要重試。', en: 'This invoice does not need a retry.' },
  /** ours: no invoice is kept for this order */
  INVOICE_NOT_FOUND: { 'zh-TW': '找不到這筆訂單的發票。', en: 'No invoice was found for this order.' },
  /** ours: ECPay asked the shop to slow down (HTTP 403): no invoice call before the given time */
  EINVOICE_RATE_LIMITED: { 'zh-TW': '電子發票服務要求暫停呼叫，請於 {retryAt} 後再試。', en: 'The e-invoice service asked us to pause; please try again after {retryAt}.' },
} as const satisfies Record<string, MessageTexts>;
