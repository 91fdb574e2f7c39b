import { productReducer } from '../../features/product/product-slice';
import { productSaga } from '../../features/product/product-sagas';
import type { AppContext } from '../context-registry';

/** Catalogue and product: the outlet product page (the outlet list itself is the home page, in the shell). */
export const context: AppContext = { name: 'product', reducers: { product: productReducer }, saga: productSaga };
