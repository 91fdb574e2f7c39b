import type { OrderStatus } from '../../domain/orders/order-status';

/**
 * An order's move, as the transactional outbox holds it (order_events; docs/decisions.md section 51). The one
 * writer of order moves writes it in the move's own transaction, so no move happens without its event and no
 * event exists for a move that rolled back.
 * - 'status:<STATUS>': the order's status became STATUS (order_status_events keeps the from/to audit).
 * - 'shipment:handed_in' | 'shipment:at_store' | 'shipment:picked_up': the parcel's steps, from the shipment store.
 * - 'order:placed': checkout created the order (its first status is in the order row).
 */
export type ShipmentEventType = 'shipment:handed_in' | 'shipment:at_store' | 'shipment:picked_up';
export type OrderEventType = `status:${OrderStatus}` | ShipmentEventType | 'order:placed';

export interface OrderEvent {
  id: number;
  orderId: string;
  type: OrderEventType;
  reason: string | null;
  createdAt: Date;
}

export function statusEvent(status: OrderStatus): OrderEventType {
  return `status:${status}`;
}
