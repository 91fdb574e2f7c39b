import { inject, injectable } from 'inversify';
import { STORE_PREFERENCE_STORE, type StorePreferenceStore } from './store-preference-store.port';

/** GET /api/customers/store-preference: the contract's fields, all null when the customer saved none. */
export interface StorePreferenceView {
  storeId: string | null;
  storeName: string | null;
  storeAddress: string | null;
  logisticsSubType: string | null;
}

@injectable()
export class GetStorePreference {
  constructor(@inject(STORE_PREFERENCE_STORE) private readonly preferences: StorePreferenceStore) {}

  async execute(customerId: number): Promise<StorePreferenceView> {
    const store = await this.preferences.find(customerId);
    if (!store) return { storeId: null, storeName: null, storeAddress: null, logisticsSubType: null };
    return { storeId: store.storeId, storeName: store.storeName, storeAddress: store.storeAddress, logisticsSubType: store.logisticsSubType };
  }
}
