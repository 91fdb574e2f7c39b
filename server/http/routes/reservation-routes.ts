import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { ReleaseOutletItem } from '../../../application/cart/release-outlet-item';
import { optionalCustomer } from '../auth';
import { cartAccessOf } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import { ReleaseBody, ReleaseResponse } from '../../../application/contracts/cart';
import { respond } from '../respond';

/**
 * POST /api/outlet/release (spec 2, section 7): the checkout screen's release of an unconfirmed outlet line.
 * reservedBy names a cart: a stranger on a member's phone releases nothing (server/http/cart-access.ts).
 */
export function reservationRoutes(container: Container): Router {
  const releaseItem = container.get(ReleaseOutletItem);
  const auth = { optionalCustomer: optionalCustomer(container), cartAccess: cartAccessOf(container) };
  const router = new Router();
  router.post('/api/outlet/release', auth.optionalCustomer, async (ctx) => {
    const { id, reservedBy } = decodeOrThrow(ReleaseBody, ctx.request.body);
    const caller = await auth.cartAccess(ctx, reservedBy);
    ctx.set('Cache-Control', 'no-store');
    // A stranger on a member's phone: what a phone holding nothing gets (cart-access.ts).
    respond(ctx, ReleaseResponse, { success: true, ...(caller.kind === 'stranger' ? { released: false } : await releaseItem.execute(id, reservedBy)) });
  });
  return router;
}
