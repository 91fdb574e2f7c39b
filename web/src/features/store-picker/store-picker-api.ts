import { apiRequest } from '../../api/client';
import type { LogisticsSubType } from '../../domain';
import { messages } from '../../i18n/messages';

/** The store map calls (spec 2 §7). */
export interface StoreMapForm {
  success?: boolean;
  mapUrl?: string;
  formData?: Record<string, string>;
  message?: string;
}

export interface StoreMapRequest {
  logisticsSubType: LogisticsSubType;
  merchantTradeNo: string;
}

/** The return address of the map: the shopper comes back to /checkout?storeSelected=true&mapRef=... */
export const STORE_MAP_RETURN_PATH = '/checkout';

/** POST /api/ecpay/logistics/map { logisticsSubType, isCollection 'N', merchantTradeNo, device 1, extraData, returnUrl }. */
export function postStoreMap(request: StoreMapRequest): Promise<StoreMapForm> {
  return apiRequest<StoreMapForm>('/api/ecpay/logistics/map', {
    method: 'POST',
    body: {
      logisticsSubType: request.logisticsSubType,
      isCollection: 'N',
      merchantTradeNo: request.merchantTradeNo,
      device: 1,
      // The server issues its own correlation token; this only names where the request came from.
      extraData: 'checkout',
      returnUrl: STORE_MAP_RETURN_PATH,
    },
    defaultMessage: messages.storePicker.mapUnavailable,
  });
}

/** GET /api/ecpay/logistics/selection/{mapRef} -> { success, storeId, storeName, storeAddress, logisticsSubType, ... }. */
export function fetchStoreSelection(mapRef: string): Promise<Record<string, unknown>> {
  return apiRequest(`/api/ecpay/logistics/selection/${encodeURIComponent(mapRef)}`, { defaultMessage: messages.storePicker.loadFailed });
}
