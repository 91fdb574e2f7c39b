/**
 * THE message catalogue of the shop: every text a shopper can read, keyed by a stable code, in
 * Traditional Chinese (the shop's language and the API's default) and English (the spec's own wording
 * where it gives one, quoted in the comment beside the entry; "ours" marks entries the spec does not word,
 * whose English is a faithful rendering of the zh-TW). Server and web read it through formatMessage()
 * (domain/messages/index.ts); nothing else in application/, server/ or adapters/ may hold a zh-TW literal
 * (test/architecture/no-zh-tw-literals.test.ts). Codes are stable API: the server returns them in
 * `{ code, message, fields }` and the web may switch on them; the wording may improve without breaking anyone.
 *
 * Placeholders are written {name} and filled by formatMessage().
 */
export const CATALOGUE = {

  // --- Accounts (spec 1, section 5) ---
  /** 'please enter a valid email address' / 'Please enter a valid email address' */
  EMAIL_INVALID: { 'zh-TW': '請輸入有效的電子郵件地址', en: 'Please enter a valid email address' },
  /** 'Email address is required' */
  EMAIL_REQUIRED: { 'zh-TW': '請輸入電子郵件地址', en: 'Email address is required' },
  /** ours: a required password left blank */
  PASSWORD_REQUIRED: { 'zh-TW': '請輸入密碼', en: 'Please enter your password' },
  /** 'password must be at least 6 characters' / 'Password must be at least 6 characters long' */
  PASSWORD_TOO_SHORT: { 'zh-TW': '密碼至少需要 6 個字元', en: 'Password must be at least 6 characters long' },
  /** 'Please confirm your password' */
  CONFIRM_PASSWORD_REQUIRED: { 'zh-TW': '請再次輸入密碼以確認', en: 'Please confirm your password' },
  /** 'Passwords do not match' (register) / 'the two passwords differ' (forgot password) */
  PASSWORDS_DIFFER: { 'zh-TW': '兩次輸入的密碼不一致', en: 'Passwords do not match' },
  /** 'new password inconsistent' (change password) */
  NEW_PASSWORDS_DIFFER: { 'zh-TW': '新密碼與確認密碼不一致', en: 'The new passwords do not match' },
  /** ours: change password without the current one */
  CURRENT_PASSWORD_REQUIRED: { 'zh-TW': '請輸入目前的密碼', en: 'Please enter your current password' },
  /** 'name cannot be empty' */
  NAME_REQUIRED: { 'zh-TW': '姓名不可為空白', en: 'Name cannot be empty' },
  /** ours, from the rule 'at least 2 characters' */
  NAME_TOO_SHORT: { 'zh-TW': '姓名至少需要 2 個字', en: 'Name must be at least 2 characters' },
  /** 'please enter a valid name' */
  NAME_INVALID: { 'zh-TW': '請輸入有效的姓名', en: 'Please enter a valid name' },
  /** 'enter full name, family and given' */
  NAME_FULL_NAME_REQUIRED: { 'zh-TW': '請輸入完整姓名（包含姓氏與名字）', en: 'Enter your full name, family and given' },
  /** 'please enter phone number' (link order; also any required phone left blank) */
  PHONE_REQUIRED: { 'zh-TW': '請輸入電話號碼', en: 'Please enter your phone number' },
  /** 'enter a valid Taiwan phone number format' */
  PHONE_TW_INVALID: { 'zh-TW': '請輸入有效的台灣電話號碼格式', en: 'Enter a valid Taiwan phone number format' },
  /** 'please enter a valid verification code' */
  RESET_CODE_INVALID: { 'zh-TW': '請輸入有效的驗證碼', en: 'Please enter a valid verification code' },
  /** ours: staff registration needs a secretCode (spec 1, section 5) */
  SECRET_CODE_REQUIRED: { 'zh-TW': '請輸入員工註冊代碼', en: 'Please enter the staff registration code' },
  /** 'please enter order number' */
  ORDER_NUMBER_REQUIRED: { 'zh-TW': '請輸入訂單編號', en: 'Please enter the order number' },
  /** ours: the link-order source must be outlet, shopee or shopify */
  ORDER_SOURCE_INVALID: { 'zh-TW': '請選擇訂單來源', en: 'Please choose the order source' },
  /** ours: the search box needs 2 characters (spec 1, section 9) */
  SEARCH_TOO_SHORT: { 'zh-TW': '請輸入至少 2 個字元再搜尋', en: 'Enter at least 2 characters to search' },
  /** 'Please enter a valid phone number' (marketplace phone prompt) */
  PHONE_PROMPT_INVALID: { 'zh-TW': '請輸入有效的電話號碼', en: 'Please enter a valid phone number' },
  /** login response lacking token or user: 'invalid format' */
  AUTH_RESPONSE_INVALID: { 'zh-TW': '伺服器回應格式錯誤，請稍後再試', en: 'Invalid server response format, please try again later' },
  /** 'please select product spec' (marketplace detail) */
  SPEC_REQUIRED: { 'zh-TW': '請選擇商品規格', en: 'Please select a product spec' },

  // --- Accounts: server answers (docs/accounts-contract.md; all ours) ---
  /** login refused: never says whether the email or the password was wrong */
  INVALID_CREDENTIALS: { 'zh-TW': '電子郵件或密碼錯誤', en: 'Incorrect email or password' },
  /** register / profile: the address belongs to another account */
  EMAIL_TAKEN: { 'zh-TW': '此電子郵件已被註冊', en: 'This email address is already registered' },
  /** register / profile: the phone number belongs to another account */
  PHONE_TAKEN: { 'zh-TW': '此電話號碼已被註冊', en: 'This phone number is already registered' },
  /** too many login (or reset) attempts from one address or one client */
  TOO_MANY_ATTEMPTS: { 'zh-TW': '嘗試次數過多，請稍後再試', en: 'Too many attempts, please try again later' },
  /** change password: the current password is wrong */
  WRONG_PASSWORD: { 'zh-TW': '目前的密碼不正確', en: 'The current password is incorrect' },
  /** staff registration with a wrong secret code */
  SECRET_CODE_INVALID: { 'zh-TW': '員工註冊代碼不正確', en: 'The staff registration code is incorrect' },
  /** a token that is expired, revoked or replaced (refresh failed) */
  SESSION_EXPIRED: { 'zh-TW': '登入已逾時，請重新登入', en: 'Your session has expired, please log in again' },
  /** a route that needs a login, called without a valid token */
  UNAUTHORIZED: { 'zh-TW': '請先登入', en: 'Please log in first' },
  /** profile saved */
  PROFILE_UPDATED: { 'zh-TW': '個人資料已更新', en: 'Profile updated successfully' },
  /** password changed */
  PASSWORD_CHANGED: { 'zh-TW': '密碼已變更', en: 'Password changed' },
  /** 503: every password check is busy and the waiting line is full (application/accounts/bounded-password-hasher.ts) */
  SERVER_BUSY: { 'zh-TW': '目前使用人數眾多，請稍後再試', en: 'We are serving many shoppers right now, please try again later' },
  /** the mail to the old address when the account's e-mail was changed */
  EMAIL_CHANGED_SUBJECT: { 'zh-TW': '您的會員電子郵件已變更', en: 'Your account email address has been changed' },

  // --- Checkout (spec 2, section 5) ---
  /** 'Please enter your name (at least 2 characters)' */
  CHECKOUT_NAME_INVALID: { 'zh-TW': '請輸入姓名（至少 2 個字）', en: 'Please enter your name (at least 2 characters)' },
  /** 'Please enter a valid phone number (at least 8 digits)' */
  CHECKOUT_PHONE_INVALID: { 'zh-TW': '請輸入有效的電話號碼（至少 8 位數字）', en: 'Please enter a valid phone number (at least 8 digits)' },
  /** 'Please enter a correct phone number' (outlet list reserve dialog) */
  RESERVE_PHONE_INVALID: { 'zh-TW': '請輸入正確的電話號碼', en: 'Please enter a correct phone number' },
  /** 'Please enter a valid phone number to continue' */
  CHECKOUT_PHONE_REQUIRED: { 'zh-TW': '請輸入有效的電話號碼以繼續', en: 'Please enter a valid phone number to continue' },
  /** 'Please select a pickup store to continue' */
  CHECKOUT_STORE_REQUIRED: { 'zh-TW': '請選擇取貨門市以繼續', en: 'Please select a pickup store to continue' },
  /** 'Your cart contains expired items. Please remove them and try again.' */
  CART_HAS_EXPIRED_ITEMS: { 'zh-TW': '購物車中有已過期的商品，請移除後再試一次。', en: 'Your cart contains expired items. Please remove them and try again.' },
  /** 'Your cart is empty' */
  CART_EMPTY: { 'zh-TW': '您的購物車是空的', en: 'Your cart is empty' },
  /** ours: a cart line the server cannot price (a marketplace line without a catalogue, a removed item) */
  CART_ITEM_UNAVAILABLE: { 'zh-TW': '購物車中有目前無法結帳的商品，請移除後再試一次。', en: 'Your cart contains items that cannot be checked out now. Please remove them and try again.' },
  /** ours: a marketplace line ran out of stock between the add and the checkout (issue 11) */
  CART_ITEM_SOLD_OUT: { 'zh-TW': '購物車中有已售完的商品，請移除後再試一次。', en: 'Your cart contains items that have sold out. Please remove them and try again.' },
  /** 'Checkout completed successfully!' */
  CHECKOUT_COMPLETED: { 'zh-TW': '結帳完成！', en: 'Checkout completed successfully!' },
  /** ours: a pickup store of an unknown chain */
  LOGISTICS_SUB_TYPE_INVALID: { 'zh-TW': '取貨門市類型必須是 7-ELEVEN（UNIMARTC2C）或全家（FAMIC2C）。', en: 'The pickup store chain must be 7-ELEVEN (UNIMARTC2C) or FamilyMart (FAMIC2C).' },
  /** ours: a text field longer than its column */
  TEXT_TOO_LONG: { 'zh-TW': '最多 {max} 個字。', en: 'At most {max} characters.' },
  /** ours: a second click while checkout runs */
  CHECKOUT_IN_PROGRESS: { 'zh-TW': '結帳處理中，請稍候', en: 'Checkout in progress, please wait' },

  // --- Cart (spec 1, section 5; spec 2, section 5) ---
  /** 'This item is already in your cart.' */
  CART_ITEM_DUPLICATE: { 'zh-TW': '此商品已在購物車中。', en: 'This item is already in your cart.' },
  /** 'Confirmed items cannot be removed from the cart' */
  CART_ITEM_CONFIRMED: { 'zh-TW': '已確認的商品無法從購物車移除', en: 'Confirmed items cannot be removed from the cart' },
  /** 'Item added to cart successfully!' */
  CART_ITEM_ADDED: { 'zh-TW': '已成功加入購物車！', en: 'Item added to cart successfully!' },
  /** ours: remove of a line id that is not in this phone's cart */
  CART_LINE_NOT_FOUND: { 'zh-TW': '購物車中找不到這個項目。', en: 'This item is not in your cart.' },
  /** ours (issue 22): a cart write without this browser's cart key (X-Cart-Key), or with one that is not a key */
  CART_KEY_REQUIRED: { 'zh-TW': '無法辨識這個瀏覽器的購物車，請重新整理頁面後再試一次。', en: 'This browser\'s cart could not be recognised. Please reload the page and try again.' },
  /** ours: the last unit went to another shopper between the list and the add */
  OUTLET_ITEM_SOLD_OUT: { 'zh-TW': '這件商品剛被搶購一空，請看看其他商品。', en: 'The item has already been taken by someone else.' },
  /** ours: a marketplace item that the shop does not know (no marketplace catalogue yet) */
  PRODUCT_NOT_FOUND: { 'zh-TW': '找不到這個商品。', en: 'Product not found.' },
  /** ours: the database stayed contended after a few attempts; nothing was changed */
  TRY_AGAIN: { 'zh-TW': '目前購物人潮眾多，請稍後再試一次。', en: 'Many shoppers are buying right now, please try again later.' },

  // --- Outlet stock and add button (spec 2, sections 4 and 9) ---
  /** 'Limited stock - buy soon!' */
  LOW_STOCK: { 'zh-TW': '庫存有限，要買要快！', en: 'Limited stock - buy soon!' },
  /** 'Remaining {n}' */
  STOCK_REMAINING: { 'zh-TW': '剩餘 {n} 件', en: 'Remaining {n}' },
  /** 'Out of stock' */
  OUT_OF_STOCK: { 'zh-TW': '已售完', en: 'Out of stock' },
  /** 'Add to cart' */
  ADD_TO_CART: { 'zh-TW': '加入購物車', en: 'Add to cart' },
  /** 'Please select a variant' */
  SELECT_VARIANT: { 'zh-TW': '請選擇款式', en: 'Please select a variant' },
  /** 'Already in cart' */
  ALREADY_IN_CART: { 'zh-TW': '已在購物車', en: 'Already in cart' },
  /** ours: the label beside the spinner while adding */
  ADDING_TO_CART: { 'zh-TW': '加入中…', en: 'Adding...' },
  /** '{n}% OFF' (spec 2, section 9) */
  DISCOUNT_BADGE: { 'zh-TW': '{n}% OFF', en: '{n}% OFF' },

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
  BANNER_FAILED: { 'zh-TW': '付款失敗', en: 'Payment failed' },
  /** 'Payment cancelled' */
  BANNER_CANCELLED: { 'zh-TW': '付款已取消', en: 'Payment cancelled' },
  /** 'Payment timed out' */
  BANNER_TIMEOUT: { 'zh-TW': '付款逾時', en: 'Payment timed out' },
  /** status chip 'paid' */
  CHIP_PAID: { 'zh-TW': '已付款', en: 'Paid' },
  /** status chip 'payment processing' */
  CHIP_PROCESSING: { 'zh-TW': '付款處理中', en: 'Payment processing' },
  /** status chip 'payment failed' */
  CHIP_FAILED: { 'zh-TW': '付款失敗', en: 'Payment failed' },
  /** status chip 'awaiting payment' */
  CHIP_AWAITING: { 'zh-TW': '待付款', en: 'Awaiting payment' },
  /** issue 22: a store-payment order before pickup (it is paid at the counter, not online) */
  CHIP_PAY_AT_PICKUP: { 'zh-TW': '取貨時付款 {amount}', en: 'Pay {amount} at pickup' },
  /** issue 22: a store-payment order whose parcel was picked up (ECPay 2067/3022) */
  CHIP_PAID_AT_PICKUP: { 'zh-TW': '已於取貨時付款', en: 'Paid at pickup' },
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
  /** issue 22, the staff order page: each fulfilment stage in staff's words */
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

  // --- Reservation of an outlet cart line (spec 2, sections 2.3 and 9) ---
  /** 'confirmed' */
  RESERVATION_CONFIRMED: { 'zh-TW': '已確認', en: 'Confirmed' },
  /** 'expired' / 'reservation expired' */
  RESERVATION_EXPIRED: { 'zh-TW': '已過期', en: 'Expired' },
  /** 'not applicable' */
  RESERVATION_NOT_APPLICABLE: { 'zh-TW': '不適用', en: 'Not applicable' },
  /** remaining hours and minutes */
  RESERVATION_REMAINING: { 'zh-TW': '{h} 小時 {m} 分', en: '{h} h {m} min' },

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

  // --- Password reset (docs/accounts-contract.md; spec 1, sections 4 "Reset wizard" and 8) ---
  /** 'code sent to email', worded so that it does not say whether the address has an account (ours) */
  PASSWORD_RESET_REQUESTED: { 'zh-TW': '若此電子郵件已註冊會員，驗證碼已寄出，請於 15 分鐘內至信箱查看並輸入。', en: 'If this email address belongs to a member, a code has been sent. Please check your inbox and enter it within 15 minutes.' },
  /** 'verification successful, set a new password' */
  RESET_CODE_VERIFIED: { 'zh-TW': '驗證成功，請設定新密碼', en: 'Verification successful, set a new password' },
  /** 'password reset successful' */
  PASSWORD_RESET_DONE: { 'zh-TW': '密碼重設成功，請使用新密碼登入', en: 'Password reset successful, please log in with your new password' },
  /** ours: the message of 400 RESET_CODE_INVALID (wrong, expired, used or too many attempts: one answer) */
  RESET_CODE_REJECTED: { 'zh-TW': '驗證碼錯誤或已失效，請重新取得驗證碼', en: 'The verification code is wrong or no longer valid, please request a new one' },

  // --- The HTTP edge (server/http; all ours unless quoted) ---
  /** 400 of a request whose body or parameters do not decode */
  VALIDATION_FAILED: { 'zh-TW': '請求內容有誤', en: 'The request is invalid' },
  /** 400 of Koa's own client errors (a malformed path...) */
  BAD_REQUEST: { 'zh-TW': '請求內容有誤', en: 'The request is invalid' },
  /** a field that failed without a message of its own */
  FIELD_INVALID: { 'zh-TW': '格式不正確', en: 'Invalid format' },
  MALFORMED_JSON: { 'zh-TW': '請求內容不是有效的 JSON 格式。', en: 'The request body is not valid JSON.' },
  URL_FORBIDDEN: { 'zh-TW': '無法存取這個網址。', en: 'You cannot access this address.' },
  URL_NOT_FOUND: { 'zh-TW': '找不到這個網址。', en: 'This address was not found.' },
  URL_METHOD_NOT_ALLOWED: { 'zh-TW': '不支援此請求方法。', en: 'This request method is not supported.' },
  PAYLOAD_TOO_LARGE: { 'zh-TW': '請求內容太大。', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { 'zh-TW': '不支援這種請求內容格式。', en: 'This request content type is not supported.' },
  API_NOT_FOUND: { 'zh-TW': '找不到這個 API 路徑。', en: 'This API path does not exist.' },
  API_METHOD_NOT_ALLOWED: { 'zh-TW': '這個 API 路徑不支援此請求方法。', en: 'This API path does not support this request method.' },
  INTERNAL_ERROR: { 'zh-TW': '系統發生錯誤，請稍後再試。', en: 'Something went wrong, please try again later.' },
  /** 'Unable to connect to the server ... try again later' */
  SERVICE_UNAVAILABLE: { 'zh-TW': '目前無法連線到伺服器，請稍後再試。', en: 'Unable to connect to the server, please try again later.' },
  /** the plain-text page served when the storefront was not built (two lines, both languages) */
  STOREFRONT_NOT_BUILT: { 'zh-TW': '網站前端尚未建置，請先執行 `npm run build:web`。', en: 'The storefront has not been built yet: run `npm run build:web`, then reload.' },

  // --- Request fields decoded at the edge (application contracts / server codecs; all ours) ---
  ITEM_ID_INVALID: { 'zh-TW': '商品編號必須是正整數。', en: 'The item ID must be a positive integer.' },
  CART_LINE_ID_INVALID: { 'zh-TW': '購物車項目編號必須是正整數。', en: 'The cart line ID must be a positive integer.' },
  ITEM_TYPE_INVALID: { 'zh-TW': '商品類型必須是 outlet 或 shopee。', en: 'The item type must be outlet or shopee.' },
  MERGE_ITEMS_INVALID: { 'zh-TW': 'anonymousCartItems 必須是陣列，且最多 {max} 項。', en: 'anonymousCartItems must be an array of at most {max} items.' },
  SKU_INVALID: { 'zh-TW': '商品貨號不可空白，且最多 {max} 個字元。', en: 'The SKU cannot be blank and has at most {max} characters.' },
  PAGE_INVALID: { 'zh-TW': '頁碼必須是 1 以上的整數。', en: 'The page must be an integer of 1 or more.' },
  LIMIT_INVALID: { 'zh-TW': '每頁筆數必須是 1 到 {max} 的整數。', en: 'The page size must be an integer from 1 to {max}.' },
  STORE_MAP_REF_INVALID: { 'zh-TW': '門市地圖編號格式不正確（MAP- 加 6 位數字）', en: 'Invalid store map reference (MAP- and 6 digits)' },
  COLLECTION_NOT_SUPPORTED: { 'zh-TW': '僅支援純取貨（isCollection 須為 N）', en: 'Only pickup without collection is supported (isCollection must be N)' },
  MAP_DEVICE_INVALID: { 'zh-TW': '裝置須為 0（電腦）或 1（手機）', en: 'The device must be 0 (computer) or 1 (mobile)' },
  MAP_EXTRA_DATA_TOO_LONG: { 'zh-TW': '附加資料最多 {max} 個字元', en: 'Extra data has at most {max} characters' },
  RETURN_PATH_INVALID: { 'zh-TW': '返回網址須為本站路徑（以 / 開頭，不含 ? 或 #，最多 {max} 個字元）', en: 'The return address must be a path of this site (starting with /, without ? or #, at most {max} characters)' },

  // --- Catalogue and store pickup (all ours unless quoted) ---
  /** 'Product not found' (spec 2, section 2.2) */
  OUTLET_ITEM_NOT_FOUND: { 'zh-TW': '找不到這個商品，可能已售完或下架。', en: 'Product not found. It may be sold out or no longer listed.' },
  STORE_SELECTION_NOT_FOUND: { 'zh-TW': '找不到選擇的門市，請重新選擇。', en: 'The chosen store was not found, please choose again.' },
  STORE_MAP_REF_IN_USE: { 'zh-TW': '這個門市地圖編號正在使用中，請重新開啟門市地圖。', en: 'This store map reference is in use, please open the store map again.' },

  // --- Payments (shown to shoppers, or written to orders.status_message; all ours) ---
  PAYMENT_FORM_READY: { 'zh-TW': '付款表單已建立，正在前往付款頁面…', en: 'Payment form created, going to the payment page…' },
  ORDER_CONFIRMED: { 'zh-TW': '訂單已建立', en: 'Order created' },
  PAYMENT_CANCELLED_BY_BUYER: { 'zh-TW': '您已取消付款', en: 'You cancelled the payment' },
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

  // --- Marketplace catalogue and the Shopee connection (issue 11; ours unless quoted) ---
  MARKETPLACE_ITEM_ID_INVALID: { 'zh-TW': '蝦皮商品編號必須是正整數。', en: 'The marketplace item ID must be a positive integer.' },
  KEYWORD_TOO_SHORT: { 'zh-TW': '搜尋關鍵字至少需要 {min} 個字。', en: 'The search keyword needs at least {min} characters.' },
  CATEGORY_INVALID: { 'zh-TW': '分類名稱格式不正確。', en: 'Invalid category name.' },
  /** 'product not found' (spec 1, section 5) */
  MARKETPLACE_PRODUCT_NOT_FOUND: { 'zh-TW': '找不到這個商品，可能已下架。', en: 'Product not found. It may no longer be listed.' },
  SHOPEE_CODE_INVALID: { 'zh-TW': '授權碼格式不正確，請重新授權。', en: 'Invalid authorisation code, please authorise again.' },
  SHOPEE_SHOP_ID_INVALID: { 'zh-TW': '蝦皮商店編號必須是正整數。', en: 'The Shopee shop ID must be a positive integer.' },
  SHOPEE_STATE_INVALID: { 'zh-TW': '授權連結已過期或不是本店發出的，請重新連結蝦皮。', en: 'The authorisation link expired or was not issued by this shop, please connect Shopee again.' },
  SHOPEE_NOT_CONNECTED: { 'zh-TW': '商店尚未連結蝦皮，請由管理後台連結。', en: 'The shop is not connected to Shopee yet; connect it from the staff console.' },
  SHOPEE_REAUTHORIZE: { 'zh-TW': '蝦皮授權已失效，請由管理後台重新連結。', en: 'The Shopee authorisation has lapsed; connect again from the staff console.' },
  SHOPEE_UNAVAILABLE: { 'zh-TW': '暫時無法連線蝦皮，請稍後再試。', en: 'Shopee cannot be reached right now, please try again later.' },
  SHOPEE_AUTH_REFUSED: { 'zh-TW': '蝦皮拒絕了這個授權碼（可能已使用或逾時），請重新授權。', en: 'Shopee refused the authorisation code (used or expired); please authorise again.' },
  SYNC_ALREADY_RUNNING: { 'zh-TW': '同步正在進行中。', en: 'A sync is already running.' },
  /** 403 of a staff route called with a customer's token */
  STAFF_ONLY: { 'zh-TW': '此功能僅限管理人員使用。', en: 'Only staff can use this.' },
  /** the cart: a shopee line needs its model */
  MARKETPLACE_VARIANT_REQUIRED: { 'zh-TW': '請選擇商品規格', en: 'Please select product spec' },
  MARKETPLACE_VARIANT_NOT_FOUND: { 'zh-TW': '找不到這個商品規格，可能已下架。', en: 'This product spec was not found; it may no longer be listed.' },
  MARKETPLACE_SOLD_OUT: { 'zh-TW': '這個商品規格已售完。', en: 'This product spec is sold out.' },
  /** the cart: a variantId that is not a Shopee model id (a positive integer) */
  MARKETPLACE_VARIANT_ID_INVALID: { 'zh-TW': '商品規格編號必須是正整數。', en: 'The product spec ID must be a positive integer.' },
  /** the cart: a marketplace line whose product or model was unlisted, removed or is no longer sold */
  MARKETPLACE_LINE_UNAVAILABLE: { 'zh-TW': '這個商品目前無法購買，請從購物車移除。', en: 'This product cannot be bought now; please remove it from your cart.' },

  // --- Shopify Admin API adapter (issue 12, Shopify protocol; ours) ---
  SHOPIFY_UNAVAILABLE: { 'zh-TW': '暫時無法連線 Shopify，請稍後再試。', en: 'Shopify cannot be reached right now, please try again later.' },
  /** Shopify answered 401 "[API] Invalid API key or access token" (research B3) */
  SHOPIFY_UNAUTHORIZED: { 'zh-TW': 'Shopify 拒絕了這組存取權杖，請確認商店網址與權杖後重新連結。', en: 'Shopify refused the access token; check the shop address and token, then connect again.' },
  /** a GraphQL ACCESS_DENIED: the token lacks a scope (read_products, read_inventory, read_orders, read_customers) */
  SHOPIFY_ACCESS_DENIED: { 'zh-TW': 'Shopify 存取權杖缺少必要權限（商品、庫存、訂單或顧客讀取權限）。', en: 'The Shopify access token lacks a required scope (read products, inventory, orders or customers).' },
  SHOPIFY_SHOP_DOMAIN_INVALID: { 'zh-TW': '商店網址須為 xxx.myshopify.com（或已設定的自訂網域）。', en: 'The shop address must be xxx.myshopify.com (or a configured custom domain).' },
  // --- Shopify connection, stock sync, webhooks and link-order (issue 12, application/shopify; ours) ---
  /** the credentials form: an address that is not <name>.myshopify.com nor a configured custom domain */
  SHOPIFY_DOMAIN_INVALID: { 'zh-TW': '商店網址須為 xxx.myshopify.com（或已設定的自訂網域）。', en: 'The shop address must be xxx.myshopify.com (or a configured custom domain).' },
  SHOPIFY_CREDENTIAL_INVALID: { 'zh-TW': '憑證須為最多 {max} 個字元的文字。', en: 'A credential is text of at most {max} characters.' },
  SHOPIFY_TOKEN_REQUIRED: { 'zh-TW': '請輸入存取權杖，或同時輸入用戶端 ID 與密鑰。', en: 'Enter an access token, or both a client ID and a client secret.' },
  SHOPIFY_SHOP_NOT_FOUND: { 'zh-TW': '找不到這個 Shopify 商店，請確認網址。', en: 'This Shopify shop was not found; check the address.' },
  SHOPIFY_NOT_CONNECTED: { 'zh-TW': '商店尚未連結 Shopify，請由管理後台連結。', en: 'The shop is not connected to Shopify yet; connect it from the staff console.' },
  /** a webhook whose HMAC does not match */
  SHOPIFY_WEBHOOK_INVALID: { 'zh-TW': '通知簽章錯誤。', en: 'Invalid notification signature.' },
  SHOPIFY_WEBHOOK_MALFORMED: { 'zh-TW': '通知內容格式不正確。', en: 'Malformed notification.' },
  SHOPIFY_CONNECTED: { 'zh-TW': '已連結 Shopify 商店。', en: 'The Shopify shop is connected.' },
  SHOPIFY_DISCONNECTED: { 'zh-TW': '已解除 Shopify 連結。', en: 'The Shopify connection was removed.' },

  // --- Mail (application/accounts; the shop's name and the texts of the mails a shopper receives; ours) ---
  SHOP_NAME: { 'zh-TW': '好物選品', en: 'Haowu Select' },
  MAIL_GREETING: { 'zh-TW': '{name} 您好：', en: 'Dear {name},' },
  MAIL_SIGNATURE: { 'zh-TW': '{shop} 敬上', en: 'The {shop} team' },
  MAIL_AUTOMATIC: { 'zh-TW': '（此為系統自動發送的信件，請勿直接回覆。）', en: '(This mail was sent automatically, please do not reply to it.)' },
  MAIL_SUBJECT: { 'zh-TW': '【{shop}】{subject}', en: '[{shop}] {subject}' },
  PASSWORD_RESET_SUBJECT: { 'zh-TW': '密碼重設驗證碼', en: 'Your password reset code' },
  PASSWORD_RESET_INTRO: { 'zh-TW': '我們收到了重設您在{shop}會員帳號密碼的申請。您的驗證碼是：', en: 'We received a request to reset the password of your {shop} account. Your verification code is:' },
  PASSWORD_RESET_VALIDITY: { 'zh-TW': '驗證碼在 {minutes} 分鐘內有效（至台灣時間 {until} 止），僅能使用一次，輸入錯誤 {attempts} 次即失效。', en: 'The code is valid for {minutes} minutes (until {until} Taiwan time), can be used once, and expires after {attempts} wrong entries.' },
  /** the same sentence in the HTML mail, the duration in bold; {minutes} and {until} are HTML-escaped by the caller */
  PASSWORD_RESET_VALIDITY_HTML: { 'zh-TW': '驗證碼在 <strong>{minutes} 分鐘</strong>內有效（至台灣時間 {until} 止），僅能使用一次，輸入錯誤 {attempts} 次即失效。', en: 'The code is valid for <strong>{minutes} minutes</strong> (until {until} Taiwan time), can be used once, and expires after {attempts} wrong entries.' },
  PASSWORD_RESET_KEEP_SECRET: { 'zh-TW': '請勿將驗證碼提供給任何人，我們的客服人員不會向您索取驗證碼。', en: 'Do not give the code to anyone; our staff will never ask you for it.' },
  PASSWORD_RESET_NOT_ASKED: { 'zh-TW': '如果您沒有申請重設密碼，請忽略這封信，您的密碼不會有任何變更。', en: 'If you did not ask to reset your password, ignore this mail; your password stays unchanged.' },
  EMAIL_CHANGED_BODY: { 'zh-TW': '您在{shop}的會員電子郵件已於台灣時間 {at} 變更為 {email}。', en: 'The email address of your {shop} account was changed to {email} at {at} Taiwan time.' },
  EMAIL_CHANGED_NOT_YOU: { 'zh-TW': '如果這不是您本人的操作，請立即聯絡客服，並使用「忘記密碼」重設密碼。', en: 'If this was not you, contact us at once and reset your password with "Forgot password".' },

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
  /** staff: ECPay refused to create the logistics order (the reason is in the order's shipment) */
  SHIPMENT_REFUSED: { 'zh-TW': '綠界拒絕建立物流單：{reason}', en: 'ECPay refused to create the logistics order: {reason}' },
  SHIPMENT_LOGISTICS_UNAVAILABLE: { 'zh-TW': '暫時無法連線綠界物流，請稍後再試。', en: 'ECPay logistics cannot be reached right now, please try again later.' },
  // --- Staff console (issue 12: orders, shipments, refunds, inventory, audit; all ours) ---
  /** 503 of a shipment action while the logistics connection (or the shipment job) is unavailable */
  /** 404 of POST /api/admin/orders/{id}/refund: the attempt is not a second charge of this order */
  REFUND_NOT_APPLICABLE: { 'zh-TW': '這筆訂單沒有這筆重複付款。', en: 'This order has no such duplicate payment.' },
  ADMIN_ORDER_SEARCH_INVALID: { 'zh-TW': '請輸入訂單編號（ORD-加 8 位數字）或手機號碼。', en: 'Enter an order ID (ORD- and 8 digits) or a phone number.' },
  ADMIN_ORDER_STATUS_INVALID: { 'zh-TW': '訂單狀態不正確。', en: 'Unknown order status.' },
  ADMIN_ORDER_SOURCE_INVALID: { 'zh-TW': '訂單來源不正確。', en: 'Unknown order source.' },
  /** ?from / ?to of the order list: YYYY-MM-DD */
  ADMIN_DATE_INVALID: { 'zh-TW': '日期格式必須是 YYYY-MM-DD。', en: 'The date must be YYYY-MM-DD.' },
  ADMIN_ATTEMPT_ID_INVALID: { 'zh-TW': '付款紀錄編號必須是正整數。', en: 'The payment attempt ID must be a positive integer.' },
  /** success messages of the console's actions */
  /** issue 22: what POST /api/admin/orders/{id}/shipment did, by its outcome */
  ADMIN_SHIPMENT_CREATED: { 'zh-TW': '物流單已建立。', en: 'The logistics order was created.' },
  ADMIN_SHIPMENT_ALREADY_CREATED: { 'zh-TW': '此訂單已有物流單，未重複建立。', en: 'This order already has a logistics order; none was created.' },
  ADMIN_SHIPMENT_RETRY_SCHEDULED: { 'zh-TW': '綠界暫時無法建立物流單，已排入稍後重試。', en: 'ECPay could not create the logistics order now; it will be retried shortly.' },
  ADMIN_MARKED_DELIVERED: { 'zh-TW': '已標記為已送達。', en: 'Marked as delivered.' },
  ADMIN_REFUND_RECORDED: { 'zh-TW': '已記錄退款。', en: 'The refund was recorded.' },
} as const satisfies Record<string, { readonly 'zh-TW': string; readonly en: string }>;
