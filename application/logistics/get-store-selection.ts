import { inject, injectable } from 'inversify';
import { storeSelectionNotFound } from './logistics-errors';
import type { StoreSelectionView } from './store-map-request';
import { STORE_SELECTION_STORE, type StoreSelectionStore } from './store-selection-store.port';

/**
 * GET /api/ecpay/logistics/selection/{mapRef}: the store chosen on a map request (spec 2, section 3 "Store
 * selection"). A reference that is unknown, or whose shopper has not picked a store yet, is 404.
 */
@injectable()
export class GetStoreSelection {
  constructor(@inject(STORE_SELECTION_STORE) private readonly store: StoreSelectionStore) {}

  /** @throws NotFoundError STORE_SELECTION_NOT_FOUND */
  async execute(mapRef: string): Promise<StoreSelectionView> {
    const request = await this.store.findRequest(mapRef);
    const selection = request?.selection;
    if (!request || !selection) throw storeSelectionNotFound();
    return {
      storeId: selection.storeId,
      storeName: selection.storeName,
      storeAddress: selection.storeAddress,
      logisticsSubType: selection.logisticsSubType,
      storeTelephone: selection.storeTelephone,
      merchantTradeNo: request.mapRef,
      selectedAt: selection.selectedAt.toISOString(),
    };
  }
}
