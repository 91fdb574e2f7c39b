import type * as t from 'io-ts';
import { StorePreferenceResponse } from '../../../../application/contracts/accounts';
import { Success } from '../../../../application/contracts/shared';
import { apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';
import type { StoreData } from '../payment/payment-api';

/** GET /api/customers/store-preference -> { success, storeId, storeName, storeAddress, logisticsSubType } (nulls when none). */
export function fetchStorePreference(): Promise<t.TypeOf<typeof StorePreferenceResponse>> {
  return apiRequest('/api/customers/store-preference', { defaultMessage: messages.storePicker.loadFailed, background: true, decode: StorePreferenceResponse });
}

/** POST /api/customers/store-preference { storeId, storeName, storeAddress, logisticsSubType } -> { success }. */
export function postStorePreference(store: StoreData): Promise<t.TypeOf<typeof Success>> {
  return apiRequest('/api/customers/store-preference', {
    method: 'POST', body: store, defaultMessage: messages.storePicker.loadFailed, background: true, decode: Success,
  });
}
