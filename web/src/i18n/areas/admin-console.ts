import type { AdminShipmentAttentionList } from '../../../../application/contracts/admin';
import { fromDomain, phrase, text } from '../entry';
import { labels } from './admin-labels';
import { common } from './common';
import { consoleWords } from './console-words';
import { marketplaceProduct } from './marketplace';
import { profile } from './profile';

/** The console's overview of shipments that need a person and refused provider messages, its inventory and its audit log (issue 12). */
export const shipmentsAttention = {
  // Creation failed for good, or ECPay's latest code needs someone.
  title: text('需要處理的物流單', 'Shipments to handle'),
  empty: text('目前沒有需要處理的物流單。', 'No shipment needs handling right now.'),
  loadFailed: text('無法載入需要處理的物流單，請稍後再試。', 'Could not load the shipments to handle, please try again later.'),
  columns: {
    order: common.orderNumber,
    reason: consoleWords.reason,
    shipping: common.shippingStatus,
    detail: consoleWords.description,
    updated: text('更新時間', 'Updated at'),
  },
  // Typed over the contract's reasons: a reason without a label fails to compile.
  reasons: {
    creation_failed: text('物流單建立失敗', 'Logistics order creation failed'),
    status_needs_attention: text('物流狀態需處理', 'Shipping status needs handling'),
  } satisfies Record<AdminShipmentAttentionList['items'][number]['reason'], unknown>,
  attempts: phrase((n: number) => `已嘗試 ${n} 次`, (n: number) => `Tried ${n} times`),
  statusCode: phrase(
    (code: number, message: string | null) => (message ? `綠界代碼 ${code}：${message}` : `綠界代碼 ${code}`),
    (code: number, message: string | null) => (message ? `ECPay code ${code}: ${message}` : `ECPay code ${code}`),
  ),
  open: text('前往處理', 'Handle it'),
};

/** The overview's figures (issue 28): today and this week in Taiwan time, what to ship, what needs a person, the links. */
export const overview = {
  title: text('今日營運概況', "Today's business"),
  loadFailed: text('無法載入營運概況，請稍後再試。', "Could not load today's business, please try again later."),
  today: text('今日營業額', "Today's sales"),
  week: text('本週營業額（自週一起）', "This week's sales (from Monday)"),
  orders: phrase((n: number) => `${n} 筆訂單`, (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`),
  saleOrders: phrase((n: number) => `成立 ${n} 筆（已付款或已確認）`, (n: number) => `${n} confirmed (paid, or pay at pickup)`),
  toShip: text('待出貨', 'To ship'),
  toShipHint: text('已付款或已確認、包裹尚未交寄的訂單', 'Paid or confirmed orders whose parcel is not handed in yet'),
  paymentsNeedingPerson: text('待處理付款', 'Payments to handle'),
  shipmentsNeedingPerson: text('待處理物流單', 'Shipments needing a person'),
  count: phrase((n: number) => `${n} 筆`, (n: number) => String(n)),
  invoices: consoleWords.invoices,
  invoicesNone: text('尚未啟用電子發票', 'E-invoicing is not set up yet'),
  storefront: text('前往商店首頁', 'Open the storefront'),
  logisticsBackOffice: text('物流模擬後台（示範）', 'Logistics simulator back office (demo)'),
  asOf: phrase((day: string) => `${day}（台灣時間）`, (day: string) => `${day} (Taiwan time)`),
};

/** Signed ECPay notices the shop refused for their content (a malformed notice, an unknown trade number). */
export const providerRejections = {
  title: text('未採用的金流／物流通知', 'Refused provider messages'),
  empty: text('目前沒有未採用的通知。', 'No provider message was refused.'),
  loadFailed: text('無法載入未採用的通知，請稍後再試。', 'Could not load the refused provider messages, please try again later.'),
  columns: {
    receivedAt: consoleWords.time,
    message: text('通知來源與類型', 'Provider and kind'),
    reason: consoleWords.reason,
    detail: consoleWords.description,
    tradeNo: consoleWords.tradeNo,
  },
};

export const inventory = {
  title: consoleWords.inventory,
  search: text('搜尋 SKU 或商品名稱', 'Search by SKU or product name'),
  loadFailed: text('無法載入庫存', 'Could not load the inventory'),
  columns: {
    sku: consoleWords.sku,
    title: fromDomain('ECPAY_ITEM_FALLBACK'),
    variant: common.variant,
    total: text('總數', 'In stock'),
    reserved: text('保留中', 'Reserved'),
    sold: text('已售出', 'Sold'),
    available: text('可售', 'Available'),
    category: marketplaceProduct.category,
  },
  // Issue 28: staff set or clear a product's category (every item of its sku) from its row.
  category: {
    input: phrase((title: string) => `${title} 的分類`, (title: string) => `Category of ${title}`),
    placeholder: text('未分類', 'None'),
    save: profile.save,
    saveFailed: text('無法儲存分類，請稍後再試。', 'Could not save the category, please try again later.'),
    saved: phrase(
      (category: string | null) => (category === null ? '已移除分類。' : `分類已設為「${category}」。`),
      (category: string | null) => (category === null ? 'Category cleared.' : `Category set to ${category}.`),
    ),
  },
};

export const audit = {
  title: consoleWords.audit,
  target: text('對象（例如 order:ORD-12345678）', 'Target (e.g. order:ORD-12345678)'),
  loadFailed: text('無法載入操作紀錄', 'Could not load the activity log'),
  columns: {
    at: consoleWords.time,
    staff: text('人員', 'Staff'),
    action: text('動作', 'Action'),
    target: text('對象', 'Target'),
    details: text('內容', 'Details'),
  },
  unknownStaff: phrase((id: number) => `人員 #${id}`, (id: number) => `Staff #${id}`),
};

/** The console's areas under `admin`, spread there by catalogue.ts: a new console card adds its texts here only. */
export const adminConsole = { overview, labels, shipmentsAttention, providerRejections, inventory, audit };
