import type { MessageTexts } from './texts';

/** E-invoices (the ECPay B2C e-invoice protocol, issue 30; adapters/ecpay/einvoice; ours). */
export const INVOICE_MESSAGES = {
  /** the e-invoice gateway could not reach ECPay or got garbage back: the invoice job retries later */
  EINVOICE_UNAVAILABLE: { 'zh-TW': '電子發票服務暫時無法連線，請稍後再試。', en: 'The e-invoice service cannot be reached right now, please try again later.' },
  /** an invoice whose lines do not add up to its total is never sent (ECPay refuses it, and it would be wrong) */
  EINVOICE_AMOUNTS_MISMATCH: { 'zh-TW': '發票品項金額合計與發票總額不符。', en: 'The invoice lines do not add up to the invoice total.' },
} as const satisfies Record<string, MessageTexts>;
