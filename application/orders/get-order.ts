import { inject, injectable, optional } from 'inversify';
import { INVOICE_READS, type InvoiceReads } from '../invoicing/invoice-reads.port';
import type { OrderView } from './order';
import { OrderReadAccess, type OrderReader } from './order-read-access';
import { buyerOrderView } from './buyer-order-view';
import { strangerView } from './order-redaction';

/**
 * GET /api/ecpay/{orderId} (spec 2, section 7; also the confirmation screen's first read). The buyer (the
 * order's access token, decision 5, or the order's own signed-in customer; docs/accounts-contract.md) reads
 * the whole order; anyone else reads the stranger's view (order-redaction.ts), counted by the read limit
 * (order-read-access.ts). A wrong token reads exactly like no token: no oracle. The buyer's read carries the
 * order's e-invoice (issue 30); a stranger's does not (its number and random code open the invoice elsewhere).
 */
@injectable()
export class GetOrder {
  constructor(
    @inject(OrderReadAccess) private readonly access: OrderReadAccess,
    /** The invoices (issue 30); absent in use-case tests of the order reads alone. */
    @inject(INVOICE_READS) @optional() private readonly invoices?: Pick<InvoiceReads, 'findByOrderIds'>,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED */
  async execute(orderId: string, reader: OrderReader): Promise<OrderView> {
    const { order, proven } = await this.access.read(orderId, reader);
    if (!proven) return strangerView.order(order);
    return buyerOrderView(order, this.invoices);
  }
}
