import type { CreateShipmentOutcome } from './create-shipment';
import type { Shipment } from './shipment';

/**
 * What a staff action on a shipment did (create-shipment-now.ts), for the console's answer
 * and its audit log:
 * - created: ECPay has the shipment now (this call made or recovered it);
 * - already_created: it had it before; nothing was called (the action is idempotent);
 * - in_progress: another process is creating it right now; nothing was called;
 * - retry_later / failed: ECPay was unreachable (the job retries) or refused (error says why).
 */
export type StaffShipmentResult =
  | { result: 'created' | 'already_created' | 'in_progress'; shipment: Shipment }
  | { result: 'retry_later' | 'failed'; shipment: Shipment; error: string };

export function toStaffResult(outcome: CreateShipmentOutcome, shipment: Shipment): StaffShipmentResult {
  switch (outcome.kind) {
    case 'created':
      return { result: 'created', shipment: outcome.shipment };
    case 'retry_later':
      return { result: 'retry_later', shipment, error: outcome.error };
    default:
      return { result: 'failed', shipment, error: outcome.error };
  }
}
