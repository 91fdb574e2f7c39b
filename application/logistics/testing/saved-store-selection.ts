import type { SavedStoreSelection } from '../store-map-request';

/**
 * A saved store choice and its clock, for the StoreSelectionStore's tests (the port's contract and the knex
 * adapter's own): a 7-ELEVEN chosen a minute after T0, kept TTL (the map request's 30 minutes).
 */
export const T0 = new Date('2026-11-20T04:00:00.123Z');
export const TTL = 30 * 60 * 1000;
export const at = (ms: number) => new Date(T0.getTime() + ms);
/** The expiry cut-off the store is given at `now`: requests older than TTL are gone. */
export const expiredAt = (now: Date) => new Date(now.getTime() - TTL);
export const SEVEN: SavedStoreSelection = {
  storeId: '131386', storeName: '台北車站門市', storeAddress: '台北市中正區忠孝西路一段49號', storeTelephone: '02-23713862',
  logisticsSubType: 'UNIMARTC2C', selectedAt: at(60_000),
};
