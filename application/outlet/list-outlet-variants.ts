import { inject, injectable } from 'inversify';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { OUTLET_CATALOGUE, type OutletCatalogue } from './outlet-catalogue.port';

/**
 * GET /api/outlet/variants/{sku}: the items sharing a sku, id ascending. An unknown sku is an empty list,
 * not an error: the storefront asks for variants of what it already shows, and "none left" is an answer.
 */
@injectable()
export class ListOutletVariants {
  constructor(@inject(OUTLET_CATALOGUE) private readonly catalogue: OutletCatalogue) {}

  execute(sku: string): Promise<OutletListItem[]> {
    return this.catalogue.findVariants(sku);
  }
}
