import { inject, injectable } from 'inversify';
import type { LogisticsSubType } from '../../domain/orders/pickup-store';
import { CLOCK, type Clock } from '../shared/clock.port';
import { STORE_MAP, type StoreMap, type StoreMapForm } from '../payments/store-map.port';
import { storeMapRefInUse } from './logistics-errors';
import { providerTradeNoOf, STORE_MAP_REQUEST_TTL_MS } from './store-map-request';
import { STORE_MAP_TOKENS, type StoreMapTokens } from './store-map-tokens.port';
import { STORE_SELECTION_STORE, type StoreSelectionStore } from './store-selection-store.port';

export interface OpenStoreMapInput {
  /** MAP-{6 digits}, checked by the HTTP edge. */
  mapRef: string;
  subType: LogisticsSubType;
  device: 'pc' | 'mobile';
  /** A same-site path (isSafeReturnPath), checked by the HTTP edge. */
  returnUrl: string;
  /** Absolute address of POST /api/ecpay/logistics/map-reply (from PUBLIC_BASE_URL). */
  replyUrl: string;
}

/**
 * POST /api/ecpay/logistics/map (spec 2, sections 4 "Store selection flow" and 7): the form the browser
 * submits to ECPay's store map, and the pending request the map's reply must match. ExtraData carries a
 * fresh random token (store-map-tokens.port.ts). The form is built first: invalid input records nothing.
 */
@injectable()
export class OpenStoreMap {
  constructor(
    @inject(STORE_MAP) private readonly storeMap: StoreMap,
    @inject(STORE_SELECTION_STORE) private readonly store: StoreSelectionStore,
    @inject(STORE_MAP_TOKENS) private readonly tokens: StoreMapTokens,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @throws ValidationError when the provider form cannot be built (e.g. a reply address above 200 characters)
   * @throws ConflictError STORE_MAP_REF_IN_USE when a request of the last 30 minutes has this reference
   */
  async execute(input: OpenStoreMapInput): Promise<StoreMapForm> {
    const token = this.tokens.issue();
    const form = this.storeMap.prepareStoreMap({
      subType: input.subType, tradeNo: providerTradeNoOf(input.mapRef), replyUrl: input.replyUrl, extraData: token, device: input.device,
    });
    const now = this.clock.now();
    const opened = await this.store.openRequest({
      mapRef: input.mapRef, subType: input.subType, returnUrl: input.returnUrl, token, now,
      expiredAt: new Date(now.getTime() - STORE_MAP_REQUEST_TTL_MS),
    });
    if (opened === 'in_use') throw storeMapRefInUse();
    return form;
  }
}
