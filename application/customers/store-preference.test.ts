import { MESSAGES } from '../../domain/validation/messages';
import { ValidationError } from '../errors';
import { errorOf } from '../orders/testing/test-fixture';
import { FakeClock } from '../shared/testing/fake-clock';
import { GetStorePreference } from './get-store-preference';
import { InMemoryStorePreferenceStore } from './testing/in-memory-store-preference-store';
import { SaveStorePreference } from './save-store-preference';

function fixture() {
  const store = new InMemoryStorePreferenceStore();
  const clock = new FakeClock();
  return { store, get: new GetStorePreference(store), save: new SaveStorePreference(store, clock) };
}

describe('store preference (spec 2, sections 4, 6, 7)', () => {
  it('nulls when none; a save (trimmed) reads back; a second save replaces it; per customer', async () => {
    const f = fixture();
    expect(await f.get.execute(1)).toEqual({ storeId: null, storeName: null, storeAddress: null, logisticsSubType: null });
    await f.save.execute(1, { storeId: ' 131386 ', storeName: ' 建盛門市 ', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' });
    expect(await f.get.execute(1)).toEqual({ storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' });
    await f.save.execute(1, { storeId: '006598', storeName: '全家大安店', logisticsSubType: 'FAMIC2C' });
    expect(await f.get.execute(1)).toEqual({ storeId: '006598', storeName: '全家大安店', storeAddress: '', logisticsSubType: 'FAMIC2C' });
    expect((await f.get.execute(2)).storeId).toBeNull();
  });

  it('no chain means UNIMARTC2C', async () => {
    const f = fixture();
    await f.save.execute(1, { storeId: '131386', storeName: '建盛門市', storeAddress: null, logisticsSubType: null });
    expect((await f.get.execute(1)).logisticsSubType).toBe('UNIMARTC2C');
  });

  it('the pickup-store rules: id and name required, a known chain; nothing is saved otherwise', async () => {
    const f = fixture();
    const error = await errorOf(f.save.execute(1, { storeId: ' ', storeName: '', logisticsSubType: 'HILIFEC2C' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      storeId: { code: 'CHECKOUT_STORE_REQUIRED', message: MESSAGES.CHECKOUT_STORE_REQUIRED },
      storeName: { code: 'CHECKOUT_STORE_REQUIRED', message: MESSAGES.CHECKOUT_STORE_REQUIRED },
      logisticsSubType: { code: 'LOGISTICS_SUB_TYPE_INVALID', message: MESSAGES.LOGISTICS_SUB_TYPE_INVALID },
    });
    expect(f.store.preferences.size).toBe(0);
  });
});
