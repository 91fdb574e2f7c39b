import { DEFAULT_LOGISTICS_SUB_TYPE, isLogisticsSubType, isStoreChosen, type PickupStore } from '../../domain';

/**
 * Where the pickup store is remembered (spec 2 §3 'Client storage'): localStorage selectedStore and
 * lastSelectedStore (the guest's store preference), sessionStorage selectedStore; while the shopper is away
 * on the store map, the cookie awaitingStoreSelection (1800 s, spec 2 §9) and the local flag of the same name.
 * Storage and cookie errors are only logged (spec 2 §8).
 */
export const SELECTED_STORE_KEY = 'selectedStore';
export const LAST_STORE_KEY = 'lastSelectedStore';
export const AWAITING_SELECTION_KEY = 'awaitingStoreSelection';
/** Spec 2 §9: the cookie awaitingStoreSelection expires in 1800 s. */
export const AWAITING_SELECTION_MAX_AGE_S = 1800;

/** Spec 2 §3 'Store selection'. */
export interface StoreSelection extends PickupStore {
  storeTelephone?: string | null;
  merchantTradeNo?: string | null;
  selectedAt?: string | null;
}

/** The four fields of the pickup store, as checkout and the account's store preference send them. */
export function pickupStoreOf(store: StoreSelection): PickupStore {
  return { storeId: store.storeId, storeName: store.storeName, storeAddress: store.storeAddress, logisticsSubType: store.logisticsSubType };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

/** A stored or served value as a selection; anything without a store id and name is no selection. */
export function toStoreSelection(raw: unknown): StoreSelection | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const store = {
    storeId: text(value.storeId)?.trim() ?? '',
    storeName: text(value.storeName)?.trim() ?? '',
    storeAddress: text(value.storeAddress) ?? '',
    logisticsSubType: isLogisticsSubType(value.logisticsSubType) ? value.logisticsSubType : DEFAULT_LOGISTICS_SUB_TYPE,
    storeTelephone: text(value.storeTelephone),
    merchantTradeNo: text(value.merchantTradeNo),
    selectedAt: text(value.selectedAt),
  };
  return isStoreChosen(store) ? store : null;
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch (error) {
    console.warn(`Ignoring an unreadable ${key}`, error);
    return null;
  }
}

function attempt(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn(`Could not ${what}`, error);
  }
}

export type SavedStoreSource = 'session' | 'local';

/** This tab's selection first (a reload keeps it quietly), else the one remembered from an earlier visit. */
export function readSavedStore(): { store: StoreSelection; source: SavedStoreSource } | null {
  const session = toStoreSelection(readJson(sessionStorage, SELECTED_STORE_KEY));
  if (session) return { store: session, source: 'session' };
  const local = toStoreSelection(readJson(localStorage, SELECTED_STORE_KEY)) ?? toStoreSelection(readJson(localStorage, LAST_STORE_KEY));
  return local ? { store: local, source: 'local' } : null;
}

export function saveSelectedStore(store: StoreSelection): void {
  const json = JSON.stringify(store);
  attempt('save the selected store', () => localStorage.setItem(SELECTED_STORE_KEY, json));
  attempt('save the store preference', () => localStorage.setItem(LAST_STORE_KEY, json));
  attempt('save the session store', () => sessionStorage.setItem(SELECTED_STORE_KEY, json));
}

export function clearSavedStore(): void {
  attempt('clear the selected store', () => localStorage.removeItem(SELECTED_STORE_KEY));
  attempt('clear the store preference', () => localStorage.removeItem(LAST_STORE_KEY));
  attempt('clear the session store', () => sessionStorage.removeItem(SELECTED_STORE_KEY));
}

/** Whether the browser keeps cookies: the flag, then a real write and read-back. */
export function cookiesEnabled(): boolean {
  try {
    if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
    document.cookie = 'cookieProbe=1; path=/; SameSite=Lax';
    const ok = document.cookie.includes('cookieProbe=1');
    document.cookie = 'cookieProbe=; path=/; max-age=0; SameSite=Lax';
    return ok;
  } catch {
    return false;
  }
}

/** Marks that a selection is pending while the shopper is on the map (cookie for 30 minutes, plus the local flag). */
export function markAwaitingSelection(mapRef: string, now: number): void {
  attempt('set the awaiting cookie', () => {
    document.cookie = `${AWAITING_SELECTION_KEY}=${encodeURIComponent(mapRef)}; path=/; max-age=${AWAITING_SELECTION_MAX_AGE_S}; SameSite=Lax`;
  });
  attempt('set the awaiting flag', () => localStorage.setItem(AWAITING_SELECTION_KEY, JSON.stringify({ mapRef, at: now })));
}

export function clearAwaitingSelection(): void {
  attempt('clear the awaiting cookie', () => {
    document.cookie = `${AWAITING_SELECTION_KEY}=; path=/; max-age=0; SameSite=Lax`;
  });
  attempt('clear the awaiting flag', () => localStorage.removeItem(AWAITING_SELECTION_KEY));
}
