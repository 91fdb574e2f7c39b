import type { MessageTexts } from './texts';

/** Checkout, the cart, the outlet stock line and add button, reservations, the catalogue and store pickup. */
export const CHECKOUT_MESSAGES = {
  // --- Checkout (spec 2, section 5) ---
  /** 'Please enter your name (at least 2 characters)' */
  CHECKOUT_NAME_INVALID: { 'zh-TW': '請輸入姓名（至少 2 個字）', en: 'Please enter your name (at least 2 characters)' },
  /** ours (issue 28): the pickup name holds a digit or a symbol (ECPay's ReceiverName, research 8.1) */
  PICKUP_NAME_CHARACTERS: { 'zh-TW': '取件人姓名只能有中文或英文字母，不可有數字或符號：請填證件上的姓名，例如 王小明 或 Lin Wei Ting', en: 'The pickup name may hold only Chinese characters or Latin letters, no digits or symbols: type the name on your ID, e.g. Lin Wei Ting' },
  /** ours (issue 28): Chinese and Latin letters in one pickup name */
  PICKUP_NAME_MIXED: { 'zh-TW': '取件人姓名請只填中文或只填英文（與證件相同），例如 王小明 或 Lin Wei Ting', en: 'Type the pickup name in Chinese or in Latin letters, not both (as on your ID), e.g. Lin Wei Ting' },
  /** ours (issue 28): a Chinese pickup name outside 2 to 5 characters */
  PICKUP_NAME_CHINESE_LENGTH: { 'zh-TW': '超商取件的中文姓名須為 2 到 5 個字（與證件相同）；名字較長請改填英文姓名', en: 'A Chinese pickup name has 2 to 5 characters (as on your ID); for a longer name type it in Latin letters' },
  /** ours (issue 28): a Latin pickup name outside 4 to 10 letters (spaces not counted) */
  PICKUP_NAME_LATIN_LENGTH: { 'zh-TW': '超商取件的英文姓名須為 4 到 10 個字母（空白不計，與證件相同），例如 Lin Wei Ting；不符時請改填中文姓名', en: 'A Latin pickup name has 4 to 10 letters (spaces not counted, as on your ID), e.g. Lin Wei Ting; otherwise type it in Chinese' },
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

  // --- Reservation of an outlet cart line (spec 2, sections 2.3 and 9) ---
  /** 'confirmed' */
  RESERVATION_CONFIRMED: { 'zh-TW': '已確認', en: 'Confirmed' },
  /** 'expired' / 'reservation expired' */
  RESERVATION_EXPIRED: { 'zh-TW': '已過期', en: 'Expired' },
  /** 'not applicable' */
  RESERVATION_NOT_APPLICABLE: { 'zh-TW': '不適用', en: 'Not applicable' },
  /** remaining hours and minutes */
  RESERVATION_REMAINING: { 'zh-TW': '{h} 小時 {m} 分', en: '{h} h {m} min' },

  // --- Catalogue and store pickup (all ours unless quoted) ---
  /** 'Product not found' (spec 2, section 2.2) */
  OUTLET_ITEM_NOT_FOUND: { 'zh-TW': '找不到這個商品，可能已售完或下架。', en: 'Product not found. It may be sold out or no longer listed.' },
  /** issue 28: the console's category of an outlet product */
  OUTLET_CATEGORY_INVALID: { 'zh-TW': '分類最多 {max} 個字，且不可含控制字元；留空代表不分類。', en: 'A category has at most {max} characters and no control characters; leave it blank for none.' },
  OUTLET_SKU_NOT_FOUND: { 'zh-TW': '找不到這個商品貨號。', en: 'No outlet item has this SKU.' },
  OUTLET_CATEGORY_SAVED: { 'zh-TW': '已更新商品分類。', en: 'The category was saved.' },
  STORE_SELECTION_NOT_FOUND: { 'zh-TW': '找不到選擇的門市，請重新選擇。', en: 'The chosen store was not found, please choose again.' },
  STORE_MAP_REF_IN_USE: { 'zh-TW': '這個門市地圖編號正在使用中，請重新開啟門市地圖。', en: 'This store map reference is in use, please open the store map again.' },
} as const satisfies Record<string, MessageTexts>;
