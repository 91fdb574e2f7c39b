import { inject, injectable } from 'inversify';
import type { CartLine } from '../../domain/cart/cart-line';
import { cartTotals, type CartTotals } from '../../domain/cart/totals';
import { cartRefOf, type CartName } from './cart-ref';
import { CART_STORE, type CartStore } from './cart-store.port';

export interface CartView {
  phone: string;
  items: CartLine[];
  totals: CartTotals;
}

/**
 * GET /api/cart/{phone}. An unknown phone is an empty cart, not an error: a guest's first visit has none.
 * Expired lines are returned with their past expires_at so the storefront can say 'reservation expired'.
 */
@injectable()
export class GetCart {
  constructor(@inject(CART_STORE) private readonly store: CartStore) {}

  async execute(cart: CartName): Promise<CartView> {
    const items = await this.store.listLines(cart);
    return { phone: cartRefOf(cart).phone, items, totals: cartTotals(items) };
  }
}
