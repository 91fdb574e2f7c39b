import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { NotFoundError } from '../../../application/errors';
import { ListPaymentAttention } from '../../../application/payments/list-payment-attention';
import { ResolvePaymentAttention } from '../../../application/payments/resolve-payment-attention';
import { requireStaff, staffOf } from '../auth';
import { PaymentAttentionItem, PaymentAttentionList } from '../../../application/contracts/payments';
import { NO_STORE, respond } from '../respond';
import { toPaymentAttentionWire } from '../wire/payments';

/**
 * The staff console's payments that need a person (docs/decisions.md decision 7): second charges to refund
 * and amount mismatches. Staff bearer token only (a customer token or none: 401). Cache-Control: no-store.
 * Resolving writes the staff audit log ('payment.attention_resolved' on order:{orderId}) in its use case.
 *
 *   GET  /api/admin/payments/attention                     { items: [...] } unresolved first, newest first
 *   POST /api/admin/payments/attention/:attemptId/resolve  the item, resolved (idempotent); 404 if not flagged
 */
export function paymentAttentionRoutes(container: Container): Router {
  const router = new Router();
  // A customer's token is 401 here like none (the console's other routes answer it 403 STAFF_ONLY).
  const staff = requireStaff(container, { customerToken: 'unauthorized' });
  const list = container.get(ListPaymentAttention);
  const resolve = container.get(ResolvePaymentAttention);

  router.get('/api/admin/payments/attention', staff, async (ctx) => {
    respond(ctx, PaymentAttentionList, { items: (await list.execute()).map(toPaymentAttentionWire) }, NO_STORE);
  });

  router.post('/api/admin/payments/attention/:attemptId/resolve', staff, async (ctx) => {
    const raw = ctx.params.attemptId;
    if (!/^[1-9]\d{0,14}$/.test(raw)) throw new NotFoundError('PAYMENT_ATTENTION_NOT_FOUND', 'PAYMENT_ATTENTION_NOT_FOUND');
    const item = await resolve.execute(Number(raw), staffOf(ctx).staff.id);
    respond(ctx, PaymentAttentionItem, toPaymentAttentionWire(item), NO_STORE);
  });

  return router;
}
