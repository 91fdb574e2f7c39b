/**
 * The pickup store of an order (spec 2, sections 3 "Store selection" and 9): the chain is UNIMARTC2C
 * (7-ELEVEN) or FAMIC2C (FamilyMart), UNIMARTC2C when none is given. Checkout requires a store (spec 2,
 * section 5: 'Please select a pickup store to continue'): one with a non-blank storeId and storeName.
 */
export const LOGISTICS_SUB_TYPES = ['UNIMARTC2C', 'FAMIC2C'] as const;
export type LogisticsSubType = (typeof LOGISTICS_SUB_TYPES)[number];
export const DEFAULT_LOGISTICS_SUB_TYPE: LogisticsSubType = 'UNIMARTC2C';

export interface PickupStore {
  storeId: string;
  storeName: string;
  storeAddress: string;
  logisticsSubType: LogisticsSubType;
}

export function isLogisticsSubType(value: unknown): value is LogisticsSubType {
  return typeof value === 'string' && (LOGISTICS_SUB_TYPES as readonly string[]).includes(value);
}

/** A store is chosen when it names a store: id and name, trimmed, not blank. */
export function isStoreChosen(store: Partial<PickupStore> | null | undefined): store is PickupStore {
  return Boolean(store && typeof store.storeId === 'string' && store.storeId.trim() !== '' && typeof store.storeName === 'string' && store.storeName.trim() !== '');
}

/**
 * The label of a pickup store with its chain named once: '7-ELEVEN 台北車站門市'. Store names from the map
 * sometimes carry the chain already, and repeating it ('7-ELEVEN 7-ELEVEN 台北車站門市') reads as a bug.
 */
export function pickupStoreLabel(chainName: string, storeName: string): string {
  const name = storeName.trim();
  const chainWord = chainName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!name) return chainName;
  return chainWord && name.toLowerCase().startsWith(chainWord) ? name : `${chainName} ${name}`;
}
