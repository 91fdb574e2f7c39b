import type { PageAnswers } from '../../../application/contracts/pages';
import { outletActions, outletReducer, initialOutletState } from '../features/outlet/outlet-slice';
import { shopSettingsActions, shopSettingsReducer, initialShopSettingsState } from '../features/shop-settings/shop-settings-slice';
import { injectedContexts } from './context-registry';
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

  // A lazily loaded context's page (product, marketplace) is made by its context (app/contexts/*.ts), injected
  // by preloadScreens(pathname) before this runs: its slices stay out of the entry and of the home page's load.
  for (const context of injectedContexts()) Object.assign(state, context.pageState?.(answers, url));
  return state;
}
