import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { catalogueEndpoints } from '../../../application/contracts/catalogue';
import { callApi } from '../api/call-api';
import { loadMarketplaceContract } from '../api/marketplace-contract';
import { now } from '../app/clock';
import type { RootState } from '../app/root-reducer';
import { messages } from '../i18n/messages';
import { navCategoriesActions } from './nav-categories-slice';
import { uiActions } from './ui-slice';

/** The drawer asks again at most this often: the categories change when staff file a card or the sync runs. */
export const NAV_CATEGORIES_MAX_AGE_MS = 60_000;

/** One list; a failure is an empty list (the drawer's other links still work), never a toast. */
function* attempt<T>(load: () => Promise<T>): SagaIterator<T | undefined> {
  try {
    return (yield call(load)) as T;
  } catch {
    return undefined;
  }
}

function* loadCategories(): SagaIterator<void> {
  const loadedAt: number | null = yield select((state: RootState) => state.navCategories.loadedAt);
  const at: number = yield call(now);
  if (loadedAt !== null && at - loadedAt < NAV_CATEGORIES_MAX_AGE_MS) return;
  const [outlet, marketplace]: [Array<{ name: string }> | undefined, string[] | undefined] = yield all([
    call(attempt, () => callApi(catalogueEndpoints.listOutletCategories, { background: true, defaultMessage: messages.outlet.loadError })),
    call(attempt, async () => {
      const { marketplaceEndpoints } = await loadMarketplaceContract();
      return callApi(marketplaceEndpoints.listCategories, { background: true, defaultMessage: messages.common.categoriesFailed });
    }),
  ]);
  yield put(navCategoriesActions.loaded({ outlet: outlet?.map((category) => category.name), marketplace, loadedAt: at }));
}

export function* navCategoriesSaga(): SagaIterator<void> {
  yield takeLatest(uiActions.drawerOpened, loadCategories);
}
