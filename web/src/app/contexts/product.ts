import type { PageAnswers } from '../../../../application/contracts/pages';
import { initialProductState, productActions, productReducer } from '../../features/product/product-slice';
import { productSaga } from '../../features/product/product-sagas';
import type { AppContext } from '../context-registry';
import type { RootState } from '../root-reducer';

/** /product/{id} painted by the server: the product as the page's saga would have put it (app/page-state.ts). */
function pageState(answers: PageAnswers, url: URL): Partial<RootState> {
  const productId = /^\/product\/([^/]+)$/.exec(url.pathname);
  if (!productId || !(answers.outletItem || answers.notFound)) return {};
  const id = Number(decodeURIComponent(productId[1]));
  let product = productReducer(initialProductState, productActions.loadRequested(id));
  if (answers.outletItem) {
    product = productReducer(product, productActions.detailLoaded(answers.outletItem));
    product = productReducer(product, productActions.variantsLoaded(answers.outletVariants ?? []));
  } else {
    product = productReducer(product, productActions.loadFailed('not-found'));
  }
  return { product: { ...product, served: true } };
}

/** Catalogue and product: the outlet product page (the outlet list itself is the home page, in the shell). */
export const context: AppContext = { name: 'product', reducers: { product: productReducer }, saga: productSaga, pageState };
