import { fromDomain, text } from '../entry';
import { common } from './common';

/**
 * The order confirmation screen (spec 2 §2.5, §8). Text a domain rule produces (the banners, the status
 * chip, the payment method, the source badge) comes from domain/validation/messages.ts through
 * paymentBanner / statusChip / paymentMethodText, not from here.
 */
export const order = {
  pageTitle: text('訂單確認', 'Order confirmation'),
  /** An item's variant as sold (issue 22): its label ('黑色 / L') and its own SKU, each on a line of its own. */
  variant: common.variantIs,
  sku: common.skuIs,
  /** 'Loading order information...' */
  loading: text('訂單資訊載入中...', 'Loading order information...'),
  /** 'Error occurred while loading order details. Please try again later' */
  loadError: common.orderDetailsLoadError,
  /** issue 22: a 404 (or an id that cannot exist): say so, not 'an error occurred' */
  notFound: fromDomain('ORDER_NOT_FOUND'),
  notFoundHint: text('請確認訂單編號是否正確。訂單確認信與付款完成頁面上都有訂單編號。', 'Please check the order number. It is in the confirmation mail and on the payment result page.'),
  /** 'Order ID is missing' */
  missingId: text('缺少訂單編號', 'Order ID is missing'),
  /** details mode heading 'Order details' (/order-details/{orderId}) */
  detailsTitle: common.orderDetails,
  /** back-to-order-list button (to /order-history) */
  backToOrders: common.backToOrders,
  /** 'continue shopping' (to /) */
  continueShopping: common.continueShopping,
  /** 'Retry payment' */
  retryPayment: common.payAgain,
  /** 'Payment successful! Your order is confirmed' (toast) */
  paymentSucceededToast: text('付款成功！您的訂單已確認', 'Payment successful! Your order is confirmed'),

  // Long-processing notice (spec 2 §4: after 10 polls still processing)
  longProcessingTitle: text('付款處理時間較長', 'The payment is taking longer'),
  longProcessingBody: text('我們尚未收到付款結果。您可以重新付款，或稍後再回來查看訂單狀態。', 'We have no payment result yet. You can pay again, or come back later to see the order status.'),
  /** 'Try later' */
  tryLater: text('稍後再試', 'Try later'),

  // The red banners' way to change the order (issue #9, issue 22)
  restoreCart: common.restoreItems,
  viewCart: common.goToCart,

  // Order card
  orderCardTitle: text('訂單資訊', 'Order information'),
  orderNumber: common.orderNumber,
  buyerName: text('訂購人', 'Buyer'),
  /** 'not provided' */
  notProvided: common.notProvided,
  orderDate: text('訂購時間', 'Ordered at'),
  contactPhone: text('聯絡電話', 'Contact phone'),
  pickupStore: common.pickupStore,
  totalAmount: common.orderAmount,
  orderStatus: text('訂單狀態', 'Order status'),
  // Spec 1 §4 'Source badge': outlet, shopee, shopify or mixed
  orderSource: common.orderSource,
  paymentMethod: common.paymentMethod,
  copyOrderNumber: text('複製訂單編號', 'Copy the order number'),
  copyTotal: text('複製訂單金額', 'Copy the order amount'),
  copied: text('已複製', 'Copied'),

  // Phone proof (issue 22): a browser without the order's token sees the status only
  proofTitle: text('查看完整訂單', 'See the whole order'),
  proofBody: text('為保護買家隱私，未驗證時僅顯示訂單狀態。請輸入訂購時填寫的手機號碼，以查看取貨門市、取貨資訊與商品明細。', 'To protect the buyer\'s privacy, only the order status shows until you verify. Enter the mobile number given with the order to see the pickup store, the pickup details and the items.'),
  proofPhone: text('訂購手機號碼', 'Mobile number of the order'),
  proofSubmit: text('驗證並查看', 'Verify and view'),
  proofFailed: text('驗證失敗，請確認手機號碼後再試', 'Verification failed, check the mobile number and try again'),

  // Pickup instructions card
  pickupCardTitle: text('取貨說明', 'How to pick up'),
  pickupPerson: text('取貨人', 'Picked up by'),
  pickupInstruction: text('取貨時請攜帶訂單編號與訂單金額至門市，並向店員出示以便核對。', 'Bring the order number and the order amount to the store and show them to the clerk.'),
  chains: common.chains,

  // Items card
  itemsCardTitle: common.orderedItems,
  itemsLoadFailed: text('無法載入訂單商品明細', 'Could not load the order\'s items'),
  noItems: common.noOrderItems,
  tabs: { all: common.all, outlet: common.outlet, shopee: common.shopee },
  tabLabel: common.tabLabel,
  typeChip: { outlet: common.outlet, shopee: common.shopee },
  quantity: common.quantity,
  originalPrice: common.originalPrice,
  /** 'save 10%' for Shopee items with a discount (spec 2 §2.5, §9) */
  noImage: common.noPicture,
  subtotals: { outlet: text('Outlet 小計', 'Outlet subtotal'), shopee: text('蝦皮小計', 'Shopee subtotal') },
  shipping: common.shipping,
  freeShipping: common.freeShipping,
  grandTotal: common.total,
};
