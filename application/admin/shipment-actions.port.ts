/**
 * The staff console's shipment actions (issue 12), a seam to the shipment use cases of application/shipping/
 * (CreateShipmentNow, MarkDelivered): the console's use cases code against this port, and
 * server/modules/admin.module.ts binds it to ShippingShipmentActions (shipping-shipment-actions.ts) over them.
 *
 * Both methods are idempotent. They throw the application's errors: NotFoundError for an unknown order or (mark
 * delivered) an order without a shipment, ConflictError when the order cannot ship (not paid / not confirmed),
 * ECPay refused it, or the parcel cannot be marked (not created at ECPay, or returned). ECPay out of reach is
 * not an error: the shipment is due again ('retry_scheduled'). An implementation that cannot act at all throws
 * ProviderUnavailableError LOGISTICS_UNAVAILABLE (503).
 */
export type ShipmentRequestOutcome =
  /** A logistics order was created now. */
  | 'created'
  /** The failed or waiting shipment is due again at once (the job picks it up). */
  | 'retry_scheduled'
  /** It already has a logistics order: nothing to do. */
  | 'already_created';

export interface ShipmentActions {
  /** Create the order's logistics order now, or retry a failed one. */
  createOrRetry(orderId: string, staffId: number): Promise<{ outcome: ShipmentRequestOutcome }>;
  /** Mark the parcel delivered by hand when ECPay is silent (records a manual shipment event). */
  markDelivered(orderId: string, staffId: number): Promise<{ changed: boolean }>;
}

export const SHIPMENT_ACTIONS = Symbol.for('ShipmentActions');
