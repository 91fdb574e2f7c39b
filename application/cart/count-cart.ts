import { inject, injectable } from 'inversify';
import type { CartName } from './cart-ref';
import { CART_STORE, type CartStore } from './cart-store.port';

/** GET /api/cart/count/{phone}: the header badge, one cheap COUNT rather than the whole cart. */
@injectable()
export class CountCart {
  constructor(@inject(CART_STORE) private readonly store: CartStore) {}

  execute(cart: CartName): Promise<number> {
    return this.store.countLines(cart);
  }
}
