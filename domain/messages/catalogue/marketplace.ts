import type { MessageTexts } from './texts';

/** The marketplace catalogue and the Shopee connection (issue 11). */
export const MARKETPLACE_MESSAGES = {
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
} as const satisfies Record<string, MessageTexts>;
