import { inject, injectable } from 'inversify';
import { AUDIT_LOG, type AuditLog } from '../shared/audit-log.port';
import { CLOCK, type Clock } from '../shared/clock.port';

/**
 * Writes one entry of the staff audit log, stamped by the clock. Every staff change's use case calls it after its
 * change (the console's actions, resolving a payment attention, the Shopee and Shopify connections and syncs);
 * routes never write the log. A failed write fails the request (audit-log.port.ts).
 */
@injectable()
export class RecordStaffAction {
  constructor(@inject(AUDIT_LOG) private readonly log: AuditLog, @inject(CLOCK) private readonly clock: Clock) {}

  async execute(staffId: number, action: string, target: string, details?: Record<string, unknown>): Promise<void> {
    await this.log.record({ staffId, action, target, ...(details ? { details } : {}), at: this.clock.now() });
  }
}

/** The audit target of an order. */
export const orderTarget = (orderId: string): string => `order:${orderId}`;
