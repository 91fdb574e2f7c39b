import { NotFoundError } from '../errors';
import type { StoredOrder } from './order';
import type { OrderStore } from './order-store.port';

export const ORDER_NOT_FOUND = 'ORDER_NOT_FOUND';

export function orderNotFound(): NotFoundError {
  return new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
}

/** @throws NotFoundError ORDER_NOT_FOUND */
export async function requireOrder(store: OrderStore, orderId: string): Promise<StoredOrder> {
  const order = await store.findOrder(orderId);
  if (!order) throw orderNotFound();
  return order;
}
