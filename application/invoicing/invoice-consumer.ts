import { inject, injectable } from 'inversify';
import type { OrderEvent, OrderEventType } from '../order-events/order-event';
import type { OrderEventConsumer } from '../order-events/order-event-consumer';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import type { InvoiceJobOutcome } from './invoice-job';
import { IssueOrderInvoice } from './issue-order-invoice';
import { VoidOrderInvoice } from './void-order-invoice';

/**
 * The invoice's order moves, without the dependencies: the outbox writer needs which events get an 'invoice'
 * delivery, not the consumer itself.
 */
export const INVOICE_CONSUMER_SUBSCRIPTION = {
  name: 'invoice',
  subscribes: ['status:PAID', 'shipment:picked_up', 'status:REFUNDED', 'status:CANCELLED'] as const satisfies readonly OrderEventType[],
} as const;

/**
 * The e-invoice on the order's moves (issue 30): a card order is invoiced when PAID, a store-payment order when its
 * parcel is picked up (it is paid at the counter; a card order's pickup changes nothing); a refund or a cancel voids
 * the invoice (or marks it for an allowance after ECPay's window), and nothing issued means nothing to void. Each
 * step is once-only (IssueOrderInvoice, VoidOrderInvoice), so a redelivered event is a no-op.
 */
@injectable()
export class InvoiceConsumer implements OrderEventConsumer {
  readonly name = INVOICE_CONSUMER_SUBSCRIPTION.name;
  readonly subscribes: readonly OrderEventType[] = INVOICE_CONSUMER_SUBSCRIPTION.subscribes;

  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(IssueOrderInvoice) private readonly issue: IssueOrderInvoice,
    @inject(VoidOrderInvoice) private readonly voidInvoice: VoidOrderInvoice,
  ) {}

  async handle(event: OrderEvent): Promise<'done' | { retryAt: Date }> {
    const order = await this.orders.findOrder(event.orderId);
    if (!order) return 'done';
    switch (event.type) {
      case 'status:PAID':
        return order.paymentMethod === 'credit_card' ? answer(await this.issue.execute(order.id)) : 'done';
      case 'shipment:picked_up':
        return order.paymentMethod === 'store_cod' ? answer(await this.issue.execute(order.id)) : 'done';
      case 'status:REFUNDED':
        return answer(await this.voidInvoice.execute(order.id, 'REFUNDED'));
      case 'status:CANCELLED':
        return answer(await this.voidInvoice.execute(order.id, 'CANCELLED'));
      default:
        return 'done';
    }
  }
}

function answer(outcome: InvoiceJobOutcome): 'done' | { retryAt: Date } {
  return outcome.kind === 'retry' ? { retryAt: outcome.at } : 'done';
}
