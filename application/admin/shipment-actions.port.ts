/**
 * The staff console's shipment actions (issue 12), a seam to the shipment use cases of application/shipping/
 * (RetryShipment, CreateShipmentNow, MarkDelivered), which another helper writes in parallel. The console's routes
 * and use cases code against this port; server/modules/admin.module.ts binds a stand-in that answers 503
 * LOGISTICS_UNAVAILABLE until the integration binds an adapter over the real use cases.
 *
 * Both methods are idempotent. They throw the application's errors: NotFoundError for an unknown order,
 * ConflictError when the order cannot ship (not paid / not confirmed) or is already delivered by ECPay's word,
 * ProviderUnavailableError LOGISTICS_UNAVAILABLE when ECPay or the shipment job cannot be reached.
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
