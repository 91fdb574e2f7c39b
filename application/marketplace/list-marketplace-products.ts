import { inject, injectable } from 'inversify';
import { MARKETPLACE_CATALOGUE, type MarketplaceCatalogue } from './marketplace-catalogue.port';
import { checkPageRequest, pricedPage, type PageRequest, type PricedMarketplacePage } from './marketplace-page';

/** GET /api/shopee-products/list: a page of the synced marketplace products, newest first, optionally of one category. */
@injectable()
export class ListMarketplaceProducts {
  constructor(@inject(MARKETPLACE_CATALOGUE) private readonly catalogue: MarketplaceCatalogue) {}

  /** @throws ValidationError when page is not a positive integer or limit is outside 1..100. */
  async execute(query: PageRequest & { category?: string }): Promise<PricedMarketplacePage> {
    checkPageRequest(query);
    const found = await this.catalogue.list({ page: query.page, limit: query.limit, ...(query.category ? { category: query.category } : {}) });
    return pricedPage(found, query);
  }
}
