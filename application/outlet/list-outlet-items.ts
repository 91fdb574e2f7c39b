import { inject, injectable } from 'inversify';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { OUTLET_CATALOGUE, type OutletCatalogue } from './outlet-catalogue.port';

/**
 * GET /api/outlet/list: every outlet item, variants included, id ascending (spec 2, section 3).
 * Grouping, search, sorting and hiding sold-out cards are the storefront's job (domain/outlet), so the
 * server answers one stable list that every client can cache and share.
 */
@injectable()
export class ListOutletItems {
  constructor(@inject(OUTLET_CATALOGUE) private readonly catalogue: OutletCatalogue) {}

  execute(): Promise<OutletListItem[]> {
    return this.catalogue.listItems();
  }
}
