import { inject, injectable } from 'inversify';
import { CART_STORE, type CartStore } from './cart-store.port';

/** GET /api/cart/debug/{phone}: raw rows for support, served only when CART_DEBUG=true. */
@injectable()
export class DebugCart {
  constructor(@inject(CART_STORE) private readonly store: CartStore) {}

  async execute(phone: string): Promise<{ phone: string; lines: unknown[]; reservations: unknown[] }> {
    return { phone, ...(await this.store.debugSnapshot(phone)) };
  }
}
