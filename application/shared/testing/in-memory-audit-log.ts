import type { AuditEntry, AuditLog } from '../audit-log.port';

/** The audit log in memory (tests): the same paging, order (newest first) and target filter as the table. */
export class InMemoryAuditLog implements AuditLog {
  readonly entries: (AuditEntry & { id: number })[] = [];
  private nextId = 1;

  /** staffNames: what the join with staff_users would find (absent: null, like a deleted account). */
  constructor(private readonly staffNames: ReadonlyMap<number, string> = new Map()) {}

  async record(entry: AuditEntry): Promise<void> {
    // A copy, as a row would be: a caller changing its object afterwards changes nothing here.
    this.entries.push({ ...entry, ...(entry.details ? { details: JSON.parse(JSON.stringify(entry.details)) as Record<string, unknown> } : {}), at: new Date(entry.at), id: this.nextId++ });
  }

  async list(query: { page: number; limit: number; target?: string }): Promise<{ entries: (AuditEntry & { id: number; staffName: string | null })[]; total: number }> {
    const matching = this.entries.filter((entry) => query.target === undefined || entry.target === query.target).reverse();
    const page = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
    return { total: matching.length, entries: page.map((entry) => ({ ...entry, staffName: this.staffNames.get(entry.staffId) ?? null })) };
  }
}
