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
  notFound: {
    code: '404',
    title: 'Page Not Found',
    body: "The page you're looking for doesn't exist or has been moved.",
    home: 'Go to Dashboard',
    back: 'Go Back',
  },
} as const;
