import type { PageAnswers } from '../../../application/contracts/pages';
import { marketplaceListActions, marketplaceListReducer, initialMarketplaceListState, queryKey } from '../features/marketplace/marketplace-list-slice';
import { marketplaceProductActions, marketplaceProductReducer, initialMarketplaceProductState } from '../features/marketplace/marketplace-product-slice';
import { queryFromSearchParams } from '../features/marketplace/marketplace-query';
import { outletActions, outletReducer, initialOutletState } from '../features/outlet/outlet-slice';
import { productActions, productReducer, initialProductState } from '../features/product/product-slice';
import { shopSettingsActions, shopSettingsReducer, initialShopSettingsState } from '../features/shop-settings/shop-settings-slice';
import type { RootState } from './root-reducer';

/**
 * Issue 29: the store's first state of a page the server painted, made from the API answers it read
 * (application/contracts/pages.ts). The server's render (entry-server.tsx) and the browser's hydration
 * (main.tsx) both call this with the same answers, so both render the same markup. The state is reached through
 * the slices' own actions (what the sagas would have put after the same answers), one route per branch: this is
 * the one place to adapt when slices change. What only the browser knows (the cart, the session) is not here:
 * the sagas load it after hydration.
 */
export function pageStateOf(answers: PageAnswers): Partial<RootState> {
  const url = new URL(answers.url, 'http://page.invalid');
  const state: Partial<RootState> = {};
  if (answers.shopSettings) state.shopSettings = shopSettingsReducer(initialShopSettingsState, shopSettingsActions.loaded(answers.shopSettings));

  const path = url.pathname;
  if (path === '/' && answers.outletList) {
    // The home page's address filters (?category=, ?q=, ?sort=) as OutletHomePage reads them.
    const actions = [
      outletActions.categoryChanged(url.searchParams.get('category') || null),
      outletActions.searchChanged(url.searchParams.get('q') ?? ''),
      outletActions.sortChanged(url.searchParams.get('sort') ?? ''),
      outletActions.loadSucceeded({ items: answers.outletList, loadedAt: answers.readAt }),
    ];
    state.outlet = actions.reduce(outletReducer, initialOutletState);
  }

  const productId = /^\/product\/([^/]+)$/.exec(path);
  if (productId && (answers.outletItem || answers.notFound)) {
    const id = Number(decodeURIComponent(productId[1]));
    let product = productReducer(initialProductState, productActions.loadRequested(id));
    if (answers.outletItem) {
      product = productReducer(product, productActions.detailLoaded(answers.outletItem));
      product = productReducer(product, productActions.variantsLoaded(answers.outletVariants ?? []));
    } else {
      product = productReducer(product, productActions.loadFailed('not-found'));
    }
    state.product = { ...product, served: true };
  }

  if (path === '/shopee-products' && answers.marketplacePage) {
    const query = queryFromSearchParams(url.searchParams);
    let list = marketplaceListReducer(initialMarketplaceListState, marketplaceListActions.queryChanged(query));
    list = marketplaceListReducer(list, marketplaceListActions.loadSucceeded({ key: queryKey(query), page: answers.marketplacePage }));
    if (answers.marketplaceCategories) list = marketplaceListReducer(list, marketplaceListActions.categoriesLoaded(answers.marketplaceCategories));
    state.marketplaceList = { ...list, served: true };
  }

  const marketplaceId = /^\/shopee-product\/([^/]+)$/.exec(path);
  if (marketplaceId && (answers.marketplaceProduct || answers.notFound)) {
    const itemId = decodeURIComponent(marketplaceId[1]);
    let product = marketplaceProductReducer(initialMarketplaceProductState, marketplaceProductActions.loadRequested(itemId));
    product = answers.marketplaceProduct
      ? marketplaceProductReducer(product, marketplaceProductActions.loaded(answers.marketplaceProduct))
      : marketplaceProductReducer(product, marketplaceProductActions.loadFailed('not-found'));
    state.marketplaceProduct = { ...product, served: true };
  }
  return state;
}
