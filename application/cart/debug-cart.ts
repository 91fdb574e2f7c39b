import { inject, injectable } from 'inversify';
import { cartRefOf, type CartName } from './cart-ref';
import { CART_STORE, type CartStore } from './cart-store.port';

/** GET /api/cart/debug/{phone}: raw rows for support, served only when CART_DEBUG=true. */
@injectable()
export class DebugCart {
  constructor(@inject(CART_STORE) private readonly store: CartStore) {}

  async execute(cart: CartName): Promise<{ phone: string; lines: unknown[]; reservations: unknown[] }> {
    return { phone: cartRefOf(cart).phone, ...(await this.store.debugSnapshot(cart)) };
  }
}
