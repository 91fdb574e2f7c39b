import type { Knex } from 'knex';
import { MAX_SYNC_ERRORS, type SyncCounts, type SyncJobRun, type SyncJobRuns } from '../../../application/sync/sync-runs.port';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import type { SyncRunColumn, SyncRunTable } from './sync-run-tables';

type Row = Record<string, unknown> & {
  id: number | string;
  status: string;
  errors: string;
  started_at: StoredDateTime;
  finished_at: StoredDateTime | null;
  heartbeat_at: StoredDateTime;
};

/**
 * The runs of a sync job on SQLite or MySQL, one table per job (sync-run-tables.ts). Only the lease holder writes a
 * running run, so plain statements suffice; saveProgress and finish are conditional on status = 'running', so a
 * worker that lost its lease cannot revive a run another worker finished.
 */
export class KnexSyncRuns<Fixed, Progress extends SyncCounts> implements SyncJobRuns<Fixed, Progress> {
  private readonly startColumns: Array<[string, SyncRunColumn]>;
  private readonly progressColumns: Array<[string, SyncRunColumn]>;

  constructor(private readonly knex: Knex, private readonly spec: SyncRunTable<Fixed, Progress>) {
    this.startColumns = Object.entries(spec.start);
    this.progressColumns = Object.entries(spec.progress);
  }

  async create(start: Fixed & Progress, startedAt: Date): Promise<SyncJobRun<Fixed, Progress>> {
    const [id] = await this.knex(this.spec.table).insert({
      ...columnsOf(this.startColumns, start), ...this.progressRow(start), status: 'running', started_at: startedAt, finished_at: null, heartbeat_at: startedAt,
    });
    const created = await this.get(Number(id));
    if (!created) throw new Error(`${this.spec.table} run ${String(id)} vanished after its insert`);
    return created;
  }

  async get(id: number): Promise<SyncJobRun<Fixed, Progress> | null> {
    return this.newest(this.knex(this.spec.table).where({ id }));
  }

  async findRunning(): Promise<SyncJobRun<Fixed, Progress> | null> {
    return this.newest(this.knex(this.spec.table).where({ status: 'running' }));
  }

  async saveProgress(id: number, progress: Progress, now: Date): Promise<boolean> {
    return (await this.knex(this.spec.table).where({ id, status: 'running' }).update({ ...this.progressRow(progress), heartbeat_at: now })) === 1;
  }

  async finish(id: number, status: 'done' | 'failed', progress: Progress, now: Date): Promise<boolean> {
    return (await this.knex(this.spec.table).where({ id, status: 'running' })
      .update({ ...this.progressRow(progress), status, finished_at: now, heartbeat_at: now })) === 1;
  }

  async lastFinished(status?: 'done' | 'failed', fixed: Partial<Fixed> = {}): Promise<SyncJobRun<Fixed, Progress> | null> {
    const query = this.knex(this.spec.table).whereIn('status', status === undefined ? ['done', 'failed'] : [status]);
    const wanted = this.startColumns.filter(([field]) => (fixed as Record<string, unknown>)[field] !== undefined);
    return this.newest(wanted.length === 0 ? query : query.andWhere(columnsOf(wanted, fixed)));
  }

  private async newest(query: Knex.QueryBuilder): Promise<SyncJobRun<Fixed, Progress> | null> {
    const row: Row | undefined = await query.orderBy('id', 'desc').first();
    return row ? this.toRun(row) : null;
  }

  private progressRow(progress: Progress): Record<string, unknown> {
    return {
      ...columnsOf(this.progressColumns, progress), done: progress.done, total: progress.total, item_failures: progress.itemFailures,
      errors: JSON.stringify(progress.errors.slice(-MAX_SYNC_ERRORS)),
    };
  }

  private toRun(row: Row): SyncJobRun<Fixed, Progress> {
    const fields = Object.fromEntries([...this.startColumns, ...this.progressColumns].map(([field, column]) => [field, read(row[column.column], column)]));
    const run = {
      ...fields, id: Number(row.id), status: row.status, done: Number(row.done), total: Number(row.total), itemFailures: Number(row.item_failures),
      errors: parseErrors(row.errors), startedAt: toDate(row.started_at), finishedAt: row.finished_at === null ? null : toDate(row.finished_at),
      heartbeatAt: toDate(row.heartbeat_at),
    };
    // The row's shape is the table's description: each field read from its column as the column's type says.
    return run as unknown as SyncJobRun<Fixed, Progress>;
  }
}

function columnsOf(columns: Array<[string, SyncRunColumn]>, values: object): Record<string, unknown> {
  return Object.fromEntries(columns.map(([field, { column }]) => [column, (values as Record<string, unknown>)[field]]));
}

function read(stored: unknown, column: SyncRunColumn): unknown {
  if (stored === null && column.nullable) return null;
  return column.type === 'integer' ? Number(stored) : String(stored);
}

/** The stored JSON array of text; anything else (a hand-edited row) reads as no errors rather than a crash. */
function parseErrors(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

const toDate = (value: StoredDateTime): Date => new Date(toIsoUtc(value));
