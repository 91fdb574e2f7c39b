import { inject, injectable } from 'inversify';
import type { OrderEvent, OrderEventType } from '../../order-events/order-event';
import type { OrderEventConsumer } from '../../order-events/order-event-consumer';
import type { StoredOrder } from '../../orders/order';
import { ORDER_LINKS, type OrderLinks } from '../../orders/order-link.port';
import { ORDER_STORE, type OrderStore } from '../../orders/order-store.port';
import { CLOCK, type Clock } from '../../shared/clock.port';
import { SHIPMENT_STORE, type ShipmentStore } from '../../shipping/shipment-store.port';
import { MAILER, type Mailer } from '../mailer.port';
import { orderMail } from './order-mail';
import { shipmentFacts, type OrderMailKind } from './order-mail-facts';
import { ORDER_MAIL_RECORDS, type OrderMailRecords } from './order-mail-records.port';

/** The mail consumer's key in the outbox and the moves it mails (the outbox writes a delivery only for these). */
export const MAIL_CONSUMER_SUBSCRIPTION = {
  name: 'mail',
  subscribes: ['status:PAID', 'order:placed', 'shipment:handed_in', 'shipment:at_store', 'shipment:picked_up'],
} as const satisfies { name: string; subscribes: readonly OrderEventType[] };

/** Which mail a move sends for this order, if any: a PAID card order, a placed store-payment order, the parcel's steps. */
function kindOf(type: OrderEventType, order: StoredOrder): OrderMailKind | null {
  switch (type) {
    // A card payment succeeded; a store-payment order is paid at the store and hears of it as "picked up".
    case 'status:PAID': return order.paymentMethod === 'credit_card' ? 'card_paid' : null;
    // A card order is placed awaiting payment: its mail is the payment's.
    case 'order:placed': return order.paymentMethod === 'store_cod' ? 'store_order_placed' : null;
    case 'shipment:handed_in': return 'handed_in';
    case 'shipment:at_store': return 'at_store';
    case 'shipment:picked_up': return 'picked_up';
    default: return null;
  }
}

/**
 * Issue 30: the order mails, as a consumer of the order-event outbox (ORDER_EVENT_CONSUMERS). Runs after the move
 * has committed, in the dispatcher's job: a mail that fails throws, the outbox retries it with backoff and lists it
 * to staff when it keeps failing, and the order never hears of it (no order is read for writing here).
 *
 * Idempotent: a mail accepted by the mailer is recorded by (event, kind) in order_mails, and a delivery run again
 * (killed after sending and before being marked done, or retried by staff) finds it and sends nothing. The one
 * window left is between the mailer's acceptance and the record (milliseconds): a crash exactly there sends the
 * mail twice, never loses it.
 *
 * No address on the order (orders.email), an unknown order, or a move that mails nothing: 'done', nothing sent.
 */
@injectable()
export class OrderMailConsumer implements OrderEventConsumer {
  readonly name = MAIL_CONSUMER_SUBSCRIPTION.name;
  readonly subscribes: readonly OrderEventType[] = MAIL_CONSUMER_SUBSCRIPTION.subscribes;

  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(ORDER_MAIL_RECORDS) private readonly records: OrderMailRecords,
    @inject(ORDER_LINKS) private readonly links: OrderLinks,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(event: OrderEvent): Promise<'done'> {
    const order = await this.orders.findOrder(event.orderId);
    const kind = order ? kindOf(event.type, order) : null;
    if (!order || !kind) return 'done';
    const to = await this.records.recipientOf(order.id);
    if (!to || await this.records.wasSent(event.id, kind)) return 'done';

    const [items, shipment, invoice] = await Promise.all([
      this.orders.listItems(order.id), this.shipments.findByOrderId(order.id), this.records.issuedInvoice(order.id),
    ]);
    const now = this.clock.now();
    const mail = orderMail(kind, {
      to, order, items, invoice,
      // ECPay's C2C notices carry no pickup deadline today: the at-store mail then names none.
      shipment: shipment ? shipmentFacts(shipment) : null,
      link: this.links.linkFor(order.id, now),
    });
    // deliver(), not send(): a mail server that refuses must fail this delivery (retried, then listed to staff).
    await this.mailer.deliver(mail);
    await this.records.recordSent({ eventId: event.id, kind, orderId: order.id, to, sentAt: now });
    return 'done';
  }
}
