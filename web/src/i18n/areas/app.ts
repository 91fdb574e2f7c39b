import { fromDomain, phrase, text } from '../entry';
import { common } from './common';

/** The app frame: its name, the shell around every page, the API client's own failures and the 404 page. */
export const app = {
  brand: fromDomain('SHOP_NAME'),
  chunkLoadError: text('頁面載入失敗，請檢查網路連線後重新整理。', 'The page failed to load. Please check your connection, then refresh.'),
  reload: common.refresh,
  // Issue 28: each page's document title ('{page} | shop'); a page with a name of its own (a product) uses that.
  orderTitle: phrase((id: string) => `訂單 ${id}`, (id: string) => `Order ${id}`),
  // Issue 29: the meta description of each page the server paints (what a search result and a link preview show).
  homeDescription: text('Outlet 出清特賣與精選商品，超商取貨，安心購物。', 'Outlet clearance and selected goods, picked up at a convenience store.'),
  marketplaceDescription: text('蝦皮精選商品全面 9 折，超商取貨，安心購物。', 'Selected Shopee goods at 10% off, picked up at a convenience store.'),
  cartDescription: text('確認購物車內的商品，選擇取貨超商與付款方式。', 'Check the goods in your cart, choose a pickup store and how to pay.'),
  productDescription: phrase((name: string, price: string) => `${name}，特價 NT$${price}，超商取貨。`, (name: string, price: string) => `${name}, now NT$${price}, picked up at a convenience store.`),
};

export const api = {
  noConnection: text('無法連線到伺服器，請檢查網路連線或稍後再試。', 'Cannot reach the server. Please check your connection or try again later.'),
  noData: text('伺服器未回傳資料', 'The server returned no data'),
};

export const shell = {
  openMenu: text('開啟選單', 'Open the menu'),
  menuTitle: text('選單', 'Menu'),
  tabOutlet: fromDomain('SOURCE_OUTLET'),
  // Issue 28: the tab holds only Shopee items, and is called what the cart calls them (the key keeps its old name).
  tabAllProducts: fromDomain('SOURCE_SHOPEE'),
  cart: common.cart,
  cartWithCount: phrase((count: string) => `購物車，${count} 件商品`, (count: string) => `Cart, ${count} items`),
  login: common.login,
  register: common.register,
  memberCentre: common.memberCentre,
  orderHistory: common.orderHistory,
  orderLookup: common.orderLookup,
  footer: text('頁尾連結', 'Footer links'),
  // Issue 28: the drawer's categories come from the server, under the name of their catalogue.
  outletCategories: text('Outlet 分類', 'Outlet categories'),
  marketplaceCategories: text('蝦皮分類', 'Shopee categories'),
  loading: text('處理中...', 'Working...'),
};

export const notFound = {
  code: text('404', '404'),
  // Spec 2 §2.7 'Page Not Found' / 'The page you're looking for doesn't exist or has been moved.' /
  // 'Go to Dashboard' / 'Go Back', in Traditional Chinese
  title: text('找不到頁面', 'Page Not Found'),
  body: text('您要找的頁面不存在，或已經移到其他地方。', 'The page you\'re looking for doesn\'t exist or has been moved.'),
  home: text('回到首頁', 'Go to Dashboard'),
  back: text('返回上一頁', 'Go Back'),
};
