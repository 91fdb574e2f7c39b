import { inject, injectable } from 'inversify';
import { DEFAULT_LOGISTICS_SUB_TYPE, isLogisticsSubType, type PickupStore } from '../../domain/orders/pickup-store';
import { collectErrors, fieldError } from '../../domain/validation/field-error';
import { ValidationError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { STORE_PREFERENCE_STORE, type StorePreferenceStore } from './store-preference-store.port';

export interface SaveStorePreferenceInput {
  storeId?: string | null;
  storeName?: string | null;
  storeAddress?: string | null;
  logisticsSubType?: string | null;
}

/**
 * POST /api/customers/store-preference (spec 2, sections 4 and 6): the signed-in customer's pickup store,
 * checked with the domain's pickup-store rules, the same as checkout's: a chosen store has a non-blank id and
 * name; the chain is UNIMARTC2C or FAMIC2C, UNIMARTC2C when none is given. Values are stored trimmed.
 */
@injectable()
export class SaveStorePreference {
  constructor(
    @inject(STORE_PREFERENCE_STORE) private readonly preferences: StorePreferenceStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws ValidationError VALIDATION_FAILED (fields storeId, storeName, logisticsSubType) */
  async execute(customerId: number, input: SaveStorePreferenceInput): Promise<void> {
    const storeId = (input.storeId ?? '').trim();
    const storeName = (input.storeName ?? '').trim();
    const subType = input.logisticsSubType === undefined || input.logisticsSubType === null || input.logisticsSubType === ''
      ? DEFAULT_LOGISTICS_SUB_TYPE : input.logisticsSubType;
    const errors = collectErrors({
      storeId: storeId === '' ? fieldError('CHECKOUT_STORE_REQUIRED') : undefined,
      storeName: storeName === '' ? fieldError('CHECKOUT_STORE_REQUIRED') : undefined,
      logisticsSubType: isLogisticsSubType(subType) ? undefined : fieldError('LOGISTICS_SUB_TYPE_INVALID'),
    });
    if (Object.keys(errors).length > 0 || !isLogisticsSubType(subType)) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);
    const store: PickupStore = { storeId, storeName, storeAddress: (input.storeAddress ?? '').trim(), logisticsSubType: subType };
    await this.preferences.save(customerId, store, this.clock.now());
  }
}
