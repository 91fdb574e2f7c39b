/**
 * zh-TW text of the order confirmation screen (spec 2 §2.5, §8). Kept beside the feature, like
 * product-messages.ts. Text a domain rule produces (the banners, the status chip, the payment method, the
 * source badge) comes from domain/validation/messages.ts through paymentBanner / statusChip /
 * paymentMethodText, not from here.
 */
export const orderMessages = {
  pageTitle: '訂單確認',
  /** An item's variant as sold (issue 22): its label ('黑色 / L') and its own SKU, each on a line of its own. */
  variant: (label: string) => `規格：${label}`,
  sku: (sku: string) => `SKU：${sku}`,
  /** 'Loading order information...' */
  loading: '訂單資訊載入中...',
  /** 'Error occurred while loading order details. Please try again later' */
  loadError: '載入訂單詳情時發生錯誤，請稍後再試',
  /** issue 22: a 404 (or an id that cannot exist): say so, not 'an error occurred' */
  notFound: '找不到這筆訂單',
  notFoundHint: '請確認訂單編號是否正確。訂單確認信與付款完成頁面上都有訂單編號。',
  /** 'Order ID is missing' */
  missingId: '缺少訂單編號',
  /** details mode heading 'Order details' (/order-details/{orderId}) */
  detailsTitle: '訂單詳情',
  /** back-to-order-list button (to /order-history) */
  backToOrders: '返回訂單列表',
  /** 'continue shopping' (to /) */
  continueShopping: '繼續購物',
  /** 'Retry payment' */
  retryPayment: '重新付款',
  /** 'Payment successful! Your order is confirmed' (toast) */
  paymentSucceededToast: '付款成功！您的訂單已確認',

  // Long-processing notice (spec 2 §4: after 10 polls still processing)
  longProcessingTitle: '付款處理時間較長',
  longProcessingBody: '我們尚未收到付款結果。您可以重新付款，或稍後再回來查看訂單狀態。',
  /** 'Try later' */
  tryLater: '稍後再試',

  // The red banners' way to change the order (issue #9, issue 22)
  restoreCart: '將商品加回購物車',
  viewCart: '前往購物車',

  // Order card
  orderCardTitle: '訂單資訊',
  orderNumber: '訂單編號',
  buyerName: '訂購人',
  /** 'not provided' */
  notProvided: '未提供',
  orderDate: '訂購時間',
  contactPhone: '聯絡電話',
  pickupStore: '取貨門市',
  totalAmount: '訂單金額',
  orderStatus: '訂單狀態',
  // Spec 1 §4 'Source badge': outlet, shopee, shopify or mixed
  orderSource: '訂單來源',
  paymentMethod: '付款方式',
  copyOrderNumber: '複製訂單編號',
  copyTotal: '複製訂單金額',
  copied: '已複製',

  // Phone proof (issue 22): a browser without the order's token sees the status only
  proofTitle: '查看完整訂單',
  proofBody: '為保護買家隱私，未驗證時僅顯示訂單狀態。請輸入訂購時填寫的手機號碼，以查看取貨門市、取貨資訊與商品明細。',
  proofPhone: '訂購手機號碼',
  proofSubmit: '驗證並查看',
  proofFailed: '驗證失敗，請確認手機號碼後再試',

  // Pickup instructions card
  pickupCardTitle: '取貨說明',
  pickupPerson: '取貨人',
  pickupInstruction: '取貨時請攜帶訂單編號與訂單金額至門市，並向店員出示以便核對。',
  chains: { UNIMARTC2C: '7-ELEVEN', FAMIC2C: '全家 FamilyMart' } as Record<string, string>,

  // Items card
  itemsCardTitle: '訂購商品',
  itemsLoadFailed: '無法載入訂單商品明細',
  noItems: '此訂單沒有商品資料',
  tabs: { all: '全部', outlet: 'Outlet', shopee: '蝦皮' },
  tabLabel: (name: string, count: number) => `${name} (${count})`,
  typeChip: { outlet: 'Outlet', shopee: '蝦皮' },
  quantity: (quantity: number) => `數量：${quantity}`,
  originalPrice: '原價',
  /** 'save 10%' for Shopee items with a discount (spec 2 §2.5, §9) */
  shopeeSaving: '省 10%',
  noImage: '無圖片',
  subtotals: { outlet: 'Outlet 小計', shopee: '蝦皮小計' },
  grandTotal: '總計',
} as const;
