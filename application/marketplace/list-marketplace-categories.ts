import { inject, injectable } from 'inversify';
import { MARKETPLACE_CATALOGUE, type MarketplaceCatalogue } from './marketplace-catalogue.port';

/** GET /api/shopee-products/categories: the names the category dropdown offers (only those with products), sorted. */
@injectable()
export class ListMarketplaceCategories {
  constructor(@inject(MARKETPLACE_CATALOGUE) private readonly catalogue: MarketplaceCatalogue) {}

  execute(): Promise<string[]> {
    return this.catalogue.categories();
  }
}
