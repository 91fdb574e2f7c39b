import { inject, injectable } from 'inversify';
import { priceProduct, type PricedMarketplaceProduct } from '../../domain/marketplace/marketplace-product';
import { NotFoundError } from '../errors';
import { MARKETPLACE_CATALOGUE, type MarketplaceCatalogue } from './marketplace-catalogue.port';

export const MARKETPLACE_PRODUCT_NOT_FOUND = 'MARKETPLACE_PRODUCT_NOT_FOUND';

/** GET /api/shopee-products/detail/{itemId}: the product with its variations, priced, colour and size parsed. */
@injectable()
export class GetMarketplaceProduct {
  constructor(@inject(MARKETPLACE_CATALOGUE) private readonly catalogue: MarketplaceCatalogue) {}

  /** @throws NotFoundError MARKETPLACE_PRODUCT_NOT_FOUND for an item we do not list (unknown, unlisted, deleted). */
  async execute(itemId: number): Promise<PricedMarketplaceProduct> {
    const product = await this.catalogue.detail(itemId);
    if (!product) throw new NotFoundError(MARKETPLACE_PRODUCT_NOT_FOUND, 'MARKETPLACE_PRODUCT_NOT_FOUND');
    return priceProduct(product);
  }
}
