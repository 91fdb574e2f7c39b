import { Model } from 'objection';
import type { OutletItemRecord, StoredDateTime } from './outlet-item.row';

/**
 * Objection model of outlet_items, private to adapters/persistence: repositories map it to domain types
 * before anything leaves this folder. Queries pass their knex explicitly (Model.query(knex)), so several
 * databases (SQLite and MySQL in the tests) can be used side by side without a global binding.
 * Fields are `declare`d so that class-field semantics do not reset what Objection assigns.
 */
export class OutletItemModel extends Model implements OutletItemRecord {
  static override get tableName(): string {
    return 'outlet_items';
  }

  declare id: number;
  declare sku: string;
  declare title: string;
  declare variant_title: string;
  declare variant_details: string;
  declare display_sku: string;
  declare price: number;
  declare discount_price: number;
  declare image_url: string;
  declare all_images: string | null;
  declare description: string | null;
  declare total_quantity: number;
  declare created_at: StoredDateTime;
  declare updated_at: StoredDateTime;
  declare category: string | null;
}
