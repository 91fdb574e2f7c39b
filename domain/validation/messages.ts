/**
 * The one catalogue of shopper-facing text produced by domain rules. The storefront speaks Traditional
 * Chinese (spec 1, section 1; spec 2, section 1); the specs give English glosses, quoted in the comment
 * beside each entry, and the text here is a natural zh-TW rendering of that gloss. Codes are stable API:
 * the server returns them in `{ code, message, fields }` and the web may switch on them; the wording
 * may improve without breaking anyone. Entries marked "ours" have no wording in the specs.
 *
 * Placeholders are written {name} and filled by formatMessage().
 */
export const MESSAGES = {
  // --- Accounts (spec 1, section 5) ---
  /** 'please enter a valid email address' / 'Please enter a valid email address' */
  EMAIL_INVALID: '請輸入有效的電子郵件地址',
  /** 'Email address is required' */
  EMAIL_REQUIRED: '請輸入電子郵件地址',
  /** ours: a required password left blank */
  PASSWORD_REQUIRED: '請輸入密碼',
  /** 'password must be at least 6 characters' / 'Password must be at least 6 characters long' */
  PASSWORD_TOO_SHORT: '密碼至少需要 6 個字元',
  /** 'Please confirm your password' */
  CONFIRM_PASSWORD_REQUIRED: '請再次輸入密碼以確認',
  /** 'Passwords do not match' (register) / 'the two passwords differ' (forgot password) */
  PASSWORDS_DIFFER: '兩次輸入的密碼不一致',
  /** 'new password inconsistent' (change password) */
  NEW_PASSWORDS_DIFFER: '新密碼與確認密碼不一致',
  /** ours: change password without the current one */
  CURRENT_PASSWORD_REQUIRED: '請輸入目前的密碼',
  /** 'name cannot be empty' */
  NAME_REQUIRED: '姓名不可為空白',
  /** ours, from the rule 'at least 2 characters' */
  NAME_TOO_SHORT: '姓名至少需要 2 個字',
  /** 'please enter a valid name' */
  NAME_INVALID: '請輸入有效的姓名',
  /** 'enter full name, family and given' */
  NAME_FULL_NAME_REQUIRED: '請輸入完整姓名（包含姓氏與名字）',
  /** 'please enter phone number' (link order; also any required phone left blank) */
  PHONE_REQUIRED: '請輸入電話號碼',
  /** 'enter a valid Taiwan phone number format' */
  PHONE_TW_INVALID: '請輸入有效的台灣電話號碼格式',
  /** 'please enter a valid verification code' */
  RESET_CODE_INVALID: '請輸入有效的驗證碼',
  /** ours: staff registration needs a secretCode (spec 1, section 5) */
  SECRET_CODE_REQUIRED: '請輸入員工註冊代碼',
  /** 'please enter order number' */
  ORDER_NUMBER_REQUIRED: '請輸入訂單編號',
  /** ours: the link-order source must be outlet, shopee or shopify */
  ORDER_SOURCE_INVALID: '請選擇訂單來源',
  /** ours: the search box needs 2 characters (spec 1, section 9) */
  SEARCH_TOO_SHORT: '請輸入至少 2 個字元再搜尋',
  /** 'Please enter a valid phone number' (marketplace phone prompt) */
  PHONE_PROMPT_INVALID: '請輸入有效的電話號碼',
  /** login response lacking token or user: 'invalid format' */
  AUTH_RESPONSE_INVALID: '伺服器回應格式錯誤，請稍後再試',
  /** 'please select product spec' (marketplace detail) */
  SPEC_REQUIRED: '請選擇商品規格',

  // --- Accounts: server answers (docs/accounts-contract.md; all ours) ---
  /** login refused: never says whether the email or the password was wrong */
  INVALID_CREDENTIALS: '電子郵件或密碼錯誤',
  /** register / profile: the address belongs to another account */
  EMAIL_TAKEN: '此電子郵件已被註冊',
  /** register / profile: the phone number belongs to another account */
  PHONE_TAKEN: '此電話號碼已被註冊',
  /** too many login (or reset) attempts from one address or one client */
  TOO_MANY_ATTEMPTS: '嘗試次數過多，請稍後再試',
  /** change password: the current password is wrong */
  WRONG_PASSWORD: '目前的密碼不正確',
  /** staff registration with a wrong secret code */
  SECRET_CODE_INVALID: '員工註冊代碼不正確',
  /** a token that is expired, revoked or replaced (refresh failed) */
  SESSION_EXPIRED: '登入已逾時，請重新登入',
  /** a route that needs a login, called without a valid token */
  UNAUTHORIZED: '請先登入',
  /** profile saved */
  PROFILE_UPDATED: '個人資料已更新',
  /** password changed */
  PASSWORD_CHANGED: '密碼已變更',
  /** 503: every password check is busy and the waiting line is full (application/accounts/bounded-password-hasher.ts) */
  SERVER_BUSY: '目前使用人數眾多，請稍後再試',
  /** the mail to the old address when the account's e-mail was changed */
  EMAIL_CHANGED_SUBJECT: '您的會員電子郵件已變更',

  // --- Checkout (spec 2, section 5) ---
  /** 'Please enter your name (at least 2 characters)' */
  CHECKOUT_NAME_INVALID: '請輸入姓名（至少 2 個字）',
  /** 'Please enter a valid phone number (at least 8 digits)' */
  CHECKOUT_PHONE_INVALID: '請輸入有效的電話號碼（至少 8 位數字）',
  /** 'Please enter a correct phone number' (outlet list reserve dialog) */
  RESERVE_PHONE_INVALID: '請輸入正確的電話號碼',
  /** 'Please enter a valid phone number to continue' */
  CHECKOUT_PHONE_REQUIRED: '請輸入有效的電話號碼以繼續',
  /** 'Please select a pickup store to continue' */
  CHECKOUT_STORE_REQUIRED: '請選擇取貨門市以繼續',
  /** 'Your cart contains expired items. Please remove them and try again.' */
  CART_HAS_EXPIRED_ITEMS: '購物車中有已過期的商品，請移除後再試一次。',
  /** 'Your cart is empty' */
  CART_EMPTY: '您的購物車是空的',
  /** ours: a cart line the server cannot price (a marketplace line without a catalogue, a removed item) */
  CART_ITEM_UNAVAILABLE: '購物車中有目前無法結帳的商品，請移除後再試一次。',
  /** 'Checkout completed successfully!' */
  CHECKOUT_COMPLETED: '結帳完成！',
  /** ours: a pickup store of an unknown chain */
  LOGISTICS_SUB_TYPE_INVALID: '取貨門市類型必須是 7-ELEVEN（UNIMARTC2C）或全家（FAMIC2C）。',
  /** ours: a text field longer than its column */
  TEXT_TOO_LONG: '最多 {max} 個字。',
  /** ours: a second click while checkout runs */
  CHECKOUT_IN_PROGRESS: '結帳處理中，請稍候',

  // --- Cart (spec 1, section 5; spec 2, section 5) ---
  /** 'This item is already in your cart.' */
  CART_ITEM_DUPLICATE: '此商品已在購物車中。',
  /** 'Confirmed items cannot be removed from the cart' */
  CART_ITEM_CONFIRMED: '已確認的商品無法從購物車移除',
  /** 'Item added to cart successfully!' */
  CART_ITEM_ADDED: '已成功加入購物車！',
  /** ours: remove of a line id that is not in this phone's cart */
  CART_LINE_NOT_FOUND: '購物車中找不到這個項目。',
  /** ours: the last unit went to another shopper between the list and the add */
  OUTLET_ITEM_SOLD_OUT: '這件商品剛被搶購一空，請看看其他商品。',
  /** ours: a marketplace item that the shop does not know (no marketplace catalogue yet) */
  PRODUCT_NOT_FOUND: '找不到這個商品。',
  /** ours: the database stayed contended after a few attempts; nothing was changed */
  TRY_AGAIN: '目前購物人潮眾多，請稍後再試一次。',

  // --- Outlet stock and add button (spec 2, sections 4 and 9) ---
  /** 'Limited stock - buy soon!' */
  LOW_STOCK: '庫存有限，要買要快！',
  /** 'Remaining {n}' */
  STOCK_REMAINING: '剩餘 {n} 件',
  /** 'Out of stock' */
  OUT_OF_STOCK: '已售完',
  /** 'Add to cart' */
  ADD_TO_CART: '加入購物車',
  /** 'Please select a variant' */
  SELECT_VARIANT: '請選擇款式',
  /** 'Already in cart' */
  ALREADY_IN_CART: '已在購物車',
  /** ours: the label beside the spinner while adding */
  ADDING_TO_CART: '加入中…',
  /** '{n}% OFF' (spec 2, section 9) */
  DISCOUNT_BADGE: '{n}% OFF',

  // --- Orders and payment (spec 2, sections 2.5, 4 and 8) ---
  /** ours: a status change the machine does not allow */
  ORDER_TRANSITION_NOT_ALLOWED: '訂單狀態無法由 {from} 變更為 {to}',
  /** 'Order ID is missing' / an order id that is not ORD-{8 digits} */
  ORDER_ID_INVALID: '訂單編號格式不正確',
  /** ours: no order has this id */
  ORDER_NOT_FOUND: '找不到這筆訂單',
  /** 'Restored {n} items to cart.' */
  ORDER_ITEMS_RESTORED: '已將 {n} 件商品加回購物車。',
  /** ' {m} items sold out and could not be restored.' */
  ORDER_ITEMS_SOLD_OUT: ' {m} 件商品已售完，無法加回。',
  /** 'This order cannot be retried' */
  RETRY_NOT_POSSIBLE: '此訂單無法重新付款',
  /** ours: retry refused because the order is paid */
  ORDER_ALREADY_PAID: '此訂單已完成付款',
  /** ours: retry refused while the provider has not answered yet */
  PAYMENT_IN_PROGRESS: '付款仍在處理中，請稍後再試',
  /** ours: retry refused for a pay-at-pickup order */
  ORDER_NOT_CARD_PAYMENT: '此訂單為取貨付款，無需線上付款',
  /** 'Order confirmed and paid successfully!' */
  BANNER_PAID: '訂單已確認並付款成功！',
  /** plain confirmed (green) */
  BANNER_CONFIRMED: '訂單已確認',
  /** 'Processing payment...' */
  BANNER_PROCESSING: '付款處理中…',
  /** 'Payment failed' */
  BANNER_FAILED: '付款失敗',
  /** 'Payment cancelled' */
  BANNER_CANCELLED: '付款已取消',
  /** 'Payment timed out' */
  BANNER_TIMEOUT: '付款逾時',
  /** status chip 'paid' */
  CHIP_PAID: '已付款',
  /** status chip 'payment processing' */
  CHIP_PROCESSING: '付款處理中',
  /** status chip 'payment failed' */
  CHIP_FAILED: '付款失敗',
  /** status chip 'awaiting payment' */
  CHIP_AWAITING: '待付款',
  /** payment method 'credit card' */
  METHOD_CREDIT_CARD: '信用卡',
  /** payment method 'convenience store pickup payment' */
  METHOD_STORE_PAYMENT: '超商取貨付款',

  // --- Shipping status (spec 1, section 4) ---
  /** 'processing' */
  SHIPPING_PROCESSING: '處理中',
  /** 'logistics order created, awaiting shipment' */
  SHIPPING_PREPARED: '已建立物流單，等待出貨',
  /** 'in transit' */
  SHIPPING_SHIPPED: '運送中',
  /** 'delivered' */
  SHIPPING_DELIVERED: '已送達',

  // --- Order source badge (spec 1, section 4) ---
  SOURCE_OUTLET: 'Outlet 特賣',
  SOURCE_SHOPEE: '蝦皮商品',
  SOURCE_SHOPIFY: 'Shopify',
  /** 'mixed order' */
  SOURCE_MIXED: '混合訂單',

  // --- Reservation of an outlet cart line (spec 2, sections 2.3 and 9) ---
  /** 'confirmed' */
  RESERVATION_CONFIRMED: '已確認',
  /** 'expired' / 'reservation expired' */
  RESERVATION_EXPIRED: '已過期',
  /** 'not applicable' */
  RESERVATION_NOT_APPLICABLE: '不適用',
  /** remaining hours and minutes */
  RESERVATION_REMAINING: '{h} 小時 {m} 分',

  // --- Customer orders, linking, store preference (docs/accounts-contract.md; spec 1, sections 2 and 7) ---
  /** 'order linked to your account' */
  ORDER_LINKED: '訂單已成功連結至您的帳戶',
  /** ours: the order already belongs to another account */
  ORDER_LINKED_ELSEWHERE: '這筆訂單已連結至其他帳戶',
  /** ours: shopee/shopify orders cannot be linked until their adapters exist */
  LINK_SOURCE_NOT_AVAILABLE: '此來源的訂單連結功能即將推出，目前僅能連結 Outlet 訂單',
  /** ours: the cart of a member's phone, asked without signing in */
  CART_LOGIN_REQUIRED: '此電話號碼已註冊會員，請先登入以使用購物車',
  /** ours: the cart of another member's phone */
  CART_OTHER_CUSTOMER: '無法存取其他會員的購物車',

  // --- Abuse limits (issue 9; docs/security/carts-and-order-proofs.md; all ours) ---
  /** too many failed order-number + phone proofs for one order or from one client */
  ORDER_PROOF_LIMITED: '訂單驗證失敗次數過多，請稍後再試',
  /** one phone (or one network address) already holds the most unpaid outlet items allowed */
  HOLD_LIMIT_REACHED: '保留中的商品已達上限，請先完成結帳或移除部分商品後再試',
  /** too many payment forms prepared for one order or from one client */
  PAYMENT_PREPARE_LIMITED: '付款請求過於頻繁，請稍後再試',
  /** merge: some items were not added because of the hold limit ({n} items) */
  MERGE_HOLD_LIMITED: '有 {n} 件商品因保留數量已達上限而未加入購物車',

  // --- Password reset (docs/accounts-contract.md; spec 1, sections 4 "Reset wizard" and 8) ---
  /** 'code sent to email', worded so that it does not say whether the address has an account (ours) */
  PASSWORD_RESET_REQUESTED: '若此電子郵件已註冊會員，驗證碼已寄出，請於 15 分鐘內至信箱查看並輸入。',
  /** 'verification successful, set a new password' */
  RESET_CODE_VERIFIED: '驗證成功，請設定新密碼',
  /** 'password reset successful' */
  PASSWORD_RESET_DONE: '密碼重設成功，請使用新密碼登入',
  /** ours: the message of 400 RESET_CODE_INVALID (wrong, expired, used or too many attempts: one answer) */
  RESET_CODE_REJECTED: '驗證碼錯誤或已失效，請重新取得驗證碼',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(value: string): value is MessageCode {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** The catalogue text of a code with its {placeholders} filled; unknown placeholders stay visible. */
export function formatMessage(code: MessageCode, params: Readonly<Record<string, string | number>> = {}): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole,
  );
}
