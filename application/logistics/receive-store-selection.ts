import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { STORE_MAP, type StoreMap } from '../payments/store-map.port';
import { mapRefOfProviderTradeNo, STORE_MAP_REQUEST_TTL_MS } from './store-map-request';
import { STORE_SELECTION_STORE, type StoreSelectionStore } from './store-selection-store.port';

export type StoreSelectionReceipt =
  | { accepted: true; mapRef: string; returnUrl: string }
  | { accepted: false; reason: string };

/**
 * POST /api/ecpay/logistics/map-reply: the shopper's browser, form-POSTed back by the store map. The reply
 * is not signed (research/ecpay.md, section 7), so it is believed only when its MerchantTradeNo names a
 * request of the last 30 minutes AND its ExtraData is that request's token AND its chain is the one the map
 * was opened for; then the store is saved. Anything else changes nothing.
 */
@injectable()
export class ReceiveStoreSelection {
  constructor(
    @inject(STORE_MAP) private readonly storeMap: StoreMap,
    @inject(STORE_SELECTION_STORE) private readonly store: StoreSelectionStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(fields: Readonly<Record<string, string>>): Promise<StoreSelectionReceipt> {
    const parsed = this.storeMap.parseStoreSelection(fields);
    if (!parsed.ok) return { accepted: false, reason: `${parsed.rejection.code}: ${parsed.rejection.message}` };
    const { selection } = parsed;
    const mapRef = mapRefOfProviderTradeNo(selection.merchantTradeNo);
    if (mapRef === null || selection.extraData === '') return { accepted: false, reason: 'not a store map reference of this shop' };
    const now = this.clock.now();
    const saved = await this.store.saveSelection({
      mapRef,
      token: selection.extraData,
      expiredAt: new Date(now.getTime() - STORE_MAP_REQUEST_TTL_MS),
      selection: {
        storeId: selection.storeId, storeName: selection.storeName, storeAddress: selection.address, storeTelephone: selection.telephone,
        logisticsSubType: selection.subType, selectedAt: now,
      },
    });
    if (!saved) return { accepted: false, reason: `no open request ${mapRef} with this token and chain` };
    return { accepted: true, mapRef, returnUrl: saved.returnUrl };
  }
}
