import { CATEGORY_MAX_LENGTH, KEYWORD_MAX_LENGTH, MARKETPLACE_MAX_PAGE } from '../../../../application/contracts/marketplace';
import { catalogueQueryMode } from '../../domain';
import type { MarketplaceQuery } from './marketplace-list-slice';

/**
 * The marketplace list's address (?page=&category=&q=), so Back and a shared link give the same page. Read
 * leniently: a page that is not a whole number in range is page 1, a keyword under
 * 2 characters is no keyword (the plain list, spec 1 §5), an over-long category or keyword is dropped.
 */
export function queryFromSearchParams(params: URLSearchParams): MarketplaceQuery {
  const rawPage = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(rawPage) && Number(rawPage) <= MARKETPLACE_MAX_PAGE ? Number(rawPage) : 1;
  const rawCategory = params.get('category') ?? '';
  const category = rawCategory !== '' && [...rawCategory].length <= CATEGORY_MAX_LENGTH ? rawCategory : null;
  const rawQ = (params.get('q') ?? '').trim();
  const q = catalogueQueryMode(rawQ) === 'search' && [...rawQ].length <= KEYWORD_MAX_LENGTH ? rawQ : '';
  return { page, category, q };
}

/** The address of a query; defaults are left out so the plain first page is just /shopee-products. */
export function searchParamsFromQuery(query: MarketplaceQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
