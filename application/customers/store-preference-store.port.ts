import type { PickupStore } from '../../domain/orders/pickup-store';

/**
 * The pickup store a signed-in customer prefers (spec 2, sections 4 and 6; table customer_store_preferences).
 * One per customer; a save replaces it whole. Implemented by
 * adapters/persistence/customers/knex-store-preference-store.ts and InMemoryStorePreferenceStore.
 */
export interface StorePreferenceStore {
  find(customerId: number): Promise<PickupStore | undefined>;
  save(customerId: number, store: PickupStore, now: Date): Promise<void>;
}

export const STORE_PREFERENCE_STORE = Symbol.for('StorePreferenceStore');
