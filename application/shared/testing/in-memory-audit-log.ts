import type { AuditEntry, AuditLog } from '../audit-log.port';

/**
 * The audit log in memory (the one fake of the port, for use-case and HTTP tests): the same paging, order
 * (newest first) and target filter as the table (audit-log.contract.test.ts). `entries` is what was recorded,
 * oldest first, as recorded: a test can compare it whole; an entry's id is its place in it.
 */
export class InMemoryAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];

  /** staffNames: what the join with staff_users would find (absent: null, like a deleted account). */
  constructor(private readonly staffNames: ReadonlyMap<number, string> = new Map()) {}

  async record(entry: AuditEntry): Promise<void> {
    // A copy, as a row would be: a caller changing its object afterwards changes nothing here.
    this.entries.push(structuredClone(entry));
  }

  async list(query: { page: number; limit: number; target?: string }): Promise<{ entries: (AuditEntry & { id: number; staffName: string | null })[]; total: number }> {
    const matching = this.entries.map((entry, index) => ({ ...structuredClone(entry), id: index + 1 }))
      .filter((entry) => query.target === undefined || entry.target === query.target).reverse();
    const page = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
    return { total: matching.length, entries: page.map((entry) => ({ ...entry, staffName: this.staffNames.get(entry.staffId) ?? null })) };
  }
}
