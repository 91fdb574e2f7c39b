import { inject, injectable } from 'inversify';
import { ValidationError } from '../errors';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from './customer-order-store.port';
import { toCustomerOrderView, type CustomerOrderView } from './customer-order';

export { CUSTOMER_ORDERS_DEFAULT_LIMIT, CUSTOMER_ORDERS_MAX_LIMIT } from '../../domain/orders/customer-order-pages';
import { CUSTOMER_ORDERS_DEFAULT_LIMIT, CUSTOMER_ORDERS_MAX_LIMIT } from '../../domain/orders/customer-order-pages';

export interface CustomerOrdersPage {
  orders: CustomerOrderView[];
  pagination: { page: number; limit: number; total: number };
}

/**
 * The signed-in customer's orders (orders.customer_id: signed-in checkouts and linked orders), newest first.
 * Only ever the caller's own orders: the customer id comes from the token, never from the request.
 */
@injectable()
export class ListCustomerOrders {
  constructor(@inject(CUSTOMER_ORDER_STORE) private readonly store: CustomerOrderStore) {}

  /** @throws ValidationError when page < 1 or limit is outside 1..50 (the HTTP codec refuses those first). */
  async execute(customerId: number, { page = 1, limit = CUSTOMER_ORDERS_DEFAULT_LIMIT }: { page?: number; limit?: number } = {}): Promise<CustomerOrdersPage> {
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > CUSTOMER_ORDERS_MAX_LIMIT) {
      throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED');
    }
    const { orders, total } = await this.store.listCustomerOrders(customerId, { offset: (page - 1) * limit, limit });
    return { orders: orders.map(toCustomerOrderView), pagination: { page, limit, total } };
  }
}
