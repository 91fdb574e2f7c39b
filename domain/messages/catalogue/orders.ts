import type { MessageTexts } from './texts';

/** The banner and the status chip say one thing when a payment failed. */
const PAYMENT_FAILED = { 'zh-TW': '付款失敗', en: 'Payment failed' } as const;

/** Orders: payment banners and chips, shipping status, source badges, linking, and the abuse limits. */
export const ORDER_MESSAGES = {
  // --- Orders and payment (spec 2, sections 2.5, 4 and 8) ---
  /** ours: a status change the machine does not allow */
  ORDER_TRANSITION_NOT_ALLOWED: { 'zh-TW': '訂單狀態無法由 {from} 變更為 {to}', en: 'The order status cannot change from {from} to {to}' },
  /** 'Order ID is missing' / an order id that is not ORD-{8 digits} */
  ORDER_ID_INVALID: { 'zh-TW': '訂單編號格式不正確', en: 'Invalid order ID' },
  /** ours: no order has this id */
  ORDER_NOT_FOUND: { 'zh-TW': '找不到這筆訂單', en: 'Order not found' },
  /** 'Restored {n} items to cart.' */
  ORDER_ITEMS_RESTORED: { 'zh-TW': '已將 {n} 件商品加回購物車。', en: 'Restored {n} items to cart.' },
  /** ' {m} items sold out and could not be restored.' */
  ORDER_ITEMS_SOLD_OUT: { 'zh-TW': ' {m} 件商品已售完，無法加回。', en: ' {m} items sold out and could not be restored.' },
  /** 'This order cannot be retried' */
  RETRY_NOT_POSSIBLE: { 'zh-TW': '此訂單無法重新付款', en: 'This order cannot be retried' },
  /** ours: retry refused because the order is paid */
  ORDER_ALREADY_PAID: { 'zh-TW': '此訂單已完成付款', en: 'This order has already been paid' },
  /** ours: retry refused while the provider has not answered yet */
  PAYMENT_IN_PROGRESS: { 'zh-TW': '付款仍在處理中，請稍後再試', en: 'The payment is still being processed, please try again later' },
  /** ours: retry refused for a pay-at-pickup order */
  ORDER_NOT_CARD_PAYMENT: { 'zh-TW': '此訂單為取貨付款，無需線上付款', en: 'This order is paid at pickup; no online payment is needed' },
  /** 'Order confirmed and paid successfully!' */
  BANNER_PAID: { 'zh-TW': '訂單已確認並付款成功！', en: 'Order confirmed and paid successfully!' },
  /** plain confirmed (green) */
  BANNER_CONFIRMED: { 'zh-TW': '訂單已確認', en: 'Order confirmed' },
  /** 'Processing payment...' */
  BANNER_PROCESSING: { 'zh-TW': '付款處理中…', en: 'Processing payment...' },
  /** 'Payment failed' */
  BANNER_FAILED: PAYMENT_FAILED,
  /** 'Payment cancelled' */
  BANNER_CANCELLED: { 'zh-TW': '付款已取消', en: 'Payment cancelled' },
  /** 'Payment timed out' */
  BANNER_TIMEOUT: { 'zh-TW': '付款逾時', en: 'Payment timed out' },
  /** status chip 'paid' */
  CHIP_PAID: { 'zh-TW': '已付款', en: 'Paid' },
  /** status chip 'payment processing' */
  CHIP_PROCESSING: { 'zh-TW': '付款處理中', en: 'Payment processing' },
  /** status chip 'payment failed' */
  CHIP_FAILED: PAYMENT_FAILED,
  /** status chip 'awaiting payment' */
  CHIP_AWAITING: { 'zh-TW': '待付款', en: 'Awaiting payment' },
  /** issue 22: a store-payment order before pickup (it is paid at the counter, not online) */
  CHIP_PAY_AT_PICKUP: { 'zh-TW': '取貨時付款 {amount}', en: 'Pay {amount} at pickup' },
  /** issue 22: a store-payment order whose parcel was picked up (ECPay 2067/3022) */
  CHIP_PAID_AT_PICKUP: { 'zh-TW': '已於取貨時付款', en: 'Paid at pickup' },
  /** issue 30: staff recorded the money given back (REFUNDED) */
  CHIP_REFUNDED: { 'zh-TW': '已退款', en: 'Refunded' },
  /** issue 30: staff cancelled the order before anything was paid (CANCELLED) */
  CHIP_ORDER_CANCELLED: { 'zh-TW': '訂單已取消', en: 'Order cancelled' },
  /** payment method 'credit card' */
  METHOD_CREDIT_CARD: { 'zh-TW': '信用卡', en: 'Credit card' },
  /** payment method 'convenience store pickup payment' */
  METHOD_STORE_PAYMENT: { 'zh-TW': '超商取貨付款', en: 'Convenience store pickup payment' },

  // --- Shipping status (spec 1, section 4) ---
  /** 'processing' */
  SHIPPING_PROCESSING: { 'zh-TW': '處理中', en: 'Processing' },
  /** 'logistics order created, awaiting shipment' */
  SHIPPING_PREPARED: { 'zh-TW': '已建立物流單，等待出貨', en: 'Logistics order created, awaiting shipment' },
  /** 'in transit' */
  SHIPPING_SHIPPED: { 'zh-TW': '運送中', en: 'In transit' },
  /** issue 22 (domain/orders/order-truth.ts): a card order not paid yet does not ship */
  SHIPPING_AFTER_PAYMENT: { 'zh-TW': '付款完成後出貨', en: 'Ships once the payment is complete' },
  /** issue 22: the parcel waits at the pickup store (ECPay 2073/2063/3018/3029) */
  SHIPPING_AT_STORE: { 'zh-TW': '已到店，請於期限內取貨', en: 'At the store: please pick it up before the deadline' },
  /** issue 22: the buyer picked the parcel up (ECPay 2067/3022) */
  SHIPPING_PICKED_UP: { 'zh-TW': '已取貨', en: 'Picked up' },
  /** issue 28, the buyer's order page and history: picked up, and so the order is finished */
  SHIPPING_COMPLETED: { 'zh-TW': '已取貨，訂單完成', en: 'Picked up: the order is complete' },
  /** issue 22, the staff order page: each fulfilment stage in staff's words */
  /** issue 30: a cancelled or refunded order does not ship (any more) */
  SHIPPING_CANCELLED: { 'zh-TW': '訂單已取消，不出貨', en: 'Order cancelled: does not ship' },
  STAFF_SHIPPING_UNPAID: { 'zh-TW': '未付款，不出貨', en: 'Not paid: does not ship' },
  STAFF_SHIPPING_PENDING: { 'zh-TW': '尚未建立物流單', en: 'No logistics order yet' },
  STAFF_SHIPPING_PREPARED: { 'zh-TW': '已建立物流單，待寄件', en: 'Logistics order created, to be handed in' },
  STAFF_SHIPPING_AT_STORE: { 'zh-TW': '已到店，待買家取貨', en: 'At the store, waiting for the buyer' },

  // --- Order source badge (spec 1, section 4) ---
  SOURCE_OUTLET: { 'zh-TW': 'Outlet 特賣', en: 'Outlet deals' },
  SOURCE_SHOPEE: { 'zh-TW': '蝦皮商品', en: 'Shopee products' },
  SOURCE_SHOPIFY: { 'zh-TW': 'Shopify', en: 'Shopify' },
  /** 'mixed order' */
  SOURCE_MIXED: { 'zh-TW': '混合訂單', en: 'Mixed order' },

  // --- Customer orders, linking, store preference (docs/accounts-contract.md; spec 1, sections 2 and 7) ---
  /** 'order linked to your account' */
  ORDER_LINKED: { 'zh-TW': '訂單已成功連結至您的帳戶', en: 'Order linked to your account' },
  /** ours: the order already belongs to another account */
  ORDER_LINKED_ELSEWHERE: { 'zh-TW': '這筆訂單已連結至其他帳戶', en: 'This order is already linked to another account' },
  /** ours: shopee/shopify orders cannot be linked until their adapters exist */
  LINK_SOURCE_NOT_AVAILABLE: { 'zh-TW': '此來源的訂單連結功能即將推出，目前僅能連結 Outlet 訂單', en: 'Linking orders from this source is coming soon; only Outlet orders can be linked for now' },
  /** ours: the cart of a member's phone, asked without signing in */
  CART_LOGIN_REQUIRED: { 'zh-TW': '此電話號碼已註冊會員，請先登入以使用購物車', en: 'This phone number belongs to a member, please log in to use the cart' },
  /** ours: the cart of another member's phone */
  CART_OTHER_CUSTOMER: { 'zh-TW': '無法存取其他會員的購物車', en: 'You cannot access another member\'s cart' },

  // --- Abuse limits (issue 9; docs/security/carts-and-order-proofs.md; all ours) ---
  /** too many failed order-number + phone proofs for one order or from one client */
  ORDER_PROOF_LIMITED: { 'zh-TW': '訂單驗證失敗次數過多，請稍後再試', en: 'Too many failed order verifications, please try again later' },
  /** too many reads of orders by number without proof from one client (issue 22: order numbers can be walked) */
  ORDER_READS_LIMITED: { 'zh-TW': '查詢訂單次數過多，請稍後再試', en: 'Too many order lookups, please try again later' },
  /** one phone (or one network address) already holds the most unpaid outlet items allowed */
  HOLD_LIMIT_REACHED: { 'zh-TW': '保留中的商品已達上限，請先完成結帳或移除部分商品後再試', en: 'You are holding the most items allowed. Please check out or remove some items and try again' },
  /** too many payment forms prepared for one order or from one client */
  PAYMENT_PREPARE_LIMITED: { 'zh-TW': '付款請求過於頻繁，請稍後再試', en: 'Too many payment requests, please try again later' },
  /** merge: some items were not added because of the hold limit ({n} items) */
  MERGE_HOLD_LIMITED: { 'zh-TW': '有 {n} 件商品因保留數量已達上限而未加入購物車', en: '{n} items were not added to the cart because the hold limit was reached' },
} as const satisfies Record<string, MessageTexts>;
