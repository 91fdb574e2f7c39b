import { inject, injectable } from 'inversify';
import type { OrderView } from './order';
import { ORDER_ACCESS_TOKENS, type OrderAccessTokens } from './order-access-token.port';
import { requireOrder } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';
import { toOrderView } from './order-view';

/**
 * GET /api/ecpay/{orderId} (spec 2, section 7; also the confirmation screen's polling). Anyone who knows the
 * id reads the status, total, dates, store and methods; the buyer's name and phone only come unmasked with
 * the order's access token (decision 5), or for the order's own customer (a signed-in customer whose id is
 * orders.customer_id; docs/accounts-contract.md). A wrong token reads exactly like no token: no oracle.
 */
@injectable()
export class GetOrder {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(ORDER_ACCESS_TOKENS) private readonly tokens: OrderAccessTokens,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string, accessToken?: string | null, customerId?: number | null): Promise<OrderView> {
    const order = await requireOrder(this.orders, orderId);
    const ownCustomer = customerId !== undefined && customerId !== null && order.customerId === customerId;
    return toOrderView(order, { masked: !ownCustomer && !this.tokens.matches(accessToken, order.accessTokenHash) });
  }
}
