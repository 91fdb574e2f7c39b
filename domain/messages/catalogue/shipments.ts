import type { MessageTexts } from './texts';

/** Shipments (the ECPay C2C logistics protocol, the shipment job) and the staff console (issue 12). */
export const SHIPMENT_MESSAGES = {
  // --- Shipments: the ECPay C2C logistics protocol (issue 12; adapters/ecpay/logistics-*; ours) ---
  /** the logistics gateway could not reach ECPay or got garbage back: the shipment job retries later */
  LOGISTICS_UNAVAILABLE: { 'zh-TW': '物流服務暫時無法連線，請稍後再試。', en: 'The logistics service cannot be reached right now, please try again later.' },
  ECPAY_CONTEXT_SHIPMENT: { 'zh-TW': '物流訂單', en: 'shipment' },
  ECPAY_GOODS_AMOUNT_INVALID: { 'zh-TW': '商品金額須為 {min} 到 {max} 的整數（新台幣元）', en: 'The goods amount must be a whole number of New Taiwan dollars from {min} to {max}' },
  ECPAY_GOODS_NAME_INVALID: { 'zh-TW': '商品名稱最多 {max} 個字', en: 'The goods name has at most {max} characters' },
  ECPAY_PERSON_NAME_INVALID: { 'zh-TW': '姓名須為 2 到 5 個中文字或 4 到 10 個英文字母，不可有數字、空白或符號', en: 'The name must be 2 to 5 Chinese characters or 4 to 10 Latin letters, without digits, spaces or symbols' },
  ECPAY_CELL_PHONE_INVALID: { 'zh-TW': '手機號碼須為 09 開頭的 10 位數字', en: 'The mobile number must be 10 digits starting with 09' },
  ECPAY_STORE_ID_INVALID: { 'zh-TW': '門市代號須為 1 到 6 個英文字母或數字', en: 'The store ID must be 1 to 6 letters or digits' },
  /** the sender of the local demo's shipments (ECPAY_SENDER_NAME unset); refused in production */
  ECPAY_DEMO_SENDER_NAME: { 'zh-TW': '王小明', en: 'XiaoMing' },
  // --- Shipments (issue 12, shipment application: domain/orders/shipment-status.ts, application/shipping; ours) ---
  /** the status block of a parcel ECPay sends back to the seller (not picked up) */
  SHIPPING_RETURNED: { 'zh-TW': '包裹已退回', en: 'Parcel returned' },
  SHIPMENT_NOT_FOUND: { 'zh-TW': '此訂單尚無物流單。', en: 'This order has no shipment yet.' },
  /** staff asked to ship an order that is not paid (card) or is not a store-payment order awaiting shipment */
  SHIPMENT_ORDER_NOT_READY: { 'zh-TW': '此訂單尚未可出貨（信用卡訂單需先付款）。', en: 'This order cannot be shipped yet (a card order must be paid first).' },
  /** staff marked a parcel delivered that ECPay already reported returned, or that has no logistics order yet */
  SHIPMENT_CANNOT_MARK_DELIVERED: { 'zh-TW': '此物流單目前無法標記為已送達。', en: 'This shipment cannot be marked delivered now.' },
  /** staff (issue 28): the order's name cannot be printed on the parcel whole, so no logistics order was asked for */
  SHIPMENT_RECEIVER_NAME_UNFIT: { 'zh-TW': '收件人姓名「{name}」不符合超商取件規則（2 到 5 個中文字或 4 到 10 個英文字母，不可有數字或符號），未建立物流單：請向買家確認證件上的姓名', en: 'The receiver name "{name}" does not fit the store pickup rule (2 to 5 Chinese characters or 4 to 10 Latin letters, no digits or symbols); no logistics order was created: ask the buyer for the name on their ID' },
  /** staff: ECPay refused to create the logistics order (the reason is in the order's shipment) */
  SHIPMENT_REFUSED: { 'zh-TW': '綠界拒絕建立物流單：{reason}', en: 'ECPay refused to create the logistics order: {reason}' },
  SHIPMENT_LOGISTICS_UNAVAILABLE: { 'zh-TW': '暫時無法連線綠界物流，請稍後再試。', en: 'ECPay logistics cannot be reached right now, please try again later.' },
  // --- Staff console (issue 12: orders, shipments, refunds, inventory, audit; all ours) ---
  /** 404 of POST /api/admin/orders/{id}/refund: the attempt is not a second charge of this order */
  REFUND_NOT_APPLICABLE: { 'zh-TW': '這筆訂單沒有這筆重複付款。', en: 'This order has no such duplicate payment.' },
  ADMIN_ORDER_SEARCH_INVALID: { 'zh-TW': '請輸入訂單編號（ORD-加 8 位數字）或手機號碼。', en: 'Enter an order ID (ORD- and 8 digits) or a phone number.' },
  ADMIN_ORDER_STATUS_INVALID: { 'zh-TW': '訂單狀態不正確。', en: 'Unknown order status.' },
  ADMIN_ORDER_SOURCE_INVALID: { 'zh-TW': '訂單來源不正確。', en: 'Unknown order source.' },
  /** ?from / ?to of the order list: YYYY-MM-DD */
  ADMIN_DATE_INVALID: { 'zh-TW': '日期格式必須是 YYYY-MM-DD。', en: 'The date must be YYYY-MM-DD.' },
  ADMIN_ATTEMPT_ID_INVALID: { 'zh-TW': '付款紀錄編號必須是正整數。', en: 'The payment attempt ID must be a positive integer.' },
  /** issue 22, the console's success messages: what POST /api/admin/orders/{id}/shipment did, by its outcome */
  ADMIN_SHIPMENT_CREATED: { 'zh-TW': '物流單已建立。', en: 'The logistics order was created.' },
  ADMIN_SHIPMENT_ALREADY_CREATED: { 'zh-TW': '此訂單已有物流單，未重複建立。', en: 'This order already has a logistics order; none was created.' },
  ADMIN_SHIPMENT_RETRY_SCHEDULED: { 'zh-TW': '綠界暫時無法建立物流單，已排入稍後重試。', en: 'ECPay could not create the logistics order now; it will be retried shortly.' },
  ADMIN_MARKED_DELIVERED: { 'zh-TW': '已標記為已送達。', en: 'Marked as delivered.' },
  ADMIN_REFUND_RECORDED: { 'zh-TW': '已記錄退款。', en: 'The refund was recorded.' },
} as const satisfies Record<string, MessageTexts>;
