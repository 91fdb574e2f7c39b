import type { Knex } from 'knex';
import type { JobLeases } from '../../../application/shared/job-leases.port';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { isUniqueViolation } from '../write-transaction';

const TABLE = 'job_leases';

/**
 * Table job_leases (migration 20261128_0801): a lease lock that works across processes on SQLite and MySQL
 * without holding a transaction or a connection while the job runs.
 *
 * acquire is one of two single statements, each atomic on both engines: an INSERT of the name (the primary
 * key refuses every concurrent insert but one), else an UPDATE of the row WHERE it has lapsed (expires_at <
 * now) or is already ours. On MySQL two such UPDATEs queue on the row lock and the second re-reads the row the
 * first committed (an UPDATE reads the latest version), so its WHERE no longer matches; on SQLite writers are
 * serialised by the database lock. The affected-row count says who won (mysql2 reports matched rows:
 * CLIENT_FOUND_ROWS is among its default flags, so re-acquiring with an unchanged row still counts 1).
 */
export class KnexJobLeases implements JobLeases {
  constructor(private readonly knex: Knex) {}

  async acquire(name: string, owner: string, now: Date, ttlMs: number): Promise<boolean> {
    const expiresAt = new Date(now.getTime() + ttlMs);
    try {
      await this.knex(TABLE).insert({ name, owner, expires_at: expiresAt });
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const updated = await this.knex(TABLE)
      .where({ name })
      .andWhere((lapsedOrOurs) => lapsedOrOurs.where('expires_at', '<', now).orWhere({ owner }))
      .update({ owner, expires_at: expiresAt });
    return updated === 1;
  }

  async renew(name: string, owner: string, now: Date, ttlMs: number): Promise<boolean> {
    const updated = await this.knex(TABLE).where({ name, owner }).update({ expires_at: new Date(now.getTime() + ttlMs) });
    return updated === 1;
  }

  async release(name: string, owner: string): Promise<void> {
    await this.knex(TABLE).where({ name, owner }).delete();
  }

  async holder(name: string, now: Date): Promise<string | null> {
    const row: { owner: string; expires_at: StoredDateTime } | undefined = await this.knex(TABLE).where({ name }).first('owner', 'expires_at');
    if (!row) return null;
    return new Date(toIsoUtc(row.expires_at)).getTime() >= now.getTime() ? row.owner : null;
  }
}
