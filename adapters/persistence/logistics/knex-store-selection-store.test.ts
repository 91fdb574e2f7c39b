import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import type { SavedStoreSelection } from '../../../application/logistics/store-map-request';
import { at, expiredAt, SEVEN, T0, TTL } from '../../../application/logistics/testing/saved-store-selection';
import { hashStoreMapToken, KnexStoreSelectionStore } from './knex-store-selection-store';

describe.each(databasesUnderTest)('KnexStoreSelectionStore on $name', (database) => {
  let db: OpenDatabase;
  let store: KnexStoreSelectionStore;
  let counter = 0;
  const newRef = () => `MAP-${String(100_000 + (counter += 1))}`;
  const open = (mapRef: string, now = T0, overrides: { token?: string; subType?: 'UNIMARTC2C' | 'FAMIC2C'; returnUrl?: string } = {}) =>
    store.openRequest({ mapRef, subType: overrides.subType ?? 'UNIMARTC2C', returnUrl: overrides.returnUrl ?? '/checkout', token: overrides.token ?? 'token-1', now, expiredAt: expiredAt(now) });

  beforeAll(async () => {
    db = await database.open();
    store = new KnexStoreSelectionStore(db.knex);
  });
  afterAll(() => db?.close());

  it('opens a pending request keeping only the token hash; reads it back', async () => {
    const ref = newRef();
    expect(await open(ref, T0, { subType: 'FAMIC2C', returnUrl: '/checkout/x' })).toBe('opened');
    expect(await store.findRequest(ref)).toEqual({ mapRef: ref, subType: 'FAMIC2C', returnUrl: '/checkout/x', createdAt: T0, selection: null });
    const row = await db.knex('store_selections').where('map_ref', ref).first();
    expect(row.token_hash).toBe(hashStoreMapToken('token-1'));
    expect(JSON.stringify(row)).not.toContain('"token-1"');
    expect(await store.findRequest('MAP-999999')).toBeUndefined();
  });

  it('a live reference is in use (nothing changes); an expired one is replaced whole', async () => {
    const ref = newRef();
    await open(ref);
    await store.saveSelection({ mapRef: ref, token: 'token-1', selection: SEVEN, expiredAt: expiredAt(at(60_000)) });
    expect(await open(ref, at(TTL - 1), { token: 'token-2', subType: 'FAMIC2C' })).toBe('in_use');
    expect(await store.findRequest(ref)).toMatchObject({ subType: 'UNIMARTC2C', createdAt: T0, selection: { storeId: '131386' } });

    expect(await open(ref, at(TTL), { token: 'token-2', subType: 'FAMIC2C', returnUrl: '/again' })).toBe('opened');
    expect(await store.findRequest(ref)).toEqual({ mapRef: ref, subType: 'FAMIC2C', returnUrl: '/again', createdAt: at(TTL), selection: null });
  });

  it('saves the store only with the right token, chain and age; a repeated reply replaces it', async () => {
    const ref = newRef();
    await open(ref);
    const save = (token: string, selection: SavedStoreSelection, now: Date) => store.saveSelection({ mapRef: ref, token, selection, expiredAt: expiredAt(now) });
    expect(await save('token-x', SEVEN, at(60_000))).toBeUndefined();
    expect(await save('token-1', { ...SEVEN, logisticsSubType: 'FAMIC2C' }, at(60_000))).toBeUndefined();
    expect(await save('token-1', SEVEN, at(TTL))).toBeUndefined();
    expect(await store.findRequest(ref)).toMatchObject({ selection: null });
    expect(await store.saveSelection({ mapRef: 'MAP-999998', token: 'token-1', selection: SEVEN, expiredAt: expiredAt(T0) })).toBeUndefined();

    expect(await save('token-1', SEVEN, at(60_000))).toEqual({ returnUrl: '/checkout' });
    expect((await store.findRequest(ref))?.selection).toEqual(SEVEN);
    const again = { ...SEVEN, storeId: '118765', storeName: '站前門市', selectedAt: at(120_000) };
    expect(await save('token-1', again, at(TTL - 1))).toEqual({ returnUrl: '/checkout' });
    expect((await store.findRequest(ref))?.selection).toEqual(again);
    // The same reply twice (same values, same instant) is still a match, not "nothing changed" on MySQL.
    expect(await save('token-1', again, at(TTL - 1))).toEqual({ returnUrl: '/checkout' });
  });

  it('two servers opening the same new reference at once: exactly one wins', async () => {
    const ref = newRef();
    const outcomes = await Promise.all([0, 1, 2, 3].map((i) => open(ref, T0, { token: `token-${i}` })));
    expect(outcomes.filter((o) => o === 'opened')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'in_use')).toHaveLength(3);
  });
});
