import { inject, injectable } from 'inversify';
import { OUTLET_CATALOGUE, type OutletAvailability, type OutletCatalogue } from './outlet-catalogue.port';

/**
 * The numbers of every outlet item (units, holds, available), id ascending: what the list's read model reads again
 * after a reservation, a release or a sale instead of the whole list (issue 29).
 */
@injectable()
export class ListOutletAvailability {
  constructor(@inject(OUTLET_CATALOGUE) private readonly catalogue: OutletCatalogue) {}

  /** `itemIds`: only these items (the ones a write named), id ascending; without them every item. */
  execute(itemIds?: readonly number[]): Promise<OutletAvailability[]> {
    return this.catalogue.listAvailability(itemIds);
  }
}
