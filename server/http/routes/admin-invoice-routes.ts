import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { InvoiceProblem, InvoiceProblemList } from '../../../application/contracts/invoice-problems';
import { OrderIdParams } from '../../../application/contracts/checkout';
import { ListInvoiceProblems } from '../../../application/invoicing/list-invoice-problems';
import { RetryInvoice } from '../../../application/invoicing/retry-invoice';
import { requireStaff, staffOf } from '../auth';
import { decodeOrThrow } from '../codecs/decode';
import { NO_STORE, respond } from '../respond';
import { toInvoiceProblemWire } from '../wire/invoicing';

/**
 * The console's e-invoices that need a person (issue 30): failed to issue or void (with ECPay's reason and a retry),
 * and refunded after ECPay's void window (an allowance is needed). Staff token only (a customer's 403 STAFF_ONLY,
 * none 401), like the console's other routes. The retry is audited 'invoice.retried' by its use case; it cannot
 * call ECPay more often than the job does (the same claim, the same shared pause: 429 with Retry-After during it).
 *
 *   GET  /api/admin/invoices/problems          { items: [...] } latest change first (at most 200)
 *   POST /api/admin/invoices/:orderId/retry    the invoice after the retry; 404 none, 409 not failed
 */
export function adminInvoiceRoutes(container: Container): Router {
  const router = new Router();
  const staff = requireStaff(container);
  const list = container.get(ListInvoiceProblems);
  const retry = container.get(RetryInvoice);

  router.get('/api/admin/invoices/problems', staff, async (ctx) => {
    respond(ctx, InvoiceProblemList, { items: (await list.execute()).map(toInvoiceProblemWire) }, NO_STORE);
  });

  router.post('/api/admin/invoices/:orderId/retry', staff, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    respond(ctx, InvoiceProblem, toInvoiceProblemWire(await retry.execute(orderId, staffOf(ctx).staff.id)), NO_STORE);
  });

  return router;
}
