import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { ReleaseOutletItem } from '../../../application/cart/release-outlet-item';
import { optionalCustomer } from '../auth';
import { cartAccessOf } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import { ReleaseBody, ReleaseResponse } from '../../../application/contracts/cart';
import { NO_STORE, respond } from '../respond';

/**
 * POST /api/outlet/release (spec 2, section 7): the checkout screen's release of an unconfirmed outlet line.
 * reservedBy names a phone; the caller's cart of it is released from (server/http/cart-access.ts): without a
 * cart key, nothing is released.
 */
export function reservationRoutes(container: Container): Router {
  const releaseItem = container.get(ReleaseOutletItem);
  const auth = { optionalCustomer: optionalCustomer(container), cartAccess: cartAccessOf(container) };
  const router = new Router();
  router.post('/api/outlet/release', auth.optionalCustomer, async (ctx) => {
    const { id, reservedBy } = decodeOrThrow(ReleaseBody, ctx.request.body);
    const caller = await auth.cartAccess(ctx, reservedBy);
    // No cart: what a cart holding nothing gets (cart-access.ts).
    respond(ctx, ReleaseResponse, { success: true, ...(caller.cart === null ? { released: false } : await releaseItem.execute(id, caller.cart)) }, NO_STORE);
  });
  return router;
}
