import { fromDomain, phrase, text } from '../entry';
import { common } from './common';

/** The Shopee catalogue pages (spec 1 §2 /shopee-products and a product's page, §8). */
export const marketplace = {
  // Spec 1 §2 /shopee-products says 'all products'; issue 28: it holds only Shopee items, so it says so (the tab's name)
  title: fromDomain('SOURCE_SHOPEE'),
  discountNote: text('全館商品皆以蝦皮原價 9 折優惠價供應。', 'Every product is sold at 10% off its Shopee price.'),
  searchPlaceholder: text('搜尋商品名稱（至少 2 個字）', 'Search product names (at least 2 characters)'),
  searchLabel: common.searchProducts,
  search: text('搜尋', 'Search'),
  // Issue 28: one character is everyday Chinese (褲, 鞋, 包); the search matches pairs of characters, so it says so
  oneCharacterHint: text('搜尋以兩個字為單位比對，請再多打一個字，例如「短褲」、「布鞋」、「背包」。', 'The search matches pairs of characters: type one more, e.g. shorts, sneakers or backpack.'),
  clear: common.clear,
  categoryLabel: common.categories,
  // Spec 1 §2 'All Categories'
  allCategories: text('全部分類', 'All Categories'),
  multiSpec: text('多規格', 'Several variants'),
  // Issue 28 (decision 30): a multi-spec card's button leads to the product page, where the spec is chosen
  chooseSpecOnPage: text('選擇規格', 'Choose options'),
  originalPrice: common.originalPrice,
  salePrice: text('優惠價', 'Our price'),
  resultCount: common.itemCount,
  searchResultCount: phrase(
    (keyword: string, total: number) => `「${keyword}」的搜尋結果：共 ${total} 件商品`,
    (keyword: string, total: number) => `Results for "${keyword}": ${total} items`,
  ),
  loading: common.productsLoading,
  // Spec 1 §2 'No products found'
  emptyTitle: common.noProductsFound,
  emptyHintSearch: text('請嘗試其他關鍵字，或清除搜尋查看全部商品。', 'Try other keywords, or clear the search to see every product.'),
  emptyHintList: text('這個分類目前沒有商品。', 'This category has no products yet.'),
  // Spec 1 §8 'Failed to load categories', 'Failed to load products', 'Search failed'
  categoriesFailed: common.categoriesFailed,
  loadFailed: text('無法載入商品', 'Failed to load products'),
  searchFailed: text('搜尋失敗', 'Search failed'),
  retry: common.retry,
  pagination: text('分頁', 'Pages'),
  previousPage: common.previousPage,
  nextPage: common.nextPage,
  pageOf: phrase((page: number, pages: number) => `第 ${page} / ${pages} 頁`, (page: number, pages: number) => `Page ${page} of ${pages}`),
  goToPage: common.pageLabel,
  // Issue 28: ?page= past the last page
  noSuchPage: phrase((page: number, pages: number) => `沒有第 ${page} 頁（共 ${pages} 頁）`, (page: number, pages: number) => `There is no page ${page} (${pages} in all)`),
  firstPage: text('回到第 1 頁', 'Go to page 1'),
};

export const marketplaceProduct = {
  breadcrumb: text('商品路徑', 'Product path'),
  backToList: text('返回蝦皮商品', 'Back to Shopee products'),
  loading: common.productLoading,
  gallery: common.productImages,
  showImage: common.showImage,
  colorLabel: text('顏色', 'Colour'),
  sizeLabel: text('尺寸', 'Size'),
  specLabel: common.variant,
  chooseColor: text('請選擇顏色', 'Choose a colour'),
  chooseSize: text('請選擇尺寸', 'Choose a size'),
  chooseColorFirst: text('請先選擇顏色', 'Choose a colour first'),
  chooseSpec: text('請選擇規格', 'Choose a variant'),
  soldOutSuffix: text('（已售完）', ' (sold out)'),
  // Spec 1 §2: 'a warning text for sold-out colours'
  colorSoldOut: phrase((color: string) => `「${color}」已全部售完，請選擇其他顏色。`, (color: string) => `"${color}" is sold out, please choose another colour.`),
  specOption: phrase((name: string, price: string) => `${name} - ${price}`, (name: string, price: string) => `${name} - ${price}`),
  addToCart: fromDomain('ADD_TO_CART'),
  adding: text('加入中...', 'Adding to cart...'),
  inCart: fromDomain('ALREADY_IN_CART'),
  goToCart: common.goToCartCheckout,
  soldOut: fromDomain('OUT_OF_STOCK'),
  descriptionTitle: common.productDescription,
  detailsTitle: text('商品資訊', 'Product details'),
  sku: text('商品貨號', 'Item number'),
  category: text('分類', 'Category'),
  lastUpdated: text('最後更新', 'Last updated'),
  notProvided: common.notProvided,
  // Spec 1 §8 'Product ID not provided', 'Failed to load product details, please try again later', 'product not found'
  idMissing: text('未提供商品編號', 'Product ID not provided'),
  loadFailed: text('無法載入商品資訊，請稍後再試', 'Failed to load product details, please try again later'),
  notFound: common.productNotFound,
  notFoundHint: text('商品可能已下架，歡迎瀏覽其他商品。', 'It may no longer be listed; have a look at our other products.'),
  retry: common.retry,
  // The marketplace phone prompt (spec 1 §5); its validation text is the domain's PHONE_PROMPT_INVALID
  phoneDialogTitle: text('請留下聯絡電話', 'Leave a contact number'),
  phoneDialogPrompt: text('加入購物車前，請留下您的手機號碼，結帳時將使用此號碼。', 'Before adding to the cart, please leave your mobile number; checkout will use it.'),
  phoneLabel: common.mobilePhone,
  phonePlaceholder: common.phoneExample,
  cancel: common.cancel,
  confirm: text('確認並加入購物車', 'Confirm and add to cart'),
};
