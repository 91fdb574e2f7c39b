import type { Knex } from 'knex';
import {
  MAX_SHOPIFY_SYNC_ERRORS, type ShopifySyncProgress, type ShopifySyncRun, type ShopifySyncRuns, type ShopifySyncStatus,
} from '../../../application/shopify/shopify-sync-runs.port';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';

const TABLE = 'shopify_sync_runs';

interface RunRow {
  id: number;
  status: string;
  cursor: string | null;
  done: number | string;
  total: number | string;
  created: number | string;
  updated: number | string;
  conflicts: number | string;
  item_failures: number | string;
  errors: string;
  started_at: StoredDateTime;
  finished_at: StoredDateTime | null;
  heartbeat_at: StoredDateTime;
}

/**
 * Table shopify_sync_runs (migration 20261129_1303). Only the lease holder writes a running run, so plain
 * statements suffice; saveProgress and finish are conditional on status = 'running', so a worker that lost its
 * lease cannot revive a run another worker finished.
 */
export class KnexShopifySyncRuns implements ShopifySyncRuns {
  constructor(private readonly knex: Knex) {}

  async create(startedAt: Date, total: number): Promise<ShopifySyncRun> {
    const [id] = await this.knex(TABLE).insert({
      status: 'running', cursor: null, done: 0, total, created: 0, updated: 0, conflicts: 0, item_failures: 0, errors: '[]',
      started_at: startedAt, finished_at: null, heartbeat_at: startedAt,
    });
    const created = await this.get(Number(id));
    if (!created) throw new Error(`shopify sync run ${String(id)} vanished after its insert`);
    return created;
  }

  async get(id: number): Promise<ShopifySyncRun | null> {
    const row: RunRow | undefined = await this.knex(TABLE).where({ id }).first();
    return row ? toRun(row) : null;
  }

  async findRunning(): Promise<ShopifySyncRun | null> {
    return this.newest(this.knex(TABLE).where({ status: 'running' }));
  }

  async saveProgress(id: number, progress: ShopifySyncProgress, now: Date): Promise<boolean> {
    return (await this.knex(TABLE).where({ id, status: 'running' }).update({ ...columns(progress), heartbeat_at: now })) === 1;
  }

  async finish(id: number, status: 'done' | 'failed', progress: ShopifySyncProgress, now: Date): Promise<boolean> {
    return (await this.knex(TABLE).where({ id, status: 'running' }).update({ ...columns(progress), status, finished_at: now, heartbeat_at: now })) === 1;
  }

  async lastFinished(status?: 'done' | 'failed'): Promise<ShopifySyncRun | null> {
    return this.newest(status === undefined ? this.knex(TABLE).whereIn('status', ['done', 'failed']) : this.knex(TABLE).where({ status }));
  }

  private async newest(query: Knex.QueryBuilder): Promise<ShopifySyncRun | null> {
    const row: RunRow | undefined = await query.orderBy('id', 'desc').first();
    return row ? toRun(row) : null;
  }
}

function columns(progress: ShopifySyncProgress): Record<string, unknown> {
  return {
    cursor: progress.cursor, done: progress.done, total: progress.total, created: progress.created, updated: progress.updated,
    conflicts: progress.conflicts, item_failures: progress.itemFailures, errors: JSON.stringify(progress.errors.slice(-MAX_SHOPIFY_SYNC_ERRORS)),
  };
}

function toRun(row: RunRow): ShopifySyncRun {
  return {
    id: Number(row.id), status: row.status as ShopifySyncStatus, cursor: row.cursor, done: Number(row.done), total: Number(row.total),
    created: Number(row.created), updated: Number(row.updated), conflicts: Number(row.conflicts), itemFailures: Number(row.item_failures),
    errors: parseErrors(row.errors), startedAt: new Date(toIsoUtc(row.started_at)),
    finishedAt: row.finished_at === null ? null : new Date(toIsoUtc(row.finished_at)), heartbeatAt: new Date(toIsoUtc(row.heartbeat_at)),
  };
}

function parseErrors(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}
