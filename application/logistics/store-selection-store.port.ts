import type { LogisticsSubType } from '../../domain/orders/pickup-store';
import type { SavedStoreSelection, StoreMapRequest } from './store-map-request';

/**
 * The store map requests and the stores chosen on them (table store_selections). Implemented by
 * adapters/persistence/logistics/knex-store-selection-store.ts and, for unit tests, by
 * InMemoryStoreSelectionStore. Each method is one atomic statement (or its equivalent), so two servers
 * answering the same reference at once cannot both win.
 */
export interface OpenStoreMapRequest {
  mapRef: string;
  subType: LogisticsSubType;
  returnUrl: string;
  /** The anti-forgery token sent to the map as ExtraData; the store keeps only its hash. */
  token: string;
  now: Date;
  /** A request created at or before this instant has expired: its reference may be used again. */
  expiredAt: Date;
}

export interface SaveStoreSelection {
  mapRef: string;
  /** The ExtraData of the reply: must be the token of the request. */
  token: string;
  selection: SavedStoreSelection;
  /** Only a request created after this instant may still be answered. */
  expiredAt: Date;
}

export interface StoreSelectionStore {
  /**
   * Records a new request under mapRef. 'in_use' when a request with this reference was created after
   * expiredAt (another shopper's, or this one's already): nothing changes. An expired one is replaced whole.
   */
  openRequest(request: OpenStoreMapRequest): Promise<'opened' | 'in_use'>;
  /**
   * Saves the chosen store on the request when mapRef, token and chain match a request that has not expired
   * (a repeated reply replaces the store: the shopper went back on the map and chose again). Returns the
   * request's return address, or undefined when nothing matched (then nothing changed).
   */
  saveSelection(input: SaveStoreSelection): Promise<{ returnUrl: string } | undefined>;
  findRequest(mapRef: string): Promise<StoreMapRequest | undefined>;
}

export const STORE_SELECTION_STORE = Symbol.for('StoreSelectionStore');
