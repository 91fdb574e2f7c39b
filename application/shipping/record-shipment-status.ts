import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import type { ShipmentStatusNotification } from './logistics-gateway.port';
import type { Shipment } from './shipment';
import { decideByCode } from './shipment-decisions';
import { SHIPMENT_STORE, type ShipmentStore } from './shipment-store.port';

export type RecordShipmentStatusOutcome =
  /** No shipment has this MerchantTradeNo (not ours, or an order we never shipped). */
  | { kind: 'unknown_shipment' }
  /** first: a new event (false: a repeat, nothing changed); shipment: after applying it. */
  | { kind: 'recorded'; first: boolean; shipment: Shipment };

/**
 * A VERIFIED status notification of ECPay (ServerReplyURL; the route verified its MD5 CheckMacValue through the
 * gateway). Recorded once in the shipment's history (UNIQUE(shipment, code, UpdateStatusDate): ECPay's resends
 * insert nothing) and applied by the domain's forward-only rule under the shipment's row lock, whatever the
 * order of arrival: an older code arriving after a newer one is history only. The hand-in code sets shipped_at,
 * the pickup code delivered_at. ECPay's numbers (AllPayLogisticsID, CVSPaymentNo, CVSValidationNo) are kept
 * when it sends them: a notification may even arrive before our create call recorded the answer.
 */
@injectable()
export class RecordShipmentStatus {
  constructor(
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(notification: ShipmentStatusNotification): Promise<RecordShipmentStatusOutcome> {
    const outcome = await this.shipments.recordStatus(notification.merchantTradeNo, {
      statusCode: notification.statusCode, message: notification.statusMessage, source: 'notification',
      occurredAt: notification.updatedAt, receivedAt: this.clock.now(),
      logisticsId: notification.logisticsId, paymentNo: notification.paymentNo, validationNo: notification.validationNo,
      decide: decideByCode(notification.statusCode, notification.updatedAt),
    });
    return outcome.kind === 'not_found' ? { kind: 'unknown_shipment' } : outcome;
  }
}
