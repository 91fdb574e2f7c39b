import type { Knex } from 'knex';
import {
  MAX_SYNC_ERRORS, type NewSyncRun, type SyncKind, type SyncPhase, type SyncProgress, type SyncRun, type SyncRunStatus, type SyncRunStore,
} from '../../../application/marketplace/sync-run-store.port';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';

interface SyncRunRow {
  id: number;
  kind: string;
  status: string;
  phase: string;
  cursor_offset: number | string;
  update_time_from: number | string | null;
  update_time_to: number | string;
  done: number | string;
  total: number | string;
  upserted: number | string;
  removed: number | string;
  item_failures: number | string;
  errors: string;
  started_at: StoredDateTime;
  finished_at: StoredDateTime | null;
  heartbeat_at: StoredDateTime;
}

const TABLE = 'marketplace_sync_runs';

/**
 * Table marketplace_sync_runs (migration 20261128_0801). Only the lease holder writes a running run, so plain
 * statements suffice; saveProgress and finish are conditional on status = 'running', so a worker that lost
 * its lease cannot revive a run another worker finished.
 */
export class KnexSyncRunStore implements SyncRunStore {
  constructor(private readonly knex: Knex) {}

  async create(run: NewSyncRun): Promise<SyncRun> {
    const [id] = await this.knex(TABLE).insert({
      kind: run.kind, status: 'running', phase: run.phase, cursor_offset: 0, update_time_from: run.updateTimeFrom,
      update_time_to: run.updateTimeTo, done: 0, total: 0, upserted: 0, removed: 0, item_failures: 0, errors: '[]',
      started_at: run.startedAt, finished_at: null, heartbeat_at: run.startedAt,
    });
    const created = await this.get(Number(id));
    if (!created) throw new Error(`sync run ${String(id)} vanished after its insert`);
    return created;
  }

  async get(id: number): Promise<SyncRun | null> {
    const row: SyncRunRow | undefined = await this.knex(TABLE).where({ id }).first();
    return row ? toSyncRun(row) : null;
  }

  async findRunning(): Promise<SyncRun | null> {
    return this.newest(this.knex(TABLE).where({ status: 'running' }));
  }

  async saveProgress(id: number, progress: SyncProgress, now: Date): Promise<boolean> {
    const updated = await this.knex(TABLE).where({ id, status: 'running' }).update({ ...progressColumns(progress), heartbeat_at: now });
    return updated === 1;
  }

  async finish(id: number, status: 'done' | 'failed', progress: SyncProgress, now: Date): Promise<boolean> {
    const updated = await this.knex(TABLE).where({ id, status: 'running' })
      .update({ ...progressColumns(progress), status, finished_at: now, heartbeat_at: now });
    return updated === 1;
  }

  async lastFinished(): Promise<SyncRun | null> {
    return this.newest(this.knex(TABLE).whereIn('status', ['done', 'failed']));
  }

  async lastSuccessful(kind?: SyncKind): Promise<SyncRun | null> {
    const query = this.knex(TABLE).where({ status: 'done' });
    if (kind !== undefined) query.andWhere({ kind });
    return this.newest(query);
  }

  private async newest(query: Knex.QueryBuilder): Promise<SyncRun | null> {
    const row: SyncRunRow | undefined = await query.orderBy('id', 'desc').first();
    return row ? toSyncRun(row) : null;
  }
}

function progressColumns(progress: SyncProgress): Record<string, unknown> {
  return {
    phase: progress.phase, cursor_offset: progress.cursorOffset, update_time_from: progress.updateTimeFrom,
    update_time_to: progress.updateTimeTo, done: progress.done, total: progress.total, upserted: progress.upserted,
    removed: progress.removed, item_failures: progress.itemFailures, errors: JSON.stringify(progress.errors.slice(-MAX_SYNC_ERRORS)),
  };
}

function toSyncRun(row: SyncRunRow): SyncRun {
  return {
    id: Number(row.id),
    kind: row.kind as SyncKind,
    status: row.status as SyncRunStatus,
    phase: row.phase as SyncPhase,
    cursorOffset: Number(row.cursor_offset),
    updateTimeFrom: row.update_time_from === null ? null : Number(row.update_time_from),
    updateTimeTo: Number(row.update_time_to),
    done: Number(row.done),
    total: Number(row.total),
    upserted: Number(row.upserted),
    removed: Number(row.removed),
    itemFailures: Number(row.item_failures),
    errors: parseErrors(row.errors),
    startedAt: new Date(toIsoUtc(row.started_at)),
    finishedAt: row.finished_at === null ? null : new Date(toIsoUtc(row.finished_at)),
    heartbeatAt: new Date(toIsoUtc(row.heartbeat_at)),
  };
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
