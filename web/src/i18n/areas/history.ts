import { fromDomain, phrase, text } from '../entry';
import { common } from './common';

/**
 * /order-history and the link-order dialog (spec 1 §2, §4 'Order list', §8). Text a domain rule produces
 * (shipping labels, source badges, link-order field errors) comes from domain/validation/messages.ts.
 */
export const history = {
  pageTitle: common.orderHistory,
  // Issue 28: a linked order's line quantity and its platform's shipping fee (the lines and shipping add up to the total).
  quantity: common.quantity,
  shippingFee: common.shipping,
  loading: common.ordersLoading,
  /** 'error occurred loading orders, try later' */
  loadError: text('載入訂單時發生錯誤，請稍後再試', 'An error occurred loading your orders, please try later'),
  retry: common.reload,
  emptyTitle: text('目前沒有訂單', 'No orders yet'),
  emptyBody: text('您還沒有任何訂單，快去逛逛吧！', 'You have no orders yet. Go and have a look around!'),
  /** start-shopping button (to /) */
  startShopping: text('開始購物', 'Start shopping'),
  orderNumber: common.orderNumberIs,
  orderDate: phrase((date: string) => `訂購日期：${date}`, (date: string) => `Ordered on: ${date}`),
  expand: text('展開訂單', 'Show the order'),
  collapse: text('收合訂單', 'Hide the order'),
  /** the view-details button (to /order-details/{order_id}) */
  viewDetails: text('查看訂單詳情', 'View the order details'),
  productsTitle: common.orderedItems,
  noProducts: common.noOrderItems,
  variant: common.variantIs,
  /** The variant's own SKU as sold (issue 22). */
  sku: common.skuIs,
  originalPrice: common.originalPrice,

  // Shipping status block (spec 1 §4 'Shipping status')
  shippingTitle: common.shippingStatus,
  shippedAt: common.shippedAt,
  trackingNumber: text('物流追蹤號碼', 'Tracking number for the parcel'),
  pickupCode: common.pickupCode,
  pickupStore: common.pickupStore,
  logisticsId: common.logisticsId,
  /** the convenience-store hint */
  storeHint: text('商品已寄送至超商門市，請留意取貨通知並攜帶證件前往取貨。', 'The parcel is on its way to the store; watch for the pickup notice and bring your ID to collect it.'),

  // Link-order dialog (spec 1 §2, §5, §8)
  linkOpen: text('連結既有訂單', 'Link an existing order'),
  linkTitle: text('連結訂單到我的帳戶', 'Link an order to my account'),
  linkIntro: text('輸入訂單編號與下單時使用的電話號碼，即可將訂單加入您的訂單紀錄。', 'Enter the order number and the phone number used for the order to add it to your order history.'),
  linkSource: common.orderSource,
  linkSources: { outlet: fromDomain('SOURCE_OUTLET'), shopee: common.shopee, shopify: fromDomain('SOURCE_SHOPIFY') },
  linkOrderId: common.orderNumber,
  /** order number placeholder (an example of our order numbers) */
  linkOrderIdPlaceholder: common.orderNumberPlaceholder,
  linkPhone: common.phone,
  linkPhonePlaceholder: common.phonePlaceholder,
  linkCancel: common.cancel,
  linkSubmit: text('連結訂單', 'Link the order'),
  /** 'order linked to your account' (the server's message wins when it sends one) */
  linkSucceeded: text('訂單已成功連結到您的帳戶', 'The order is now linked to your account'),
  /** 'error linking, check order number and phone' (the server's message wins when it sends one) */
  linkFailed: text('連結訂單時發生錯誤，請確認訂單編號與電話號碼', 'Error linking the order, check the order number and phone'),
  // A linked Shopee/Shopify order's details (/linked-orders/{source}/{id}, issue 22)
  linkedTitle: common.orderDetails,
  linkedLoading: common.ordersLoading,
  linkedLoadError: common.orderDetailsLoadError,
  linkedBack: text('返回訂單紀錄', 'Back to the order history'),
  linkedTotal: common.orderAmount,
  /** when the platform last told us about the order */
  linkedCheckedAt: phrase((time: string) => `資料更新於 ${time}`, (time: string) => `Updated at ${time}`),
  /** the platform could not be asked now: the stored record and its age */
  linkedStale: phrase((time: string) => `暫時無法取得最新狀態，以下為 ${time} 的資料。`, (time: string) => `The latest status cannot be fetched now; this is the record of ${time}.`),
  pagination: text('訂單分頁', 'Order pages'),
  previousPage: common.previousPage,
  nextPage: common.nextPage,
  pageLabel: common.pageLabel,
};
