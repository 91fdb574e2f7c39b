import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { DeliveryRetryResult, FailedDeliveryList } from '../../../application/contracts/order-events';
import { NotFoundError } from '../../../application/errors';
import { ListFailedDeliveries } from '../../../application/order-events/list-failed-deliveries';
import { RetryFailedDelivery } from '../../../application/order-events/retry-failed-delivery';
import { requireStaff, staffOf } from '../auth';
import { say } from '../language';
import { NO_STORE, respond } from '../respond';

/**
 * The console's failed deliveries of order moves (issue 30). Staff bearer token only (a customer's 401, like the other
 * "needs a person" lists). Cache-Control: no-store. The retry's audit is the use case's (RetryFailedDelivery).
 *
 *   GET  /api/admin/order-events/failed                       { items: [...] } newest first
 *   POST /api/admin/order-events/:eventId/:consumer/retry     due again now; 409 DELIVERY_NOT_FAILED; 404 for a malformed key
 */
export function orderEventRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container, { customerToken: 'unauthorized' });
  const list = container.get(ListFailedDeliveries);
  const retry = container.get(RetryFailedDelivery);

  router.get('/api/admin/order-events/failed', staff, async (ctx) => {
    const items = await list.execute();
    respond(ctx, FailedDeliveryList, { items: items.map((item) => ({ ...item, updatedAt: item.updatedAt.toISOString() })) }, NO_STORE);
  });

  router.post('/api/admin/order-events/:eventId/:consumer/retry', staff, async (ctx) => {
    const { eventId, consumer } = ctx.params;
    if (!/^[1-9]\d{0,14}$/.test(eventId) || !/^[a-z][a-z0-9-]{0,31}$/.test(consumer)) throw new NotFoundError('DELIVERY_NOT_FAILED', 'DELIVERY_NOT_FAILED');
    await retry.execute(Number(eventId), consumer, staffOf(ctx).staff.id);
    respond(ctx, DeliveryRetryResult, { success: true, message: say(ctx, 'DELIVERY_RETRIED') }, NO_STORE);
  });

  return router;
}
