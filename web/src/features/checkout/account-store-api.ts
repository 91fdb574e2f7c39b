import { apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';
import type { StoreData } from '../payment/payment-api';

/** GET /api/customers/store-preference -> { success, storeId, storeName, storeAddress, logisticsSubType } (nulls when none). */
export function fetchStorePreference(): Promise<Record<string, unknown>> {
  return apiRequest('/api/customers/store-preference', { defaultMessage: messages.storePicker.loadFailed, background: true });
}

/** POST /api/customers/store-preference { storeId, storeName, storeAddress, logisticsSubType } -> { success }. */
export function postStorePreference(store: StoreData): Promise<{ success?: boolean }> {
  return apiRequest('/api/customers/store-preference', { method: 'POST', body: store, defaultMessage: messages.storePicker.loadFailed, background: true });
}
