import type { PickupStore } from '../../../domain/orders/pickup-store';
import type { StorePreferenceStore } from '../store-preference-store.port';

/** A StorePreferenceStore in memory, for the use-case tests. */
export class InMemoryStorePreferenceStore implements StorePreferenceStore {
  readonly preferences = new Map<number, { store: PickupStore; updatedAt: Date }>();

  async find(customerId: number): Promise<PickupStore | undefined> {
    const saved = this.preferences.get(customerId);
    return saved && { ...saved.store };
  }

  async save(customerId: number, store: PickupStore, now: Date): Promise<void> {
    this.preferences.set(customerId, { store: { ...store }, updatedAt: now });
  }
}
