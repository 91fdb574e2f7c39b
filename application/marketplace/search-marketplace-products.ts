import { inject, injectable } from 'inversify';
import { fieldProblem, ValidationError } from '../errors';
import { MARKETPLACE_CATALOGUE, type MarketplaceCatalogue } from './marketplace-catalogue.port';
import { checkPageRequest, pricedPage, type PageRequest, type PricedMarketplacePage } from './marketplace-page';

/** The storefront's search box sends nothing shorter (spec 1, section 5); one character would match most names. */
export const MARKETPLACE_KEYWORD_MIN_LENGTH = 2;

/**
 * GET /api/shopee-products/search: the products whose name contains the keyword (any script, Latin letters
 * in any case), newest first. The keyword is a plain string: no wildcard of any kind.
 */
@injectable()
export class SearchMarketplaceProducts {
  constructor(@inject(MARKETPLACE_CATALOGUE) private readonly catalogue: MarketplaceCatalogue) {}

  /** @throws ValidationError when the trimmed keyword is shorter than 2 characters, or page is not a positive integer or limit is outside 1..100. */
  async execute(query: PageRequest & { keyword: string }): Promise<PricedMarketplacePage> {
    const keyword = query.keyword.trim();
    if ([...keyword].length < MARKETPLACE_KEYWORD_MIN_LENGTH) {
      throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', {
        keyword: fieldProblem('KEYWORD_TOO_SHORT', { code: 'KEYWORD_TOO_SHORT', params: { min: MARKETPLACE_KEYWORD_MIN_LENGTH } }),
      });
    }
    checkPageRequest(query);
    return pricedPage(await this.catalogue.search({ keyword, page: query.page, limit: query.limit }), query);
  }
}
