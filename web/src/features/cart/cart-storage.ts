import { toCartLine, type CartLine, type CartLineInput } from '../../domain';

/**
 * The browser's copy of the cart (spec 1 §3 'Local cart'): outletCart = { items, phone }, outlet lines only,
 * and userPhone, the phone the shopper last gave. Storage can be blocked or hold junk written by an older
 * version, so every read failure is only logged (spec 2 §8) and reads as "nothing stored".
 */
export const LOCAL_CART_KEY = 'outletCart';
export const SAVED_PHONE_KEY = 'userPhone';

export interface LocalCart {
  items: CartLine[];
  /** The phone the lines were collected under; null for a shopper who never gave one. */
  phone: string | null;
  /**
   * Collected signed out (issue 22): the lines sit in this browser's guest cart of the phone, which is not the
   * account's cart even when the phone is the member's own, so a sign-in merges them (and the server moves
   * their holds). False for the mirror of a signed-in customer's cart, and for copies from before the flag.
   */
  guest: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readLocalCart(): LocalCart | null {
  try {
    const raw = localStorage.getItem(LOCAL_CART_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !Array.isArray(parsed.items)) throw new Error('outletCart is not { items, phone }');
    const items = parsed.items
      .filter((item): item is CartLineInput => isRecord(item) && (typeof item.id === 'number' || typeof item.id === 'string'))
      .map(toCartLine)
      .filter((line) => line.item_type === 'outlet');
    return { items, phone: typeof parsed.phone === 'string' && parsed.phone ? parsed.phone : null, guest: parsed.guest === true };
  } catch (error) {
    console.warn('Ignoring an unreadable local cart', error);
    return null;
  }
}

/** Only outlet lines are persisted (spec 1 §4); with no line and no phone there is nothing worth keeping. */
export function writeLocalCart(lines: readonly CartLine[], phone: string | null, guest = true): void {
  const items = lines.filter((line) => line.item_type === 'outlet');
  try {
    if (items.length === 0 && !phone) localStorage.removeItem(LOCAL_CART_KEY);
    else localStorage.setItem(LOCAL_CART_KEY, JSON.stringify({ items, phone, guest }));
  } catch (error) {
    console.warn('Could not save the local cart', error);
  }
}

export function removeLocalCart(): void {
  try {
    localStorage.removeItem(LOCAL_CART_KEY);
  } catch (error) {
    console.warn('Could not remove the local cart', error);
  }
}

export function readSavedPhone(): string | null {
  try {
    return localStorage.getItem(SAVED_PHONE_KEY) || null;
  } catch (error) {
    console.warn('Could not read the saved phone', error);
    return null;
  }
}

export function writeSavedPhone(phone: string): void {
  try {
    localStorage.setItem(SAVED_PHONE_KEY, phone);
  } catch (error) {
    console.warn('Could not save the phone', error);
  }
}
