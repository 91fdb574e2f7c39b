import { fulfilmentStage, type FulfilmentStage } from '../../domain/orders/order-truth';
import { meaningOfStatusCode, trackingNumberOf } from '../../domain/orders/shipment-status';
import type { StoredOrder } from '../orders/order';
import type { ShippingStatus } from '../../domain/orders/shipping-status';
import type { Shipment, ShipmentEvent } from './shipment';

/** The shipment fields the storefront shows (order history, GET .../logistics/order/{orderId}). */
export interface ShipmentFieldsView {
  shipping_status: ShippingStatus;
  tracking_number: string | null;
  payment_no: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  logistics_id: string | null;
}

/** No shipment yet (or ECPay has not created it): 'pending' and nothing to show. */
export const NO_SHIPMENT: ShipmentFieldsView = {
  shipping_status: 'pending', tracking_number: null, payment_no: null, shipped_at: null, delivered_at: null, logistics_id: null,
};

/**
 * The shopper's view of a shipment. ECPay's numbers show only once the logistics order exists; a shipment
 * being created (or whose creation failed: staff's problem, not the buyer's) is still 'pending' to the shopper.
 */
export function toShipmentFieldsView(shipment: Shipment | undefined): ShipmentFieldsView {
  if (!shipment || shipment.status !== 'created') return NO_SHIPMENT;
  return {
    shipping_status: shipment.shippingStatus,
    tracking_number: trackingNumberOf(shipment.subType, shipment.paymentNo, shipment.validationNo),
    payment_no: shipment.paymentNo,
    shipped_at: shipment.shippedAt?.toISOString() ?? null,
    delivered_at: shipment.deliveredAt?.toISOString() ?? null,
    logistics_id: shipment.logisticsId,
  };
}

/**
 * Where the order's parcel is (issue 22), by the domain's one rule: an unpaid card order does not ship, a shipment
 * counts once ECPay has its logistics order, and a parcel at the store is its own stage.
 */
export function fulfilmentStageOf(order: Pick<StoredOrder, 'status' | 'paymentMethod'>, shipment: Shipment | undefined): FulfilmentStage {
  const created = shipment && shipment.status === 'created' ? { stage: shipment.shippingStatus, statusCode: shipment.statusCode } : null;
  return fulfilmentStage(order.status, order.paymentMethod, created);
}

export interface ShipmentHistoryView {
  status_code: number | null;
  message: string;
  source: ShipmentEvent['source'];
  shipping_status: ShippingStatus;
  occurred_at: string;
}

/** Each event with the stage its code means (an unknown code: in transit; a staff event: delivered). */
export function toHistoryView(event: ShipmentEvent): ShipmentHistoryView {
  const stage = event.statusCode === null ? 'delivered' : meaningOfStatusCode(event.statusCode).stage;
  return {
    status_code: event.statusCode, message: event.message, source: event.source,
    // A code that says nothing of the parcel's place (a store closed) is shown at the stage it interrupts.
    shipping_status: stage ?? 'prepared',
    occurred_at: event.occurredAt.toISOString(),
  };
}
