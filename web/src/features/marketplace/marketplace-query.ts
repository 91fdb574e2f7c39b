import { CATEGORY_MAX_LENGTH, KEYWORD_MAX_LENGTH, MARKETPLACE_MAX_PAGE } from '../../../../application/contracts/marketplace';
import { catalogueQueryMode } from '../../domain';

/**
 * What the marketplace list shows, as it lives in the address (?page=&category=&q=) so Back and a shared link
 * give the same page. Read leniently: a page that is not a whole number in range is page 1, a keyword under
 * 2 characters is no keyword (the plain list, spec 1 §5), an over-long category or keyword is dropped.
 */
export interface MarketplaceQuery {
  page: number;
  category: string | null;
  /** The search keyword (trimmed, 2+ characters) or '' for the plain list. */
  q: string;
}

export const FIRST_PAGE_QUERY: MarketplaceQuery = { page: 1, category: null, q: '' };

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

/** A stable key: two queries with the same key ask the server the same thing. */
export function queryKey(query: MarketplaceQuery): string {
  return JSON.stringify([query.page, query.category ?? '', query.q]);
}

/**
 * With a keyword the search call is used (spec 1 §4), which takes no category: a search looks through every
 * category, and choosing a category ends the search.
 */
export const isSearchQueryState = (query: MarketplaceQuery) => query.q !== '';
