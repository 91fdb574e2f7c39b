import type { ShipmentEventType } from '../../../application/order-events/order-event';
import { meaningOfStatusCode } from '../../../domain/orders/shipment-status';
import type { ShipmentRow } from './shipment-rows';

const atStore = (code: number | null) => code !== null && meaningOfStatusCode(Number(code)).atStore === true;

/**
 * The parcel's steps that are order moves (issue 30: the mails, the store-payment invoice at pickup), read off one
 * applied status: the first hand-in (shipped_at set), the arrival at the store (an at-store code after one that was
 * not), the pickup (delivered_at set: ECPay's code or staff's "mark delivered"). A repeated or older status sets none.
 */
export function shipmentMovesOf(before: ShipmentRow, after: ShipmentRow): ShipmentEventType[] {
  const moves: ShipmentEventType[] = [];
  if (!before.shipped_at && after.shipped_at) moves.push('shipment:handed_in');
  if (!atStore(before.status_code) && atStore(after.status_code) && !after.delivered_at) moves.push('shipment:at_store');
  if (!before.delivered_at && after.delivered_at) moves.push('shipment:picked_up');
  return moves;
}
