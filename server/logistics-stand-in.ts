import { ProviderUnavailableError } from '../application/errors';
import type { LogisticsGateway } from '../application/shipping/logistics-gateway.port';

/**
 * A port-bound placeholder of the ECPay C2C logistics adapter (adapters/ecpay logistics, built in parallel for
 * issue 12): until knexAdapters() binds the real one, every creation is "ECPay unavailable" (the shipment job
 * retries with backoff, then lists the shipment to staff) and every status notification is refused as
 * unverifiable (answered 0|..., nothing changes). It never pretends a shipment exists.
 */
const unavailable = () => new ProviderUnavailableError('LOGISTICS_UNAVAILABLE', 'SHIPMENT_LOGISTICS_UNAVAILABLE');

export const unavailableLogisticsGateway: LogisticsGateway = {
  createShipment: async () => { throw unavailable(); },
  findShipment: async () => { throw unavailable(); },
  verifyStatusNotification: () => null,
};
