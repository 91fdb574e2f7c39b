import type { Knex } from 'knex';
import { tryAgainError } from '../../application/cart/cart-store.port';
import { databaseKind } from './knex-factory';

/**
 * Write transactions of the cart and the reservations: the right isolation per engine, the write lock taken
 * up front on SQLite, and a bounded retry of lock conflicts.
 *
 * MySQL/InnoDB: READ COMMITTED, so that a plain read inside the transaction (the count of active holds) sees
 * every transaction that committed before it, in particular the one that held the item's row lock before
 * us; REPEATABLE READ could serve the count from an older snapshot. It also drops gap locks, which makes
 * deadlocks between inserts of different shoppers rarer. Deadlocks and lock-wait timeouts can still happen
 * (InnoDB picks a victim); the victim's transaction is rolled back whole, so trying again is safe.
 *
 * SQLite: one writer at a time for the whole file. knex opens transactions with a deferred BEGIN, which
 * takes the write lock only at the first write; a transaction that reads first and writes later could find
 * another process committed in between (SQLITE_BUSY_SNAPSHOT), or worse, decide on what it read. So the
 * first statement of every write transaction is a write (lockForWrite below); busy_timeout (5 s,
 * knex-factory.ts) then makes the other processes wait for the lock instead of failing, and this process's
 * single connection already serialises its own transactions.
 */
export const WRITE_ATTEMPTS = 3;

export interface WriteTransactionOptions {
  /**
   * MySQL: 'engine default' skips the SET TRANSACTION ISOLATION LEVEL that knex sends as a statement of its own
   * (one round trip less), for a transaction whose every read is a locking read or a read of its own writes,
   * where READ COMMITTED and REPEATABLE READ see the same rows (the shipment status write: one row under FOR UPDATE).
   */
  isolation?: 'read committed' | 'engine default';
}

export async function inWriteTransaction<T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>, options: WriteTransactionOptions = {}): Promise<T> {
  const mysql = databaseKind(knex) === 'mysql';
  const isolation = mysql && options.isolation !== 'engine default' ? { isolationLevel: 'read committed' as const } : undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await knex.transaction(async (trx) => {
        if (!mysql) await lockForWrite(trx);
        return work(trx);
      }, isolation);
    } catch (error) {
      if (!isLockConflict(error)) throw error;
      if (attempt >= WRITE_ATTEMPTS) throw tryAgainError();
      // A short random pause so that the victims of one deadlock do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * SQLite only: takes the database's write lock now. Any UPDATE does, even one that matches no row (checked
 * against a second connection with BEGIN IMMEDIATE); WHERE 0 keeps it from touching data.
 */
async function lockForWrite(trx: Knex.Transaction): Promise<void> {
  await trx.raw('UPDATE outlet_items SET id = id WHERE 0');
}

const LOCK_CONFLICT_CODES = new Set([
  'ER_LOCK_DEADLOCK', // 1213: InnoDB chose this transaction as a deadlock victim
  'ER_LOCK_WAIT_TIMEOUT', // 1205: innodb_lock_wait_timeout ran out
  'SQLITE_BUSY', // another process held the write lock for longer than busy_timeout
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
]);

export function isLockConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && LOCK_CONFLICT_CODES.has(code);
}

/** A UNIQUE index refused the insert (cart_lines_identity_unique). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite names a duplicate primary key differently from a duplicate in a UNIQUE index.
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
