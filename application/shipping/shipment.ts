import type { ShipmentJobStatus } from '../../domain/orders/shipment-job';
import type { ShipmentStage } from '../../domain/orders/shipment-status';

export type { ShipmentJobStatus };

/** A shipment as the store keeps it (table shipments). */
export interface Shipment {
  id: number;
  orderId: string;
  merchantTradeNo: string;
  subType: string;
  /** The creation job's state (domain/orders/shipment-job.ts): creating (due at nextAttemptAt), created, failed. */
  status: ShipmentJobStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  /** AllPayLogisticsID. */
  logisticsId: string | null;
  /** CVSPaymentNo. */
  paymentNo: string | null;
  /** CVSValidationNo (7-ELEVEN). */
  validationNo: string | null;
  statusCode: number | null;
  statusMessage: string | null;
  /** UpdateStatusDate of the code shown (decides between out-of-order notifications). */
  statusAt: Date | null;
  shippingStatus: ShipmentStage;
  /** An ECPay code that needs a person (store closed, return not collected...) was the latest of its stage. */
  attention: boolean;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type ShipmentEventSource = 'create' | 'notification' | 'manual';

/** One row of a shipment's history (table shipment_events). */
export interface ShipmentEvent {
  statusCode: number | null;
  message: string;
  source: ShipmentEventSource;
  /** ECPay's UpdateStatusDate (or our clock for our own events). */
  occurredAt: Date;
  receivedAt: Date;
}

/**
 * Our MerchantTradeNo of an order's shipment: ORD-12345678 -> ORD12345678L (alphanumeric, at most 20
 * characters, research 8.1). One per order, ever: a retry after a crash sends the same number, so ECPay's
 * duplicate refusal tells us it already has the shipment (decision in docs: never two shipments per order).
 * The payment attempts' numbers end in R{n}, so the two never meet.
 */
export function shipmentTradeNo(orderId: string): string {
  return `${orderId.replace(/[^A-Za-z0-9]/g, '')}L`;
}
