/**
 * The staff audit log (issue 12): every change a staff member makes (who, when, what), readable in the console.
 * Implemented by adapters/persistence/admin/knex-audit-log.ts (table staff_audit_log). Writes are best kept in
 * the same request as the change; a failed audit write fails the request (a change nobody can account for is
 * worse than a retry).
 */
export interface AuditEntry {
  staffId: number;
  /** A stable verb: 'shipment.create', 'shipment.retry', 'order.mark_delivered', 'payment.refund_recorded',
   * 'shopify.connect', 'shopify.disconnect', 'shopify.sync', 'shopee.connect', 'shopee.disconnect', 'shopee.sync'. */
  action: string;
  /** What it acted on, e.g. 'order:ORD-12345678', 'connection:shopify'. */
  target: string;
  /** Small JSON-able facts (never a secret or a token). */
  details?: Record<string, unknown>;
  at: Date;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  list(query: { page: number; limit: number; target?: string }): Promise<{ entries: (AuditEntry & { id: number; staffName: string | null })[]; total: number }>;
}

export const AUDIT_LOG = Symbol.for('AuditLog');
