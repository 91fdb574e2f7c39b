import type { MessageTexts } from './texts';

/** The adapter and the credentials form refuse a shop address in the same words. */
const SHOP_DOMAIN_INVALID = { 'zh-TW': '商店網址須為 xxx.myshopify.com（或已設定的自訂網域）。', en: 'The shop address must be xxx.myshopify.com (or a configured custom domain).' } as const;

/** Shopify: the Admin API adapter, the connection, stock sync, webhooks and link-order (issue 12). */
export const SHOPIFY_MESSAGES = {
  // --- Shopify Admin API adapter (issue 12, Shopify protocol; ours) ---
  SHOPIFY_UNAVAILABLE: { 'zh-TW': '暫時無法連線 Shopify，請稍後再試。', en: 'Shopify cannot be reached right now, please try again later.' },
  /** Shopify answered 401 "[API] Invalid API key or access token" (research B3) */
  SHOPIFY_UNAUTHORIZED: { 'zh-TW': 'Shopify 拒絕了這組存取權杖，請確認商店網址與權杖後重新連結。', en: 'Shopify refused the access token; check the shop address and token, then connect again.' },
  /** a GraphQL ACCESS_DENIED: the token lacks a scope (read_products, read_inventory, read_orders, read_customers) */
  SHOPIFY_ACCESS_DENIED: { 'zh-TW': 'Shopify 存取權杖缺少必要權限（商品、庫存、訂單或顧客讀取權限）。', en: 'The Shopify access token lacks a required scope (read products, inventory, orders or customers).' },
  SHOPIFY_SHOP_DOMAIN_INVALID: SHOP_DOMAIN_INVALID,
  // --- Shopify connection, stock sync, webhooks and link-order (issue 12, application/shopify; ours) ---
  /** the credentials form: an address that is not <name>.myshopify.com nor a configured custom domain */
  SHOPIFY_DOMAIN_INVALID: SHOP_DOMAIN_INVALID,
  SHOPIFY_CREDENTIAL_INVALID: { 'zh-TW': '憑證須為最多 {max} 個字元的文字。', en: 'A credential is text of at most {max} characters.' },
  SHOPIFY_TOKEN_REQUIRED: { 'zh-TW': '請輸入存取權杖，或同時輸入用戶端 ID 與密鑰。', en: 'Enter an access token, or both a client ID and a client secret.' },
  SHOPIFY_SHOP_NOT_FOUND: { 'zh-TW': '找不到這個 Shopify 商店，請確認網址。', en: 'This Shopify shop was not found; check the address.' },
  SHOPIFY_NOT_CONNECTED: { 'zh-TW': '商店尚未連結 Shopify，請由管理後台連結。', en: 'The shop is not connected to Shopify yet; connect it from the staff console.' },
  /** a webhook whose HMAC does not match */
  SHOPIFY_WEBHOOK_INVALID: { 'zh-TW': '通知簽章錯誤。', en: 'Invalid notification signature.' },
  SHOPIFY_WEBHOOK_MALFORMED: { 'zh-TW': '通知內容格式不正確。', en: 'Malformed notification.' },
  SHOPIFY_CONNECTED: { 'zh-TW': '已連結 Shopify 商店。', en: 'The Shopify shop is connected.' },
  SHOPIFY_DISCONNECTED: { 'zh-TW': '已解除 Shopify 連結。', en: 'The Shopify connection was removed.' },
} as const satisfies Record<string, MessageTexts>;
