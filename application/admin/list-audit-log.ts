import { inject, injectable } from 'inversify';
import { AUDIT_LOG, type AuditEntry, type AuditLog } from '../shared/audit-log.port';

/** GET /api/admin/audit (staff): who changed what and when, newest first, optionally of one target. */
@injectable()
export class ListAuditLog {
  constructor(@inject(AUDIT_LOG) private readonly log: AuditLog) {}

  execute(query: { page: number; limit: number; target?: string }): Promise<{ entries: (AuditEntry & { id: number; staffName: string | null })[]; total: number }> {
    return this.log.list(query);
  }
}
