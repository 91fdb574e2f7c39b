import { fromDomain, list, phrase, text } from '../entry';
import { common } from './common';

/** The cart page and its checkout form (spec 2 §2.3, §8). */
export const checkout = {
  // Spec 2 §2.3 'Loading cart...'
  loadingCart: text('購物車載入中...', 'Loading cart...'),
  // Spec 2 §2.3 empty cart buttons: browse Outlet deals / view Shopee products
  browseOutlet: text('逛逛 Outlet 特賣', 'Browse Outlet deals'),
  browseShopee: text('查看蝦皮商品', 'View Shopee products'),
  // Spec 2 §2.3 top buttons: continue shopping / Shopee products
  continueShopping: common.continueShopping,
  shopeeProducts: fromDomain('SOURCE_SHOPEE'),
  cartTitle: common.cart,
  // Issue 28: the cart's tab names a catalogue as the top tab does (蝦皮商品), one name for the same items.
  tabs: { all: common.all, outlet: common.outlet, shopee: fromDomain('SOURCE_SHOPEE') },
  tabLabel: common.tabLabel,
  typeChip: { outlet: common.outlet, shopee: common.shopee },
  sku: phrase((sku: string) => `貨號：${sku}`, (sku: string) => `Item no.: ${sku}`),
  quantity: common.quantity,
  remove: text('移除', 'Remove'),
  reservationLabel: text('保留狀態：', 'Reservation: '),
  reservationRemaining: text('保留剩餘', 'Held for'),
  summaryTitle: text('訂單摘要', 'Order summary'),
  summaryItems: common.itemCount,
  summaryShipping: common.shipping,
  summaryFreeShipping: common.freeShipping,
  summaryTotal: common.total,
  originalPrice: common.originalPrice,
  // Issue 11: a shopee line whose model the synced catalogue no longer sells
  availability: { sold_out: fromDomain('OUT_OF_STOCK'), unavailable: text('已下架', 'No longer listed') },
  unavailableBlocker: text('購物車中有已售完或已下架的蝦皮商品，請先移除後再結帳。', 'Your cart has Shopee items that sold out or are no longer listed; please remove them before checking out.'),
};

export const checkoutForm = {
  // Spec 2 §2.3 contact section (validation text comes from domain/validation/messages.ts)
  contactTitle: text('聯絡資訊', 'Contact details'),
  nameLabel: text('取件人姓名', 'Recipient name'),
  namePlaceholder: text('請輸入取件人姓名', 'Enter the recipient\'s name'),
  phoneLabel: common.mobilePhone,
  phonePlaceholder: common.phonePlaceholder,
  // Spec 2 §6 'Your account information is used' (signed-in customers: name and phone locked)
  accountLocked: text('已使用您的帳戶資料', 'Your account information is used'),
  // Spec 2 §1: delivery is pickup; home delivery shown disabled as temporarily unavailable
  pickupTitle: text('取貨方式', 'Delivery'),
  deliveryPickup: text('超商取貨', 'Convenience store pickup'),
  deliveryShipping: text('宅配到府', 'Home delivery'),
  temporarilyUnavailable: text('暫不開放', 'Temporarily unavailable'),
  paymentTitle: common.paymentMethod,
  storeCod: fromDomain('METHOD_STORE_PAYMENT'),
  storeCodHint: text('於門市取貨時付款', 'Pay at the store when you pick up'),
  creditCard: text('信用卡一次付清', 'Credit card, paid in full'),
  creditCardHint: text('將前往綠界 ECPay 安全付款頁面', 'You will go to ECPay\'s secure payment page'),
  cardBrands: list(['Visa', 'MasterCard', 'JCB'], ['Visa', 'MasterCard', 'JCB']),
  // Spec 2 §2.3 'Complete checkout'
  submit: text('完成結帳', 'Complete checkout'),
  // Spec 2 §1: the terms text says all sales are final
  terms: text('下單即表示您同意：所有商品一經售出，恕不退換貨（商品本身瑕疵除外）。', 'By placing the order you agree that all sales are final (except for defective items).'),
  confirmTitle: text('確認訂單', 'Confirm the order'),
  confirmIntro: text('請確認以下訂單資訊：', 'Please check the order details:'),
  confirmName: text('取件人', 'Recipient'),
  confirmPhone: common.mobilePhone,
  confirmStore: common.pickupStore,
  confirmPayment: common.paymentMethod,
  confirmTotal: text('應付金額', 'Amount due'),
  confirmCancel: text('返回修改', 'Back to edit'),
  confirm: text('確認下單', 'Place the order'),
  // Spec 2 §8
  checkoutFailed: text('結帳失敗，請再試一次。', 'Checkout failed, please try again.'),
  preparePaymentFailed: text('無法準備付款頁面，請稍後再試', 'Could not prepare the payment page, please try again later'),
  paymentFailed: phrase((reason: string) => `付款失敗：${reason}`, (reason: string) => `Payment failed: ${reason}`),
  paymentFailedDefault: text('請稍後再試', 'Please try again later'),
  orderLoaded: phrase(
    (orderId: string) => `已載入訂單 ${orderId}，您可以重新付款或修改訂單`,
    (orderId: string) => `Order ${orderId} is loaded: you can pay again or change the order`,
  ),
  paymentCancelledRetry: text('付款已取消，您可以重新付款或修改訂單。', 'The payment was cancelled. You can pay again or change the order.'),
  paymentCancelled: text('您已取消付款，請重新結帳', 'You cancelled the payment, please check out again'),
  paymentTimeout: text('付款逾時，請重新結帳', 'The payment timed out, please check out again'),
  orderLoadFailed: text('無法載入訂單資料，請從訂單紀錄重試', 'Could not load the order, please try again from your order history'),
  restoreFailed: text('無法將商品加回購物車，請手動加入。', 'Could not put the items back in the cart, please add them yourself.'),
  // Spec 2 §2.3 'Order awaiting payment' panel
  awaitingTitle: text('訂單待付款', 'Order awaiting payment'),
  awaitingBody: phrase(
    (orderId: string) => `訂單 ${orderId} 尚未完成付款。您可以重新付款，或將商品加回購物車後修改訂單。`,
    (orderId: string) => `Order ${orderId} is not paid yet. You can pay again, or put the items back in the cart and change the order.`,
  ),
  awaitingTotal: phrase((amount: string) => `訂單金額：${amount}`, (amount: string) => `Order amount: ${amount}`),
  payAgain: common.payAgain,
  restoreItems: common.restoreItems,
};

export const storePicker = {
  // Spec 2 §2.4
  title: text('選擇取貨超商門市', 'Choose a pickup store'),
  chainLabel: text('超商類型', 'Store chain'),
  chains: common.chains,
  openMap: text('開啟門市地圖', 'Open the store map'),
  mapHint: text('將前往超商電子地圖選擇門市，完成後會自動回到結帳頁面。', 'You will choose the store on the chain\'s map and come back to checkout when done.'),
  cancel: common.cancel,
  later: text('稍後再選', 'Choose later'),
  confirm: text('確認使用此門市', 'Use this store'),
  choose: text('選擇取貨門市', 'Choose the pickup store'),
  change: text('更換門市', 'Change store'),
  clear: text('清除選擇', 'Clear the choice'),
  none: text('尚未選擇取貨門市', 'No pickup store chosen yet'),
  loading: text('門市資訊載入中...', 'Loading store details...'),
  storeId: phrase((id: string) => `門市代號：${id}`, (id: string) => `Store ID: ${id}`),
  storeTelephone: phrase((phone: string) => `門市電話：${phone}`, (phone: string) => `Store phone: ${phone}`),
  // Spec 2 §8 toasts and errors
  selected: phrase((store: string) => `已選擇 ${store} 為取貨門市`, (store: string) => `${store} is your pickup store`),
  loadedLast: phrase((store: string) => `已載入您上次選擇的取貨門市：${store}`, (store: string) => `Your last pickup store is loaded: ${store}`),
  cleared: text('已清除門市選擇', 'The store choice was cleared'),
  mapUnavailable: text('無法產生門市地圖，請稍後再試。', 'Could not open the store map, please try again later.'),
  mapError: phrase((reason: string) => `開啟門市地圖時發生錯誤：${reason}`, (reason: string) => `Something went wrong opening the store map: ${reason}`),
  loadFailed: text('無法載入門市資訊，請重新選擇', 'Could not load the store details, please choose again'),
  // Spec 2 §5: the map cannot open when cookies are disabled
  cookiesDisabled: text('您的瀏覽器已停用 Cookie，無法開啟門市地圖。請啟用 Cookie，或改用其他裝置。', 'Your browser has cookies disabled, so the store map cannot open. Please enable cookies or use another device.'),
};

export const payment = {
  // Spec 2 §2.3 retry-payment dialog, §8
  retryTitle: common.payAgain,
  retryBody: phrase(
    (orderId: string) => `訂單 ${orderId} 尚未完成付款，要重新前往信用卡付款頁面嗎？`,
    (orderId: string) => `Order ${orderId} is not paid yet. Go to the card payment page again?`,
  ),
  retryConfirm: text('前往付款', 'Go to payment'),
  close: common.close,
  checking: text('確認訂單狀態中...', 'Checking the order status...'),
  preparing: text('正在前往付款頁面...', 'Going to the payment page...'),
  retryFailed: text('無法重新處理付款，請稍後再試', 'Could not process the payment again, please try again later'),
  formError: phrase((reason: string) => `送出表單時發生錯誤：${reason}`, (reason: string) => `Something went wrong sending the form: ${reason}`),
  unknownError: text('未知錯誤', 'Unknown error'),
};
