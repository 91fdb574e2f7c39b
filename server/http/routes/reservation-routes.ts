import { Router } from '@koa/router';
import type { ReleaseOutletItem } from '../../../application/cart/release-outlet-item';
import { decodeOrThrow } from '../codecs/decode';
import { ReleaseBody } from '../codecs/cart-params';

/** POST /api/outlet/release (spec 2, section 7): the checkout screen's release of an unconfirmed outlet line. */
export function reservationRoutes(releaseItem: ReleaseOutletItem): Router {
  const router = new Router();
  router.post('/api/outlet/release', async (ctx) => {
    const { id, reservedBy } = decodeOrThrow(ReleaseBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, ...(await releaseItem.execute(id, reservedBy)) };
  });
  return router;
}
