import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { orderTarget, RecordStaffAction } from '../../../application/admin/record-staff-action';
import { NotFoundError } from '../../../application/errors';
import { ListPaymentAttention } from '../../../application/payments/list-payment-attention';
import { ResolvePaymentAttention } from '../../../application/payments/resolve-payment-attention';
import { requireStaff, staffOf } from '../auth';
import type * as t from 'io-ts';
import { PaymentAttentionItem, PaymentAttentionList, toPaymentAttentionWire } from '../../../application/contracts/payments';
import { respond } from '../respond';

/**
 * The staff console's payments that need a person (docs/decisions.md decision 7): second charges to refund
 * and amount mismatches. Staff bearer token only (a customer token or none: 401). Cache-Control: no-store.
 * Resolving writes the staff audit log ('payment.attention_resolved' on order:{orderId}).
 *
 *   GET  /api/admin/payments/attention                     { items: [...] } unresolved first, newest first
 *   POST /api/admin/payments/attention/:attemptId/resolve  the item, resolved (idempotent); 404 if not flagged
 */
export function paymentAttentionRoutes(container: Container): Router {
  const router = new Router();
  const staffOnly = requireStaff(container);
  const list = container.get(ListPaymentAttention);
  const resolve = container.get(ResolvePaymentAttention);
  const audit = container.get(RecordStaffAction);
  const answer = <C extends t.Mixed>(ctx: Context, codec: C, body: t.TypeOf<C>) => {
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, codec, body);
  };

  router.get('/api/admin/payments/attention', staffOnly, async (ctx) => {
    answer(ctx, PaymentAttentionList, { items: (await list.execute()).map(toPaymentAttentionWire) });
  });

  router.post('/api/admin/payments/attention/:attemptId/resolve', staffOnly, async (ctx) => {
    const raw = ctx.params.attemptId;
    if (!/^[1-9]\d{0,14}$/.test(raw)) throw new NotFoundError('PAYMENT_ATTENTION_NOT_FOUND', 'PAYMENT_ATTENTION_NOT_FOUND');
    const staffId = staffOf(ctx).staff.id;
    const item = await resolve.execute(Number(raw), staffId);
    // Audited here, not in the use case: the console's refund action (RecordOrderRefund) reuses the use case and
    // writes its own entry.
    await audit.execute(staffId, 'payment.attention_resolved', orderTarget(item.orderId), { attemptId: item.attemptId, reason: item.reason });
    answer(ctx, PaymentAttentionItem, toPaymentAttentionWire(item));
  });

  return router;
}
