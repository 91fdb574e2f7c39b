/**
 * zh-TW text of /order-history and the link-order dialog (spec 1 §2, §4 'Order list', §8). Text a domain rule
 * produces (shipping labels, source badges, link-order field errors) comes from domain/validation/messages.ts.
 */
export const historyMessages = {
  pageTitle: '訂單紀錄',
  loading: '訂單載入中...',
  /** 'error occurred loading orders, try later' */
  loadError: '載入訂單時發生錯誤，請稍後再試',
  retry: '重新載入',
  emptyTitle: '目前沒有訂單',
  emptyBody: '您還沒有任何訂單，快去逛逛吧！',
  /** start-shopping button (to /) */
  startShopping: '開始購物',
  orderNumber: (id: string) => `訂單編號：${id}`,
  orderDate: (date: string) => `訂購日期：${date}`,
  expand: '展開訂單',
  collapse: '收合訂單',
  /** the view-details button (to /order-details/{order_id}) */
  viewDetails: '查看訂單詳情',
  productsTitle: '訂購商品',
  noProducts: '此訂單沒有商品資料',
  variant: (details: string) => `規格：${details}`,
  /** The variant's own SKU as sold (issue 22). */
  sku: (sku: string) => `SKU：${sku}`,
  originalPrice: '原價',

  // Shipping status block (spec 1 §4 'Shipping status')
  shippingTitle: '物流狀態',
  shippedAt: '出貨時間',
  trackingNumber: '物流追蹤號碼',
  pickupCode: '取貨代碼',
  pickupStore: '取貨門市',
  logisticsId: '物流編號',
  /** the convenience-store hint */
  storeHint: '商品已寄送至超商門市，請留意取貨通知並攜帶證件前往取貨。',

  // Link-order dialog (spec 1 §2, §5, §8)
  linkOpen: '連結既有訂單',
  linkTitle: '連結訂單到我的帳戶',
  linkIntro: '輸入訂單編號與下單時使用的電話號碼，即可將訂單加入您的訂單紀錄。',
  linkSource: '訂單來源',
  linkSources: { outlet: 'Outlet 特賣', shopee: '蝦皮', shopify: 'Shopify' },
  linkOrderId: '訂單編號',
  /** order number placeholder (an example of our order numbers) */
  linkOrderIdPlaceholder: '例如：ORD-12345678',
  linkPhone: '電話號碼',
  linkPhonePlaceholder: '0912345678',
  linkCancel: '取消',
  linkSubmit: '連結訂單',
  /** 'order linked to your account' (the server's message wins when it sends one) */
  linkSucceeded: '訂單已成功連結到您的帳戶',
  /** 'error linking, check order number and phone' (the server's message wins when it sends one) */
  linkFailed: '連結訂單時發生錯誤，請確認訂單編號與電話號碼',
  // A linked Shopee/Shopify order's details (/linked-orders/{source}/{id}, issue 22)
  linkedTitle: '訂單詳情',
  linkedLoading: '訂單載入中...',
  linkedLoadError: '載入訂單詳情時發生錯誤，請稍後再試',
  linkedBack: '返回訂單紀錄',
  linkedTotal: '訂單金額',
  /** when the platform last told us about the order */
  linkedCheckedAt: (time: string) => `資料更新於 ${time}`,
  /** the platform could not be asked now: the stored record and its age */
  linkedStale: (time: string) => `暫時無法取得最新狀態，以下為 ${time} 的資料。`,
  pagination: '訂單分頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  pageLabel: (page: number) => `第 ${page} 頁`,
} as const;
