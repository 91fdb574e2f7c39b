import { inject, injectable } from 'inversify';
import { orderNotFound } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';

/**
 * POST /api/ecpay/create (spec 2, section 7): the storefront of the spec sends the whole order here after
 * checkout. Our checkout (POST /api/cart/checkout) already created the order from the server cart, so this
 * only confirms that the order exists and belongs to the phone given. Amounts, items and statuses in the
 * request are ignored on purpose: a browser can send anything, and the order's prices were fixed by the
 * server at checkout (docs/decisions.md, decision 6). Idempotent: it writes nothing.
 */
@injectable()
export class ConfirmOrder {
  constructor(@inject(ORDER_STORE) private readonly orders: OrderStore) {}

  /** @throws NotFoundError ORDER_NOT_FOUND for an unknown order or another phone (no difference: no oracle). */
  async execute(orderId: string, customerPhone: string): Promise<void> {
    const order = await this.orders.findOrder(orderId);
    const digits = customerPhone.replace(/\D/g, '');
    if (!order || digits === '' || digits !== order.customerPhone) throw orderNotFound();
  }
}
