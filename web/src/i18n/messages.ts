/**
 * Screen text of the storefront, in Traditional Chinese (design.md section 4: one message catalogue).
 * Validation messages live in domain/ (shared with the server); this file holds what screens say.
 * The 404 page keeps the spec's English strings verbatim. Text a domain rule produces (stock labels, the
 * '{n}% OFF' badge, add-button states) comes from domain/validation/messages.ts, not from here.
 */
export const messages = {
  app: {
    brand: '好物選品',
    chunkLoadError: '頁面載入失敗，請檢查網路連線後重新整理。',
    reload: '重新整理',
  },
  api: {
    noConnection: '無法連線到伺服器，請檢查網路連線或稍後再試。',
    noData: '伺服器未回傳資料',
  },
  shell: {
    openMenu: '開啟選單',
    menuTitle: '選單',
    tabOutlet: 'Outlet 特賣',
    tabAllProducts: '全部商品',
    cart: '購物車',
    cartWithCount: (count: string) => `購物車，${count} 件商品`,
    login: '登入',
    register: '註冊',
    memberCentre: '會員中心',
    orderHistory: '訂單紀錄',
    categories: '商品分類',
    // Spec 1 §2: the drawer's category links all lead to the outlet home for now.
    categoryLinks: ['服飾', '鞋款', '包包配件', '居家生活'],
    loading: '處理中...',
  },
  outlet: {
    bannerTitle: '網站服務開發中',
    bannerBody: '本服務仍在開發階段，如有任何問題，請透過官方 LINE 帳號與我們聯繫。',
    bannerNotice: '出清商品可能無原包裝，購買前請確認尺寸；除商品本身瑕疵外，恕不接受退換貨。',
    searchPlaceholder: '搜尋商品名稱或貨號',
    searchLabel: '搜尋商品',
    clearSearch: '清除搜尋',
    itemCount: (count: number) => `共 ${count} 件商品`,
    refresh: '重新整理',
    sortLabel: '排序方式',
    sortModes: {
      discount: '折扣最多',
      'price-low': '價格低到高',
      'price-high': '價格高到低',
      newest: '最新上架',
    },
    loading: '商品載入中...',
    loadError: '無法載入商品，請稍後再試。',
    retry: '再試一次',
    refreshed: '商品已更新！',
    emptyTitle: '找不到商品',
    emptyHintSearch: '請嘗試調整搜尋關鍵字。',
    emptyHintNoSearch: '目前沒有商品，請稍後再回來看看。',
    originalPrice: '原價',
    salePrice: '特價',
    variants: '規格',
  },
  cart: {
    // Spec 2 §8 'Item added to cart successfully!'
    added: '商品已成功加入購物車！',
    // Spec 2 §8 'Unable to add to cart, please try again later' (the server's message wins when it sends one)
    addFailed: '無法加入購物車，請稍後再試',
    // Spec 2 §8 'Item removed from cart'
    removed: '已從購物車移除商品',
    // Spec 2 §8 'Unable to remove item from cart'
    removeFailed: '無法從購物車移除商品',
    // ours: a failed clear (the local cart is cleared anyway)
    clearFailed: '無法清空購物車',
    // Spec 1 §8 'cart data cannot be loaded'
    loadFailed: '無法載入購物車資料',
    // ours: the merge of a guest cart failed; the lines stay local and are tried again later
    mergeFailed: '無法合併購物車',
  },
  reserve: {
    // Spec 2 §2.1 'Reserve item'
    title: '預留商品',
    prompt: '請留下正確的手機號碼，我們將為您保留商品 2 小時。',
    phoneLabel: '手機號碼',
    // Spec 2 §5: the placeholder is a 10-digit mobile number
    phonePlaceholder: '0912345678',
    // Spec 2 §2.1 'Cancel' and 'Reserve now'
    cancel: '取消',
    confirm: '立即預留',
  },
  cartBanner: {
    text: (count: number) => `購物車中有 ${count} 件商品，保留時間為 2 小時，請儘早完成結帳。`,
    button: '前往購物車',
  },
  checkout: {
    // Spec 2 §2.3 'Loading cart...'
    loadingCart: '購物車載入中...',
    // Spec 2 §2.3 empty cart buttons: browse Outlet deals / view Shopee products
    browseOutlet: '逛逛 Outlet 特賣',
    browseShopee: '查看蝦皮商品',
    // Spec 2 §2.3 top buttons: continue shopping / Shopee products
    continueShopping: '繼續購物',
    shopeeProducts: '蝦皮商品',
    cartTitle: '購物車',
    tabs: { all: '全部', outlet: 'Outlet', shopee: '蝦皮' },
    tabLabel: (name: string, count: number) => `${name} (${count})`,
    typeChip: { outlet: 'Outlet', shopee: '蝦皮' },
    sku: (sku: string) => `貨號：${sku}`,
    quantity: (quantity: number) => `數量：${quantity}`,
    // Spec 2 §9 'Shopee items show a fixed 10% saving label'
    shopeeSaving: '省 10%',
    remove: '移除',
    reservationLabel: '保留狀態：',
    reservationRemaining: '保留剩餘',
    summaryTitle: '訂單摘要',
    summaryItems: (count: number) => `共 ${count} 件商品`,
    summaryTotal: '總計',
    originalPrice: '原價',
  },
  checkoutForm: {
    // Spec 2 §2.3 contact section (validation text comes from domain/validation/messages.ts)
    contactTitle: '聯絡資訊',
    nameLabel: '取件人姓名',
    namePlaceholder: '請輸入取件人姓名',
    phoneLabel: '手機號碼',
    phonePlaceholder: '0912345678',
    // Spec 2 §6 'Your account information is used' (signed-in customers: name and phone locked)
    accountLocked: '已使用您的帳戶資料',
    // Spec 2 §1: delivery is pickup; home delivery shown disabled as temporarily unavailable
    pickupTitle: '取貨方式',
    deliveryPickup: '超商取貨',
    deliveryShipping: '宅配到府',
    temporarilyUnavailable: '暫不開放',
    paymentTitle: '付款方式',
    storeCod: '超商取貨付款',
    storeCodHint: '於門市取貨時付款',
    creditCard: '信用卡一次付清',
    creditCardHint: '將前往綠界 ECPay 安全付款頁面',
    cardBrands: ['Visa', 'MasterCard', 'JCB'],
    // Spec 2 §2.3 'Complete checkout'
    submit: '完成結帳',
    // Spec 2 §1: the terms text says all sales are final
    terms: '下單即表示您同意：所有商品一經售出，恕不退換貨（商品本身瑕疵除外）。',
    confirmTitle: '確認訂單',
    confirmIntro: '請確認以下訂單資訊：',
    confirmName: '取件人',
    confirmPhone: '手機號碼',
    confirmStore: '取貨門市',
    confirmPayment: '付款方式',
    confirmTotal: '應付金額',
    confirmCancel: '返回修改',
    confirm: '確認下單',
    // Spec 2 §8
    checkoutFailed: '結帳失敗，請再試一次。',
    preparePaymentFailed: '無法準備付款頁面，請稍後再試',
    paymentFailed: (reason: string) => `付款失敗：${reason}`,
    paymentFailedDefault: '請稍後再試',
    orderLoaded: (orderId: string) => `已載入訂單 ${orderId}，您可以重新付款或修改訂單`,
    paymentCancelledRetry: '付款已取消，您可以重新付款或修改訂單。',
    paymentCancelled: '您已取消付款，請重新結帳',
    paymentTimeout: '付款逾時，請重新結帳',
    orderLoadFailed: '無法載入訂單資料，請從訂單紀錄重試',
    restoreFailed: '無法將商品加回購物車，請手動加入。',
    // Spec 2 §2.3 'Order awaiting payment' panel
    awaitingTitle: '訂單待付款',
    awaitingBody: (orderId: string) => `訂單 ${orderId} 尚未完成付款。您可以重新付款，或將商品加回購物車後修改訂單。`,
    awaitingTotal: (amount: string) => `訂單金額：${amount}`,
    payAgain: '重新付款',
    restoreItems: '將商品加回購物車',
  },
  storePicker: {
    // Spec 2 §2.4
    title: '選擇取貨超商門市',
    chainLabel: '超商類型',
    chains: { UNIMARTC2C: '7-ELEVEN', FAMIC2C: '全家 FamilyMart' },
    openMap: '開啟門市地圖',
    mapHint: '將前往超商電子地圖選擇門市，完成後會自動回到結帳頁面。',
    cancel: '取消',
    later: '稍後再選',
    confirm: '確認使用此門市',
    choose: '選擇取貨門市',
    change: '更換門市',
    clear: '清除選擇',
    none: '尚未選擇取貨門市',
    loading: '門市資訊載入中...',
    storeId: (id: string) => `門市代號：${id}`,
    storeTelephone: (phone: string) => `門市電話：${phone}`,
    // Spec 2 §8 toasts and errors
    selected: (store: string) => `已選擇 ${store} 為取貨門市`,
    loadedLast: (store: string) => `已載入您上次選擇的取貨門市：${store}`,
    cleared: '已清除門市選擇',
    mapUnavailable: '無法產生門市地圖，請稍後再試。',
    mapError: (reason: string) => `開啟門市地圖時發生錯誤：${reason}`,
    loadFailed: '無法載入門市資訊，請重新選擇',
    // Spec 2 §5: the map cannot open when cookies are disabled
    cookiesDisabled: '您的瀏覽器已停用 Cookie，無法開啟門市地圖。請啟用 Cookie，或改用其他裝置。',
  },
  payment: {
    // Spec 2 §2.3 retry-payment dialog, §8
    retryTitle: '重新付款',
    retryBody: (orderId: string) => `訂單 ${orderId} 尚未完成付款，要重新前往信用卡付款頁面嗎？`,
    retryConfirm: '前往付款',
    close: '關閉',
    checking: '確認訂單狀態中...',
    preparing: '正在前往付款頁面...',
    retryFailed: '無法重新處理付款，請稍後再試',
    formError: (reason: string) => `送出表單時發生錯誤：${reason}`,
    unknownError: '未知錯誤',
  },
  notFound: {
    code: '404',
    title: 'Page Not Found',
    body: "The page you're looking for doesn't exist or has been moved.",
    home: 'Go to Dashboard',
    back: 'Go Back',
  },
} as const;
