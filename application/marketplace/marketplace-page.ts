import { priceProduct, type PricedMarketplaceProduct } from '../../domain/marketplace/marketplace-product';
import { MARKETPLACE_MAX_LIMIT } from '../contracts/marketplace';
import { fieldProblem, ValidationError, type FieldErrors } from '../errors';
import type { MarketplacePage } from './marketplace-catalogue.port';

/** A page of the marketplace as the storefront gets it (spec 1, section 7): priced products and the pagination. */
export interface PricedMarketplacePage {
  products: PricedMarketplaceProduct[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * Refuses a page that is not a positive integer and a limit outside 1..100 (the HTTP codec refuses them first;
 * this keeps any other caller from asking the database for offset -20 or a million rows).
 */
export function checkPageRequest({ page, limit }: PageRequest): void {
  const fields: FieldErrors = {};
  if (!Number.isSafeInteger(page) || page < 1) fields.page = fieldProblem('PAGE_INVALID', { code: 'PAGE_INVALID' });
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MARKETPLACE_MAX_LIMIT) {
    fields.limit = fieldProblem('LIMIT_INVALID', { code: 'LIMIT_INVALID', params: { max: MARKETPLACE_MAX_LIMIT } });
  }
  if (Object.keys(fields).length > 0) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', fields);
}

/** Prices every product (discount_price = floor(0.9 x price), domain/marketplace) and adds pages = ceil(total / limit). */
export function pricedPage(found: MarketplacePage, { page, limit }: PageRequest): PricedMarketplacePage {
  return {
    products: found.products.map(priceProduct),
    pagination: { page, limit, total: found.total, pages: Math.ceil(found.total / limit) },
  };
}
