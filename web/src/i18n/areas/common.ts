import { phrase, text } from '../entry';

/**
 * The words several screens say: each is one entry, and every screen that says it refers to it
 * (web/src/i18n/catalogue.test.ts refuses a text written twice). Punctuation joins parts with the
 * language's own marks, so no screen holds a full-width mark of its own.
 */
export const common = {
  colon: text('：', ': '),
  comma: text('，', ', '),
  semicolon: text('；', '; '),
  inParens: phrase((note: string) => `（${note}）`, (note: string) => ` (${note})`),
  withNote: phrase((main: string, note: string) => `${main}（${note}）`, (main: string, note: string) => `${main} (${note})`),

  reload: text('重新載入', 'Reload'),
  refresh: text('重新整理', 'Refresh'),
  retry: text('再試一次', 'Try again'),
  cancel: text('取消', 'Cancel'),
  close: text('關閉', 'Close'),
  clear: text('清除', 'Clear'),
  all: text('全部', 'All'),
  previousPage: text('上一頁', 'Previous page'),
  nextPage: text('下一頁', 'Next page'),
  pageLabel: phrase((page: number) => `第 ${page} 頁`, (page: number) => `Page ${page}`),
  notProvided: text('未提供', 'Not provided'),
  backHome: text('返回首頁', 'Back to the home page'),

  // Accounts
  email: text('電子郵件', 'Email'),
  password: text('密碼', 'Password'),
  name: text('姓名', 'Name'),
  newPassword: text('新密碼', 'New password'),
  confirmNewPassword: text('確認新密碼', 'Confirm the new password'),
  login: text('登入', 'Log in'),
  register: text('註冊', 'Register'),
  logout: text('登出', 'Log out'),
  memberCentre: text('會員中心', 'Member centre'),
  editProfile: text('編輯個人資料', 'Edit profile'),
  changePassword: text('變更密碼', 'Change password'),
  mobilePhone: text('手機號碼', 'Mobile number'),
  phone: text('電話號碼', 'Phone number'),
  phonePlaceholder: text('0912345678', '0912345678'),
  phoneExample: text('例如 0912345678', 'e.g. 0912345678'),

  // Shopping
  cart: text('購物車', 'Cart'),
  goToCart: text('前往購物車', 'Go to cart'),
  goToCartCheckout: text('前往購物車結帳', 'Go to cart and check out'),
  continueShopping: text('繼續購物', 'Continue shopping'),
  categories: text('商品分類', 'Categories'),
  searchProducts: text('搜尋商品', 'Search products'),
  itemCount: phrase((count: number) => `共 ${count} 件商品`, (count: number) => `${count} items in all`),
  productsLoading: text('商品載入中...', 'Loading products...'),
  noProductsFound: text('找不到商品', 'No products found'),
  productLoading: text('商品資訊載入中...', 'Loading product details...'),
  productNotFound: text('找不到此商品', 'We could not find this product'),
  productImages: text('商品圖片', 'Product images'),
  showImage: phrase((position: number) => `顯示第 ${position} 張圖片`, (position: number) => `Show image ${position}`),
  productDescription: text('商品說明', 'Product description'),
  originalPrice: text('原價', 'Original price'),
  salePrice: text('特價', 'Sale price'),
  noPicture: text('無圖片', 'No image'),
  variant: text('規格', 'Variant'),
  outlet: text('Outlet', 'Outlet'),
  shopee: text('蝦皮', 'Shopee'),
  tabLabel: phrase((name: string, count: number) => `${name} (${count})`, (name: string, count: number) => `${name}: ${count}`),
  quantity: phrase((quantity: number) => `數量：${quantity}`, (quantity: number) => `Quantity: ${quantity}`),
  total: text('總計', 'Total'),
  // Issue 28: the summaries' shipping row, above the total; pickup costs the buyer nothing (domain shipping-fee.ts).
  shipping: text('運費', 'Shipping'),
  freeShipping: text('免運', 'Free shipping'),
  paymentMethod: text('付款方式', 'Payment method'),
  pickupStore: text('取貨門市', 'Pickup store'),
  payAgain: text('重新付款', 'Pay again'),
  restoreItems: text('將商品加回購物車', 'Put the items back in the cart'),
  chains: {
    UNIMARTC2C: text('7-ELEVEN', '7-ELEVEN'),
    FAMIC2C: text('全家 FamilyMart', 'FamilyMart'),
  },

  // Orders
  orderHistory: text('訂單紀錄', 'Order history'),
  // Issue 30: the guest lookup's name, in the footer, the drawer, the order page and the lookup page's title.
  orderLookup: text('查詢訂單', 'Find an order'),
  orderNumber: text('訂單編號', 'Order number'),
  orderNumberPlaceholder: text('例如：ORD-12345678', 'e.g. ORD-12345678'),
  orderNumberIs: phrase((id: string) => `訂單編號：${id}`, (id: string) => `Order number: ${id}`),
  ordersLoading: text('訂單載入中...', 'Loading orders...'),
  orderedItems: text('訂購商品', 'Ordered items'),
  noOrderItems: text('此訂單沒有商品資料', 'This order has no item details'),
  variantIs: phrase((details: string) => `規格：${details}`, (details: string) => `Variant: ${details}`),
  skuIs: phrase((sku: string) => `SKU：${sku}`, (sku: string) => `SKU: ${sku}`),
  orderSource: text('訂單來源', 'Order source'),
  orderDetails: text('訂單詳情', 'Order details'),
  orderDetailsLoadError: text('載入訂單詳情時發生錯誤，請稍後再試', 'Something went wrong loading the order details, please try again later'),
  orderAmount: text('訂單金額', 'Order amount'),
  backToOrders: text('返回訂單列表', 'Back to the order list'),
  shippingStatus: text('物流狀態', 'Shipping status'),
  pickupCode: text('取貨代碼', 'Pickup code'),
  logisticsId: text('物流編號', 'Logistics ID'),
  shippedAt: text('出貨時間', 'Shipped at'),
  // Spec 1 §8 'Failed to load categories': the marketplace's list and the shell's drawer (issue 29: in the entry).
  categoriesFailed: text('無法載入商品分類', 'Failed to load categories'),
} as const;
