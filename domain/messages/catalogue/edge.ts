import type { MessageTexts } from './texts';

/** A body that does not decode and Koa's own client errors read the same to the caller. */
const REQUEST_INVALID = { 'zh-TW': '請求內容有誤', en: 'The request is invalid' } as const;

/** The HTTP edge and the request fields it decodes. */
export const EDGE_MESSAGES = {
  // The shop's name: the pages' titles, the mails' signature (ours).
  SHOP_NAME: { 'zh-TW': '好物選品', en: 'Haowu Select' },
  // --- The HTTP edge (server/http; all ours unless quoted) ---
  /** 400 of a request whose body or parameters do not decode */
  VALIDATION_FAILED: REQUEST_INVALID,
  /** 400 of Koa's own client errors (a malformed path...) */
  BAD_REQUEST: REQUEST_INVALID,
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
} as const satisfies Record<string, MessageTexts>;
