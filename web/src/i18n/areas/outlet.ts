import { phrase, text } from '../entry';
import { common } from './common';

/** The outlet list (spec 2 §2.1), its reserve dialog, and the cart's toasts and banner. */
export const outlet = {
  // Issue 28: removes the /?category= filter
  allCategories: text('查看全部分類', 'Show every category'),
  bannerTitle: text('網站服務開發中', 'This site is still being built'),
  bannerBody: text('本服務仍在開發階段，如有任何問題，請透過官方 LINE 帳號與我們聯繫。', 'This service is still in development. If anything goes wrong, please contact us through our official LINE account.'),
  bannerChat: phrase((account: string) => `官方聊天帳號：${account}`, (account: string) => `Our official chat account: ${account}`),
  bannerNotice: text('出清商品可能無原包裝，購買前請確認尺寸；除商品本身瑕疵外，恕不接受退換貨。', 'Clearance items may come without their original packaging, so please check the size before you buy; except for defects, items cannot be returned or exchanged.'),
  searchPlaceholder: text('搜尋商品名稱或貨號', 'Search by product name or SKU'),
  searchLabel: common.searchProducts,
  clearSearch: text('清除搜尋', 'Clear the search'),
  itemCount: common.itemCount,
  refresh: common.refresh,
  sortLabel: text('排序方式', 'Sort by'),
  sortModes: {
    discount: text('折扣最多', 'Biggest discount'),
    'price-low': text('價格低到高', 'Price: low to high'),
    'price-high': text('價格高到低', 'Price: high to low'),
    newest: text('最新上架', 'Newest'),
  },
  loading: common.productsLoading,
  loadError: text('無法載入商品，請稍後再試。', 'Could not load the products, please try again later.'),
  retry: common.retry,
  refreshed: text('商品已更新！', 'Products updated!'),
  emptyTitle: common.noProductsFound,
  emptyHintSearch: text('請嘗試調整搜尋關鍵字。', 'Try different search keywords.'),
  emptyHintNoSearch: text('目前沒有商品，請稍後再回來看看。', 'There are no products right now, please come back later.'),
  originalPrice: common.originalPrice,
  salePrice: common.salePrice,
  variants: common.variant,
};

export const cart = {
  // Spec 2 §8 'Item added to cart successfully!' (the server's own CART_ITEM_ADDED words it differently in zh-TW)
  added: text('商品已成功加入購物車！', 'The item is now in your cart!'),
  // Spec 2 §8 'Unable to add to cart, please try again later' (the server's message wins when it sends one)
  addFailed: text('無法加入購物車，請稍後再試', 'Unable to add to cart, please try again later'),
  // Spec 2 §8 'Item removed from cart'
  removed: text('已從購物車移除商品', 'Item removed from cart'),
  // Spec 2 §8 'Unable to remove item from cart'
  removeFailed: text('無法從購物車移除商品', 'Unable to remove item from cart'),
  // ours: a failed clear (the local cart is cleared anyway)
  clearFailed: text('無法清空購物車', 'Unable to empty the cart'),
  // Spec 1 §8 'cart data cannot be loaded'
  loadFailed: text('無法載入購物車資料', 'Cart data cannot be loaded'),
  // ours: the merge of a guest cart failed; the lines stay local and are tried again later
  mergeFailed: text('無法合併購物車', 'Unable to merge the carts'),
};

export const reserve = {
  // Spec 2 §2.1 'Reserve item'
  title: text('預留商品', 'Reserve item'),
  prompt: text('請留下正確的手機號碼，我們將為您保留商品 2 小時。', 'Leave your correct mobile number and we will hold the item for you for 2 hours.'),
  phoneLabel: common.mobilePhone,
  // Spec 2 §5: the placeholder is a 10-digit mobile number
  phonePlaceholder: common.phonePlaceholder,
  // Spec 2 §2.1 'Cancel' and 'Reserve now'
  cancel: common.cancel,
  confirm: text('立即預留', 'Reserve now'),
};

export const cartBanner = {
  text: phrase(
    (count: number) => `購物車中有 ${count} 件商品，保留時間為 2 小時，請儘早完成結帳。`,
    (count: number) => `Your cart holds ${count} items for 2 hours, please check out soon.`,
  ),
  button: common.goToCart,
};
