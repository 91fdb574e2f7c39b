import type { Knex } from 'knex';
import type { RateLimiter } from '../../../application/accounts/rate-limiter.port';
import type { Clock } from '../../../application/shared/clock.port';
import { databaseKind } from '../knex-factory';

/**
 * Fixed windows in table rate_limits (migration 0008), shared by every server process. One attempt is one
 * statement that increments the window's counter and returns the new value atomically, so concurrent
 * attempts (on any server) each see their own count, never a lost or a shared one:
 * - SQLite: INSERT ... ON CONFLICT DO UPDATE ... RETURNING count;
 * - MySQL: INSERT ... ON DUPLICATE KEY UPDATE count = LAST_INSERT_ID(count + 1); the statement's insertId
 *   is then the new count (0 when the row was inserted: count 1).
 * Windows that have ended are deleted by the next attempt under the same key.
 */
export class KnexRateLimiter implements RateLimiter {
  constructor(private readonly knex: Knex, private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const storedKey = key.slice(0, 191);
    const count = await this.increment(storedKey, windowStart);
    await this.knex('rate_limits').where('key', storedKey).andWhere('window_start', '<', windowStart).delete();
    const allowed = count <= limit;
    return { allowed, retryAfterMs: allowed ? 0 : windowStart + windowMs - now };
  }

  /** One conditional UPDATE: the current window's counter down by one, never below zero. */
  async refund(key: string, windowMs: number): Promise<void> {
    const windowStart = Math.floor(this.clock.now().getTime() / windowMs) * windowMs;
    await this.knex('rate_limits').where({ key: key.slice(0, 191), window_start: windowStart }).andWhere('count', '>', 0)
      .decrement('count', 1);
  }

  async peek(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const row: { count: number | string } | undefined = await this.knex('rate_limits')
      .where({ key: key.slice(0, 191), window_start: windowStart })
      .first('count');
    const allowed = Number(row?.count ?? 0) < limit;
    return { allowed, retryAfterMs: allowed ? 0 : windowStart + windowMs - now };
  }

  private async increment(key: string, windowStart: number): Promise<number> {
    if (databaseKind(this.knex) === 'mysql') {
      const [header] = await this.knex.raw(
        'INSERT INTO rate_limits (`key`, window_start, `count`) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE `count` = LAST_INSERT_ID(`count` + 1)',
        [key, windowStart],
      );
      const insertId = Number((header as { insertId?: number | string }).insertId ?? 0);
      return insertId > 0 ? insertId : 1;
    }
    const rows: Array<{ count: number }> = await this.knex.raw(
      'INSERT INTO rate_limits ("key", window_start, "count") VALUES (?, ?, 1) ON CONFLICT ("key", window_start) DO UPDATE SET "count" = "count" + 1 RETURNING "count"',
      [key, windowStart],
    );
    return Number(rows[0]?.count ?? 1);
  }
}
