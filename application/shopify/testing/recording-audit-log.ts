import type { AuditEntry, AuditLog } from '../../shared/audit-log.port';

/** AuditLog that keeps its entries for a test to read (the console's own fake may replace it once merged). */
export class RecordingAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];

  async record(entry: AuditEntry): Promise<void> {
    this.entries.push(structuredClone(entry));
  }

  async list(query: { page: number; limit: number; target?: string }) {
    const matching = this.entries.filter((entry) => query.target === undefined || entry.target === query.target).reverse();
    const start = (query.page - 1) * query.limit;
    return {
      entries: matching.slice(start, start + query.limit).map((entry, index) => ({ ...entry, id: start + index + 1, staffName: null })),
      total: matching.length,
    };
  }
}
