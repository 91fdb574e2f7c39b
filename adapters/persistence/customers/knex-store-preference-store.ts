import type { Knex } from 'knex';
import type { StorePreferenceStore } from '../../../application/customers/store-preference-store.port';
import { DEFAULT_LOGISTICS_SUB_TYPE, isLogisticsSubType, type PickupStore } from '../../../domain/orders/pickup-store';

interface PreferenceRow {
  store_id: string;
  store_name: string;
  store_address: string;
  logistics_sub_type: string;
}

/**
 * customer_store_preferences on SQLite or MySQL: one row per customer (customer_id is the primary key), so a
 * save is one upsert (INSERT ... ON CONFLICT DO UPDATE / ON DUPLICATE KEY UPDATE) and two saves at once
 * leave one whole row, the later one.
 */
export class KnexStorePreferenceStore implements StorePreferenceStore {
  constructor(private readonly knex: Knex) {}

  async find(customerId: number): Promise<PickupStore | undefined> {
    const row: PreferenceRow | undefined = await this.knex('customer_store_preferences').where('customer_id', customerId)
      .first('store_id', 'store_name', 'store_address', 'logistics_sub_type');
    if (!row) return undefined;
    return {
      storeId: row.store_id, storeName: row.store_name, storeAddress: row.store_address,
      logisticsSubType: isLogisticsSubType(row.logistics_sub_type) ? row.logistics_sub_type : DEFAULT_LOGISTICS_SUB_TYPE,
    };
  }

  async save(customerId: number, store: PickupStore, now: Date): Promise<void> {
    const values = {
      store_id: store.storeId, store_name: store.storeName, store_address: store.storeAddress,
      logistics_sub_type: store.logisticsSubType, updated_at: now,
    };
    await this.knex('customer_store_preferences').insert({ customer_id: customerId, ...values }).onConflict('customer_id').merge(values);
  }
}
