import type { LogisticsSubType } from '../../domain/orders/pickup-store';
import { isStoreMapRef } from '../../domain/orders/order-ids';

/**
 * The rules of a store map request (spec 2, sections 3 "Store selection", 4 "Store selection flow" and 9):
 * the storefront names the request MAP-{6 digits}, the shopper has 30 minutes (the awaitingStoreSelection
 * cookie's 1800 s) to pick a store, and comes back to a path of this site.
 */

/** A reply is accepted for 30 minutes after the map was opened (spec 2, section 9: 1800 s). */
export const STORE_MAP_REQUEST_TTL_MS = 30 * 60 * 1000;

/** Where the shopper is sent when a reply matches no open request (unknown, expired, forged, malformed). */
export const STORE_SELECTION_INVALID_REDIRECT = '/checkout?error=store_selection_invalid';

// The return path rule lives in domain/orders/return-path.ts.
export { DEFAULT_RETURN_PATH, isSafeReturnPath, MAX_RETURN_PATH_LENGTH } from '../../domain/orders/return-path';

/**
 * ECPay's MerchantTradeNo takes letters and digits only (research/ecpay.md, section 7), so MAP-123456 travels
 * as MAP123456 and is read back from the reply.
 */
export function providerTradeNoOf(mapRef: string): string {
  return mapRef.replace('-', '');
}

/** The MAP-{6 digits} reference of a reply's MerchantTradeNo, or null when it is not one of ours. */
export function mapRefOfProviderTradeNo(tradeNo: string): string | null {
  const match = /^MAP(\d{6})$/.exec(tradeNo);
  if (!match) return null;
  const mapRef = `MAP-${match[1]}`;
  return isStoreMapRef(mapRef) ? mapRef : null;
}

/** A pending or answered map request as the store keeps it. */
export interface StoreMapRequest {
  mapRef: string;
  subType: LogisticsSubType;
  returnUrl: string;
  createdAt: Date;
  /** null while the shopper has not picked a store yet. */
  selection: SavedStoreSelection | null;
}

export interface SavedStoreSelection {
  storeId: string;
  storeName: string;
  storeAddress: string;
  storeTelephone: string;
  logisticsSubType: LogisticsSubType;
  selectedAt: Date;
}

/** GET /api/ecpay/logistics/selection/{mapRef} (spec 2, section 3 "Store selection"). */
export interface StoreSelectionView {
  storeId: string;
  storeName: string;
  storeAddress: string;
  logisticsSubType: LogisticsSubType;
  storeTelephone: string;
  merchantTradeNo: string;
  selectedAt: string;
}
