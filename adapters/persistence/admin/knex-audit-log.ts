import type { Knex } from 'knex';
import type { AuditEntry, AuditLog } from '../../../application/shared/audit-log.port';
import { toDate } from './stored-date';

interface AuditRow {
  id: number;
  staff_id: number;
  action: string;
  target: string;
  details: string | null;
  created_at: Date | number | string;
  staff_name: string | null;
}

/** Details are small JSON facts; a row whose text no longer parses is shown without them rather than failing the list. */
function parseDetails(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The staff audit log in staff_audit_log (migration 20261129_1501): an INSERT per change, a page of entries newest
 * first (by id, which follows insertion on both engines), optionally of one target, with the staff member's name
 * joined from staff_users (null when the account is gone).
 */
export class KnexAuditLog implements AuditLog {
  constructor(private readonly knex: Knex) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.knex('staff_audit_log').insert({
      staff_id: entry.staffId, action: entry.action, target: entry.target,
      details: entry.details === undefined ? null : JSON.stringify(entry.details), created_at: entry.at,
    });
  }

  async list(query: { page: number; limit: number; target?: string }): Promise<{ entries: (AuditEntry & { id: number; staffName: string | null })[]; total: number }> {
    const filtered = () => {
      const builder = this.knex('staff_audit_log');
      if (query.target !== undefined) builder.where('staff_audit_log.target', query.target);
      return builder;
    };
    const [countRow] = await filtered().count({ total: '*' });
    const rows: AuditRow[] = await filtered()
      .leftJoin('staff_users', 'staff_users.id', 'staff_audit_log.staff_id')
      .select('staff_audit_log.*', 'staff_users.name as staff_name')
      .orderBy('staff_audit_log.id', 'desc')
      .limit(query.limit).offset((query.page - 1) * query.limit);
    return {
      total: Number((countRow as { total: number | string }).total),
      entries: rows.map((row) => {
        const details = parseDetails(row.details);
        return {
          id: Number(row.id), staffId: Number(row.staff_id), staffName: row.staff_name ?? null, action: row.action, target: row.target,
          at: toDate(row.created_at), ...(details ? { details } : {}),
        };
      }),
    };
  }
}
