import { NotFoundError } from '../errors';
import type { Shipment } from './shipment';
import type { ShipmentStore } from './shipment-store.port';

export function shipmentNotFound(): NotFoundError {
  return new NotFoundError('SHIPMENT_NOT_FOUND', 'SHIPMENT_NOT_FOUND');
}

/** The order's shipment, for the staff actions on it. @throws NotFoundError SHIPMENT_NOT_FOUND */
export async function requireShipment(store: ShipmentStore, orderId: string): Promise<Shipment> {
  const shipment = await store.findByOrderId(orderId);
  if (!shipment) throw shipmentNotFound();
  return shipment;
}
