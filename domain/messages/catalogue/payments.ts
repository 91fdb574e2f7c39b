import type { MessageTexts } from './texts';

/** Payments and the ECPay payment protocol. */
export const PAYMENT_MESSAGES = {
  // --- Payments (shown to shoppers, or written to orders.status_message; all ours) ---
  PAYMENT_FORM_READY: { 'zh-TW': '付款表單已建立，正在前往付款頁面…', en: 'Payment form created, going to the payment page…' },
  ORDER_CONFIRMED: { 'zh-TW': '訂單已建立', en: 'Order created' },
  PAYMENT_CANCELLED_BY_BUYER: { 'zh-TW': '您已取消付款', en: 'You cancelled the payment' },
  /** issue 28: a payment cancel without the order's proof (its token, its signed-in owner) */
  PAYMENT_CANCEL_FORBIDDEN: { 'zh-TW': '只有這筆訂單的訂購人可以取消付款', en: 'Only the buyer of this order can cancel its payment' },
  PAYMENT_TIMED_OUT: { 'zh-TW': '付款逾時，請重新付款', en: 'Payment timed out, please pay again' },
  PAID_CONFIRMED_BY_QUERY: { 'zh-TW': '交易成功（查詢確認）', en: 'Payment successful (confirmed by query)' },
  /** staff console: the attempt was never flagged as needing attention (or does not exist) */
  PAYMENT_ATTENTION_NOT_FOUND: { 'zh-TW': '查無此待處理付款', en: 'No such payment awaiting attention' },
  PAYMENT_PROVIDER_UNAVAILABLE: { 'zh-TW': '付款服務暫時無法查詢，請稍後再試。', en: 'The payment service cannot be queried right now, please try again later.' },
  /** ECPay TradeDesc: what the shopper sees as the trade's description on ECPay's page */
  ECPAY_TRADE_DESC: { 'zh-TW': '線上商店訂單', en: 'Online shop order' },
  /** an item without a printable name on ECPay's page */
  ECPAY_ITEM_FALLBACK: { 'zh-TW': '商品', en: 'Item' },
  /** the last item name on ECPay's page when the names do not fit */
  ECPAY_ITEMS_MORE: { 'zh-TW': '其他 {n} 項商品', en: '{n} more items' },
  /** a request to ECPay that our own code built wrong (a bug; the fields name the problems) */
  ECPAY_REQUEST_INVALID: { 'zh-TW': '{context}資料不正確（{names}）', en: 'Invalid {context} data ({names})' },
  ECPAY_CONTEXT_PAYMENT: { 'zh-TW': '付款', en: 'payment' },
  ECPAY_CONTEXT_QUERY: { 'zh-TW': '查詢', en: 'query' },
  ECPAY_CONTEXT_STORE_MAP: { 'zh-TW': '超商地圖', en: 'store map' },
  ECPAY_AMOUNT_INVALID: { 'zh-TW': '付款金額須為大於 0 的整數（新台幣元）', en: 'The amount must be a whole number of New Taiwan dollars above 0' },
  ECPAY_ITEM_NAMES_INVALID: { 'zh-TW': '至少需要一個商品名稱', en: 'At least one item name is needed' },
  ECPAY_TRADE_DATE_INVALID: { 'zh-TW': '交易時間無效', en: 'Invalid trade date' },
  ECPAY_RESULT_URL_SAME_AS_RETURN_URL: { 'zh-TW': '付款結果網址不可與伺服器通知網址相同', en: 'The result address cannot equal the server notification address' },
  ECPAY_REFERENCE_INVALID: { 'zh-TW': '參考編號最多 {max} 個英數字或 -_.', en: 'The reference has at most {max} letters, digits or -_.' },
  ECPAY_TRADE_NO_INVALID: { 'zh-TW': '交易編號須為 1 到 20 個英文字母或數字', en: 'The trade number must be 1 to 20 letters or digits' },
  ECPAY_URL_INVALID: { 'zh-TW': '網址須為 http(s) 絕對網址，且不超過 {max} 個字元', en: 'The address must be an absolute http(s) URL of at most {max} characters' },
  ECPAY_STORE_CHAIN_INVALID: { 'zh-TW': '超商須為 7-ELEVEN（UNIMARTC2C）或全家（FAMIC2C）', en: 'The store chain must be 7-ELEVEN (UNIMARTC2C) or FamilyMart (FAMIC2C)' },
  ECPAY_EXTRA_DATA_INVALID: { 'zh-TW': '附加資料最多 {max} 個英數字或 -_.', en: 'Extra data has at most {max} letters, digits or -_.' },
  ECPAY_DEVICE_INVALID: { 'zh-TW': '裝置須為 pc 或 mobile', en: 'The device must be pc or mobile' },
} as const satisfies Record<string, MessageTexts>;
