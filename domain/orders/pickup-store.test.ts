import { isLogisticsSubType, isStoreChosen, pickupStoreLabel } from './pickup-store';

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

describe('pickupStoreLabel', () => {
  it('spec 2 §2.5: names the chain before the store', () => {
    expect(pickupStoreLabel('7-ELEVEN', '鑫台北門市')).toBe('7-ELEVEN 鑫台北門市');
    expect(pickupStoreLabel('全家 FamilyMart', '信義松仁店')).toBe('全家 FamilyMart 信義松仁店');
  });

  it('names the chain once when the store name already carries it', () => {
    expect(pickupStoreLabel('7-ELEVEN', '7-ELEVEN 台北車站門市')).toBe('7-ELEVEN 台北車站門市');
    expect(pickupStoreLabel('7-ELEVEN', '7-eleven 台北車站門市')).toBe('7-eleven 台北車站門市');
    expect(pickupStoreLabel('全家 FamilyMart', '全家 信義松仁店')).toBe('全家 信義松仁店');
  });

  it('shows the chain alone when the store has no name', () => {
    expect(pickupStoreLabel('7-ELEVEN', '  ')).toBe('7-ELEVEN');
  });
});
