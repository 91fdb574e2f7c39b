import { isLogisticsSubType, isStoreChosen } from './pickup-store';

describe('pickup store (spec 2 §3 "Store selection", §5, §9)', () => {
  it('spec 2 §9: the store types are UNIMARTC2C and FAMIC2C', () => {
    expect(isLogisticsSubType('UNIMARTC2C')).toBe(true);
    expect(isLogisticsSubType('FAMIC2C')).toBe(true);
    expect(isLogisticsSubType('HILIFEC2C')).toBe(false);
    expect(isLogisticsSubType(undefined)).toBe(false);
  });

  it("spec 2 §5: a store is chosen when it has an id and a name ('Please select a pickup store to continue')", () => {
    expect(isStoreChosen({ storeId: '131386', storeName: '建盛門市', storeAddress: '', logisticsSubType: 'UNIMARTC2C' })).toBe(true);
    expect(isStoreChosen({ storeId: ' ', storeName: '建盛門市' })).toBe(false);
    expect(isStoreChosen({ storeId: '131386', storeName: '' })).toBe(false);
    expect(isStoreChosen(null)).toBe(false);
  });
});
