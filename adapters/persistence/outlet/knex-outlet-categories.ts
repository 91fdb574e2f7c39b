import type { Knex } from 'knex';
import type { OutletCategories } from '../../../application/outlet/outlet-categories.port';

/** OutletCategories on outlet_items.category (migration 20261202_0200): one UPDATE of the sku's rows. */
export class KnexOutletCategories implements OutletCategories {
  constructor(private readonly knex: Knex) {}

  async setCategory(sku: string, category: string | null, now: Date): Promise<number> {
    const changed: number = await this.knex('outlet_items').where('sku', sku).update({ category, updated_at: now });
    return Number(changed);
  }
}
