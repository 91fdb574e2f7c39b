import { inject, injectable } from 'inversify';
import { transitionOrder, type OrderStatus } from '../../domain/orders/order-status';
import { ConflictError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { orderNotFound } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';

export interface TransitionOrderInput {
  orderId: string;
  to: OrderStatus;
  /** Why, for the audit (order_status_events.reason): 'ecpay notification RtnCode=1', 'staff', ... */
  reason?: string | null;
  /** The order's status_message after the change (e.g. the provider's RtnMsg); cleared when absent. */
  statusMessage?: string | null;
}

export interface TransitionOrderResult {
  orderId: string;
  from: OrderStatus;
  status: OrderStatus;
  /** false when the order already had the status: a repeated provider notification changes nothing. */
  changed: boolean;
}

/**
 * THE way an order's status changes (design: orders move only through the domain's status machine). The
 * store locks the order, the domain's transitionOrder decides from its current status, and a change is
 * written with an order_status_events row in the same transaction. Asking for the status the order already
 * has succeeds with changed: false and writes nothing (idempotent for repeated callbacks).
 */
@injectable()
export class TransitionOrder {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @throws NotFoundError ORDER_NOT_FOUND
   * @throws ConflictError ORDER_TRANSITION_NOT_ALLOWED (nothing changed)
   */
  async execute({ orderId, to, reason = null, statusMessage = null }: TransitionOrderInput): Promise<TransitionOrderResult> {
    const outcome = await this.orders.changeStatus(orderId, (from) => transitionOrder(from, to), { reason, statusMessage, now: this.clock.now() });
    if (outcome.kind === 'not_found') throw orderNotFound();
    if (outcome.kind === 'refused') {
      throw new ConflictError('ORDER_TRANSITION_NOT_ALLOWED', { code: 'ORDER_TRANSITION_NOT_ALLOWED', params: { from: outcome.from, to } });
    }
    return { orderId, from: outcome.from, status: outcome.status, changed: outcome.changed };
  }
}
