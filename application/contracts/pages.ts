import * as t from 'io-ts';
import { OutletItemDetail, OutletList } from './catalogue';
import { MarketplaceCategories, MarketplacePage, MarketplaceProduct } from './marketplace';
import { ShopSettings } from './platform';

export { PAGE_STATE_SCRIPT_ID } from './page-state-script';

/**
 * A page painted by the server (issue 29, docs/decisions.md decision 31): the answers of the API it read for
 * the page, each in its wire form exactly as its route would send it (encoded with the route's own codec), in
 * the page's `<script type="application/json" id="page-state">`. The storefront decodes them with this codec and
 * makes its store's first state from them (web/src/app/page-state.ts), the same state the server rendered with.
 * Not an HTTP endpoint of its own: it names which answers a page carries.
 */
export const PageAnswers = t.intersection([
  t.type({
    /** The path and query the server rendered (the storefront hydrates only that address with these answers). */
    url: t.string,
    /** Epoch ms at which the answers were read (the outlet list's "last loaded"). */
    readAt: t.number,
  }),
  t.partial({
    /** GET /api/shop-settings. */
    shopSettings: ShopSettings,
    /** GET /api/outlet/list (home). */
    outletList: OutletList,
    /** GET /api/outlet/item/{id} and GET /api/outlet/variants/{sku} (/product/{id}). */
    outletItem: OutletItemDetail,
    outletVariants: OutletList,
    /** GET /api/shopee-products/list or /search, and /categories (/shopee-products). */
    marketplacePage: MarketplacePage,
    marketplaceCategories: MarketplaceCategories,
    /** GET /api/shopee-products/detail/{itemId} (/shopee-product/{itemId}). */
    marketplaceProduct: MarketplaceProduct,
    /** The product the address names does not exist: the route answered 404 (the page's not-found screen). */
    notFound: t.literal(true),
  }),
], 'PageAnswers');
export type PageAnswers = t.TypeOf<typeof PageAnswers>;
