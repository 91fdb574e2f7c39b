import type { StoredOrder } from './order';
import type { OrderAccessTokens } from './order-access-token.port';
import type { OrderLinks } from './order-link.port';

/**
 * Whether a bearer token (X-Order-Token, ?token=) proves the buyer of `order`: the access token checkout gave
 * this browser (decision 5), or the token of a signed order link that names THIS order and has not expired
 * (issue 30: the link in the order's mails opens the order in any browser). A link is as strong as the token
 * for that one order, for the link's lifetime; a link of another order proves nothing here.
 */
export function tokenProvesBuyer(
  order: StoredOrder, token: string | null | undefined, proofs: { tokens: OrderAccessTokens; links: OrderLinks }, now: Date,
): boolean {
  if (typeof token !== 'string' || token === '') return false;
  if (proofs.tokens.matches(token, order.accessTokenHash)) return true;
  return proofs.links.verify(token, now)?.orderId === order.id;
}
