import type { StoreMapRequest } from '../store-map-request';
import type { OpenStoreMapRequest, SaveStoreSelection, StoreSelectionStore } from '../store-selection-store.port';

/** A StoreSelectionStore in memory for the use-case tests; keeps the token itself instead of a hash. */
export class InMemoryStoreSelectionStore implements StoreSelectionStore {
  readonly requests = new Map<string, StoreMapRequest & { token: string }>();

  async openRequest(request: OpenStoreMapRequest): Promise<'opened' | 'in_use'> {
    const existing = this.requests.get(request.mapRef);
    if (existing && existing.createdAt > request.expiredAt) return 'in_use';
    this.requests.set(request.mapRef, {
      mapRef: request.mapRef, subType: request.subType, returnUrl: request.returnUrl, createdAt: request.now, selection: null, token: request.token,
    });
    return 'opened';
  }

  async saveSelection(input: SaveStoreSelection): Promise<{ returnUrl: string } | undefined> {
    const request = this.requests.get(input.mapRef);
    if (!request || request.token !== input.token || request.createdAt <= input.expiredAt || request.subType !== input.selection.logisticsSubType) return undefined;
    request.selection = { ...input.selection };
    return { returnUrl: request.returnUrl };
  }

  async findRequest(mapRef: string): Promise<StoreMapRequest | undefined> {
    const request = this.requests.get(mapRef);
    if (!request) return undefined;
    const { token: _token, ...rest } = request;
    return { ...rest, selection: rest.selection ? { ...rest.selection } : null };
  }
}
