import type { OrderStatus } from './order-status';
import type { FulfilmentStage } from './order-truth';

/**
 * What the staff console reads and offers for an order (issue 28), from the two facts of order-truth.ts.
 *
 * - The status staff read: the order's status, except that a parcel picked up at the store finishes the order:
 *   it reads COMPLETED, not PROCESSING (PROCESSING is final in the order's machine; the pickup is the shipment's
 *   fact, ECPay's 2067/3022 or staff's "mark delivered").
 * - The console's primary action follows the stage, so staff are never offered what the server would refuse:
 *   an unpaid card order has no shipment actions at all; before ECPay has the logistics order, "create" (or
 *   "retry" after a failure); once ECPay has it, "mark delivered" (by hand, when ECPay stays silent); a parcel
 *   picked up or returned has none.
 */
export const CONSOLE_ORDER_STATES = ['PENDING', 'PENDING_PAYMENT', 'PAID', 'PROCESSING', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT', 'CANCELLED', 'REFUNDED', 'COMPLETED'] as const satisfies readonly (OrderStatus | 'COMPLETED')[];
export type ConsoleOrderState = (typeof CONSOLE_ORDER_STATES)[number];

export function consoleOrderState(status: OrderStatus, stage: FulfilmentStage | null | undefined): ConsoleOrderState {
  return stage === 'delivered' ? 'COMPLETED' : status;
}

export interface ConsoleOrderActions {
  /** 建立物流單 ('create'), its retry after a failed creation ('retry'), or none. */
  shipment: 'create' | 'retry' | null;
  /** 標記已取貨: only while ECPay has the logistics order and the parcel is not yet picked up or returned. */
  markDelivered: boolean;
}

/** `shipmentJob`: the shop's shipment row's job status ('pending', 'creating', 'created', 'failed'), null without one. */
export function consoleOrderActions(stage: FulfilmentStage, shipmentJob: string | null): ConsoleOrderActions {
  switch (stage) {
    case 'awaiting_payment':
    case 'delivered':
    case 'returned':
    case 'cancelled':
      return { shipment: null, markDelivered: false };
    case 'pending':
      return { shipment: shipmentJob === 'failed' ? 'retry' : 'create', markDelivered: false };
    default:
      return { shipment: null, markDelivered: true };
  }
}
