/** zh-TW texts of the payment use cases (shown to shoppers, or written to orders.status_message). */
export const PAYMENT_MESSAGES = {
  PAYMENT_FORM_READY: '付款表單已建立，正在前往付款頁面…',
  ORDER_CONFIRMED: '訂單已建立',
  PAYMENT_CANCELLED_BY_BUYER: '您已取消付款',
  PAYMENT_TIMED_OUT: '付款逾時，請重新付款',
  PAID_CONFIRMED_BY_QUERY: '交易成功（查詢確認）',
  /** Staff console: the attempt was never flagged as needing attention (or does not exist). */
  PAYMENT_ATTENTION_NOT_FOUND: '查無此待處理付款',
} as const;
