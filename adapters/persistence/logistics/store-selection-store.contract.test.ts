import type { SavedStoreSelection } from '../../../application/logistics/store-map-request';
import { at, expiredAt, SEVEN, T0, TTL } from '../../../application/logistics/testing/saved-store-selection';
import type { StoreSelectionStore } from '../../../application/logistics/store-selection-store.port';
import { InMemoryStoreSelectionStore } from '../../../application/logistics/testing/in-memory-store-selection-store';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexStoreSelectionStore } from './knex-store-selection-store';

/** The StoreSelectionStore port (application/logistics/store-selection-store.port.ts) on the fake, SQLite and MySQL. */
const newRef = () => `MAP-${String(unique()).padStart(6, '0').slice(-6)}`;

describePortContract<StoreSelectionStore>('StoreSelectionStore', [
  fakeMaker(() => new InMemoryStoreSelectionStore()),
  ...knexMakers((knex) => new KnexStoreSelectionStore(knex)),
], (subject) => {
  const open = (mapRef: string, now = T0, overrides: { token?: string; subType?: 'UNIMARTC2C' | 'FAMIC2C'; returnUrl?: string } = {}) =>
    subject().openRequest({ mapRef, subType: overrides.subType ?? 'UNIMARTC2C', returnUrl: overrides.returnUrl ?? '/checkout', token: overrides.token ?? 'token-1', now, expiredAt: expiredAt(now) });

  it('opens a request and reads it back without its token', async () => {
    const ref = newRef();
    expect(await open(ref, T0, { subType: 'FAMIC2C', returnUrl: '/checkout/x' })).toBe('opened');
    expect(await subject().findRequest(ref)).toEqual({ mapRef: ref, subType: 'FAMIC2C', returnUrl: '/checkout/x', createdAt: T0, selection: null });
    expect(await subject().findRequest('MAP-999999')).toBeUndefined();
  });

  it('a live reference is in use and nothing changes; an expired one is replaced whole', async () => {
    const ref = newRef();
    await open(ref);
    await subject().saveSelection({ mapRef: ref, token: 'token-1', selection: SEVEN, expiredAt: expiredAt(at(60_000)) });
    expect(await open(ref, at(TTL - 1), { token: 'token-2', subType: 'FAMIC2C' })).toBe('in_use');
    expect(await subject().findRequest(ref)).toEqual({ mapRef: ref, subType: 'UNIMARTC2C', returnUrl: '/checkout', createdAt: T0, selection: SEVEN });
    expect(await open(ref, at(TTL), { token: 'token-2', subType: 'FAMIC2C', returnUrl: '/again' })).toBe('opened');
    expect(await subject().findRequest(ref)).toEqual({ mapRef: ref, subType: 'FAMIC2C', returnUrl: '/again', createdAt: at(TTL), selection: null });
  });

  it('saves the store only with the right token, chain and age; a repeated reply replaces it', async () => {
    const ref = newRef();
    await open(ref, T0, { returnUrl: '/checkout/y' });
    const save = (overrides: { token?: string; selection?: SavedStoreSelection; now?: Date; mapRef?: string } = {}) => subject().saveSelection({
      mapRef: overrides.mapRef ?? ref, token: overrides.token ?? 'token-1', selection: overrides.selection ?? SEVEN, expiredAt: expiredAt(overrides.now ?? at(60_000)),
    });
    expect(await save({ token: 'token-x' })).toBeUndefined();
    expect(await save({ selection: { ...SEVEN, logisticsSubType: 'FAMIC2C' } })).toBeUndefined();
    expect(await save({ now: at(TTL) })).toBeUndefined();
    expect(await save({ mapRef: newRef() })).toBeUndefined();
    expect((await subject().findRequest(ref))?.selection).toBeNull();
    expect(await save()).toEqual({ returnUrl: '/checkout/y' });
    expect((await subject().findRequest(ref))?.selection).toEqual(SEVEN);
    const again = { ...SEVEN, storeId: '991182', storeName: '市府門市', selectedAt: at(120_000) };
    expect(await save({ selection: again })).toEqual({ returnUrl: '/checkout/y' });
    expect((await subject().findRequest(ref))?.selection).toEqual(again);
  });
});
