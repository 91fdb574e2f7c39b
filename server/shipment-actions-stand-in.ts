import type { ShipmentActions } from '../application/admin/shipment-actions.port';
import { ProviderUnavailableError } from '../application/errors';

/**
 * The console's shipment actions until the shipment use cases of application/shipping/ (RetryShipment,
 * CreateShipmentNow, MarkDelivered; another part of issue 12) are bound: every action answers 503
 * LOGISTICS_UNAVAILABLE, so the console shows "try again later" rather than pretending a parcel moved.
 * knexAdapters() (server/container.ts) puts it in Adapters.shipmentActions; the integration replaces it with an
 * adapter over those use cases.
 */
const unavailable = () => new ProviderUnavailableError('LOGISTICS_UNAVAILABLE', 'LOGISTICS_UNAVAILABLE');

export const unavailableShipmentActions: ShipmentActions = {
  createOrRetry: async () => { throw unavailable(); },
  markDelivered: async () => { throw unavailable(); },
};
