import type { Context } from 'koa';
import type { OrderReader } from '../../application/orders/order-read-access';
import { signedInCustomerOf } from './cart-access';

/** The header (or ?token=) carrying the buyer's access token of an order (docs/decisions.md, decision 5). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

export function accessTokenOf(ctx: Context): string | undefined {
  const header = ctx.get(ORDER_TOKEN_HEADER);
  if (header !== '') return header;
  const query = ctx.query.token;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

/**
 * Who reads an order by its number (issue 22; application/orders/order-read-access.ts): the order's token, the
 * signed-in customer (after optionalCustomer), and the client IP that a read without proof is counted against.
 */
export function orderReaderOf(ctx: Context): OrderReader {
  return { accessToken: accessTokenOf(ctx), customerId: signedInCustomerOf(ctx)?.id ?? null, clientIp: ctx.ip };
}
