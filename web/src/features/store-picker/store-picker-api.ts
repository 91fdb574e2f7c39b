import type * as t from 'io-ts';
import { StoreMapResponse, StoreSelectionResponse } from '../../../../application/contracts/logistics';
import { apiRequest } from '../../api/client';
import type { LogisticsSubType } from '../../domain';
import { messages } from '../../i18n/messages';

/** The store map calls (spec 2 §7). */
export type StoreMapForm = t.TypeOf<typeof StoreMapResponse>;

export interface StoreMapRequest {
  logisticsSubType: LogisticsSubType;
  merchantTradeNo: string;
}

/** The return address of the map: the shopper comes back to /checkout?storeSelected=true&mapRef=... */
export const STORE_MAP_RETURN_PATH = '/checkout';

/** POST /api/ecpay/logistics/map { logisticsSubType, isCollection 'N', merchantTradeNo, device 1, extraData, returnUrl }. */
export function postStoreMap(request: StoreMapRequest): Promise<StoreMapForm> {
  return apiRequest('/api/ecpay/logistics/map', {
    method: 'POST',
    decode: StoreMapResponse,
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
export function fetchStoreSelection(mapRef: string): Promise<t.TypeOf<typeof StoreSelectionResponse>> {
  return apiRequest(`/api/ecpay/logistics/selection/${encodeURIComponent(mapRef)}`, { defaultMessage: messages.storePicker.loadFailed, decode: StoreSelectionResponse });
}
