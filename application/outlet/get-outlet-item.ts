import { inject, injectable } from 'inversify';
import type { OutletItemDetail } from '../../domain/outlet/outlet-item';
import { NotFoundError } from '../errors';
import { OUTLET_CATALOGUE, type OutletCatalogue } from './outlet-catalogue.port';

export const OUTLET_ITEM_NOT_FOUND = 'OUTLET_ITEM_NOT_FOUND';

/** GET /api/outlet/item/{id}: the detail page's fallback when the item is not in the list it holds. */
@injectable()
export class GetOutletItem {
  constructor(@inject(OUTLET_CATALOGUE) private readonly catalogue: OutletCatalogue) {}

  /** @throws NotFoundError OUTLET_ITEM_NOT_FOUND when no item has this id. */
  async execute(id: number): Promise<OutletItemDetail> {
    const item = await this.catalogue.findItem(id);
    if (!item) throw new NotFoundError(OUTLET_ITEM_NOT_FOUND, 'OUTLET_ITEM_NOT_FOUND');
    return item;
  }
}
