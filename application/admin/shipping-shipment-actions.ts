import { inject, injectable } from 'inversify';
import { ConflictError } from '../errors';
import { CreateShipmentNow } from '../shipping/create-shipment-now';
import { MarkDelivered } from '../shipping/mark-delivered';
import type { ShipmentActions, ShipmentRequestOutcome } from './shipment-actions.port';

/**
 * The console's shipment actions (shipment-actions.port.ts) over the shipment use cases of application/shipping:
 * "create or retry" is CreateShipmentNow (it makes the shipment row when there is none, then tries ECPay at once;
 * a second process already creating it is left to finish), and "mark delivered" is MarkDelivered with the staff id
 * in the shipment's history (the console's use case writes the audit log).
 */
@injectable()
export class ShippingShipmentActions implements ShipmentActions {
  constructor(
    @inject(CreateShipmentNow) private readonly createNow: CreateShipmentNow,
    @inject(MarkDelivered) private readonly markDeliveredNow: MarkDelivered,
  ) {}

  async createOrRetry(orderId: string): Promise<{ outcome: ShipmentRequestOutcome }> {
    const answer = await this.createNow.execute(orderId);
    switch (answer.result) {
      case 'created':
      case 'already_created':
        return { outcome: answer.result };
      // ECPay unreachable (the job retries on its backoff) or another process is creating it right now.
      case 'retry_later':
      case 'in_progress':
        return { outcome: 'retry_scheduled' };
      case 'failed':
        throw new ConflictError('SHIPMENT_REFUSED', { code: 'SHIPMENT_REFUSED', params: { reason: answer.error } });
    }
  }

  async markDelivered(orderId: string, staffId: number): Promise<{ changed: boolean }> {
    const { changed } = await this.markDeliveredNow.execute({ orderId, staffId });
    return { changed };
  }
}
