import type { Knex } from 'knex';
import { tryAgainError } from '../../../application/cart/cart-store.port';
import type { Clock } from '../../../application/shared/clock.port';
import type { ShopeeConnection, ShopeeConnectionStore } from '../../../application/marketplace/shopee-connection.port';
import type { TokenCipher } from '../../security/token-cipher';
import { databaseKind } from '../knex-factory';
import { isLockConflict } from '../write-transaction';
import { SHOPEE_CONNECTION_TABLE } from '../connections/connection-tables';
import { CONNECTION_ROW_ID, KnexConnectionStore, type ConnectionRow } from '../connections/knex-connection-store';

/**
 * How many times rotate() queues again for the row lock before it answers 503 TRY_AGAIN. The holder may be
 * waiting for Shopee (one refresh call, a few seconds at most), longer than one lock wait (the statement budget,
 * 4 s by default), so a waiter tries a few times. Never after its own refresh ran: see rotate().
 */
const LOCK_ATTEMPTS = 4;

/**
 * ShopeeConnectionStore on SQLite or MySQL: the platform connection row (KnexConnectionStore, tokens encrypted with
 * AES-256-GCM under SHOPEE_TOKEN_KEY), plus the rotation of Shopee's single-use refresh token.
 *
 * rotate(): one transaction that first takes the lock, then reads the CURRENT row, calls `refresh` with it and
 * writes what it returns. MySQL: `SELECT ... FOR UPDATE` on the row (READ COMMITTED, so the read after the wait
 * sees what the previous holder committed); a second process queues on the row lock and, once the first commits,
 * reads the new pair, so its `refresh` sees the token it thought stale already replaced. SQLite: the database
 * write lock taken by the transaction's first statement (decision 4), held across the refresh; with SQLite's one
 * connection per process this also pauses the process's other queries for the refresh's duration (one Shopee
 * call, about every 3.5 hours), which is why the keeper gives that call a short timeout and a single try.
 *
 * A lock wait that times out is retried only while our `refresh` has not run: after it ran, Shopee may already
 * have consumed the single-use refresh token, and calling it again with the old one would be refused.
 */
export class KnexShopeeConnectionStore extends KnexConnectionStore<ShopeeConnection> implements ShopeeConnectionStore {
  constructor(knex: Knex, cipher: TokenCipher, clock: Clock) {
    super(knex, SHOPEE_CONNECTION_TABLE, cipher, clock);
  }

  async rotate(refresh: (current: ShopeeConnection) => Promise<ShopeeConnection>): Promise<ShopeeConnection | null> {
    const mysql = databaseKind(this.knex) === 'mysql';
    let refreshStarted = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.knex.transaction(async (trx) => {
          // SQLite: any UPDATE takes the write lock, even one matching no row (write-transaction.ts).
          if (!mysql) await trx.raw(`UPDATE ${this.spec.table} SET id = id WHERE 0`);
          const query = trx(this.spec.table).where({ id: CONNECTION_ROW_ID });
          const row: ConnectionRow | undefined = await (mysql ? query.forUpdate().first() : query.first());
          if (!row) return null;
          const current = this.toConnection(row);
          refreshStarted = true;
          const next = await refresh(current);
          if (next !== current) await trx(this.spec.table).where({ id: CONNECTION_ROW_ID }).update(this.toRow(next));
          return next;
        }, mysql ? { isolationLevel: 'read committed' } : undefined);
      } catch (error) {
        if (!isLockConflict(error) || refreshStarted) throw error;
        if (attempt >= LOCK_ATTEMPTS) throw tryAgainError();
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
      }
    }
  }
}
