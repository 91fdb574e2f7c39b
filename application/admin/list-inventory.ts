import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { INVENTORY_READS, type InventoryReads, type InventoryRow } from './inventory-reads.port';

/** GET /api/admin/inventory (staff): outlet stock with total, reserved, sold and available, at the clock's now. */
@injectable()
export class ListInventory {
  constructor(@inject(INVENTORY_READS) private readonly reads: InventoryReads, @inject(CLOCK) private readonly clock: Clock) {}

  execute(query: { page: number; limit: number; q?: string }): Promise<{ items: InventoryRow[]; total: number }> {
    return this.reads.list({ ...query, now: this.clock.now() });
  }
}
