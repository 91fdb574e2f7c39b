import { inject, injectable } from 'inversify';
import { NotFoundError } from '../errors';
import { OUTLET_CATEGORIES, type OutletCategories } from '../outlet/outlet-categories.port';
import { OUTLET_ITEMS_INVALIDATION, type OutletItemsInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { RecordStaffAction } from './record-staff-action';

/**
 * PUT /api/admin/inventory/category (staff, issue 28): files a product card (every item of its sku) under a category,
 * or under none. The outlet list of this process is read again at once (the drawer and the filter follow); audited
 * 'outlet.category' with the category set.
 */
@injectable()
export class SetOutletCategory {
  constructor(
    @inject(OUTLET_CATEGORIES) private readonly categories: OutletCategories,
    @inject(OUTLET_ITEMS_INVALIDATION) private readonly invalidation: OutletItemsInvalidation,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws NotFoundError OUTLET_SKU_NOT_FOUND when no item has the sku. */
  async execute(sku: string, category: string | null, staffId: number): Promise<{ updated: number }> {
    const updated = await this.categories.setCategory(sku, category, this.clock.now());
    if (updated === 0) throw new NotFoundError('OUTLET_SKU_NOT_FOUND', 'OUTLET_SKU_NOT_FOUND');
    this.invalidation.invalidateAll();
    await this.audit.execute(staffId, 'outlet.category', `sku:${sku}`, { category, items: updated });
    return { updated };
  }
}
