import type { CartLine } from '../src/domain';

let nextId = 1;

/** A cart line with sensible defaults (an outlet line without reservation); override what the test is about. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const id = overrides.id ?? nextId++;
  return {
    id,
    item_id: id,
    item_type: 'outlet',
    title: `Line ${id}`,
    price: 1000,
    discount_price: 800,
    image_url: `/images/${id}.jpg`,
    quantity: 1,
    sku: `SKU-${id}`,
    display_sku: `SKU-${id}`,
    variant_details: 'Default',
    variant_id: null,
    reservation: null,
    ...overrides,
  };
}

/** An unconfirmed outlet reservation expiring `msFromNow` after `now`. */
export function heldFor(msFromNow: number, now = Date.now()): CartLine['reservation'] {
  return { expires_at: new Date(now + msFromNow).toISOString(), is_confirmed: false };
}

export const PHONE = '0912345678';
export const OTHER_PHONE = '0987654321';

/** Seeds the browser's copy of the cart as a previous visit would have left it. */
/** A local cart as the storefront writes it; `guest`: collected signed out (cart-storage.ts LocalCart.guest). */
export function seedLocalCart(items: CartLine[], phone: string | null = null, guest = true): void {
  localStorage.setItem('outletCart', JSON.stringify({ items, phone, guest }));
}

export function seedSavedPhone(phone: string): void {
  localStorage.setItem('userPhone', phone);
}

export function readLocalCartRaw(): { items: CartLine[]; phone: string | null } | null {
  const raw = localStorage.getItem('outletCart');
  return raw ? (JSON.parse(raw) as { items: CartLine[]; phone: string | null }) : null;
}
