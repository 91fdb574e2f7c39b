import type { Knex } from 'knex';
import { tryAgainError } from '../../../application/cart/cart-store.port';
import type { Clock } from '../../../application/shared/clock.port';
import type { ShopeeConnection, ShopeeConnectionStore } from '../../../application/marketplace/shopee-connection.port';
import type { TokenCipher } from '../../security/token-cipher';
import { databaseKind } from '../knex-factory';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { isLockConflict } from '../write-transaction';

const TABLE = 'shopee_connection';
/** The one row (migration 20261128_0601). */
const ROW_ID = 1;
/** The additional authenticated data of each column's ciphertext: a value pasted into the other column fails. */
export const ACCESS_TOKEN_CONTEXT = 'shopee_connection.access_token';
export const REFRESH_TOKEN_CONTEXT = 'shopee_connection.refresh_token';

/**
 * How many times rotate() queues again for the row lock before it answers 503 TRY_AGAIN. The holder may be
 * waiting for Shopee (one refresh call, a few seconds at most), longer than one lock wait (the statement budget,
 * 4 s by default), so a waiter tries a few times. Never after its own refresh ran: see rotate().
 */
const LOCK_ATTEMPTS = 4;

interface ConnectionRow {
  id: number;
  shop_id: number | string;
  shop_name: string | null;
  access_token_enc: string;
  refresh_token_enc: string;
  access_expires_at: StoredDateTime;
  refresh_expires_at: StoredDateTime;
  auth_expires_at: StoredDateTime | null;
  connected_at: StoredDateTime;
  status: string;
  updated_at: StoredDateTime;
}

/**
 * ShopeeConnectionStore on SQLite or MySQL, tokens encrypted with AES-256-GCM (TokenCipher).
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
 *
 * A row that does not decrypt (SHOPEE_TOKEN_KEY changed) reads as status 'reauthorize' with empty tokens: the
 * staff screen says "connect again", and connecting replaces the row under the new key.
 */
export class KnexShopeeConnectionStore implements ShopeeConnectionStore {
  constructor(private readonly knex: Knex, private readonly cipher: TokenCipher, private readonly clock: Clock) {}

  async get(): Promise<ShopeeConnection | null> {
    const row: ConnectionRow | undefined = await this.knex(TABLE).where({ id: ROW_ID }).first();
    return row ? this.toConnection(row) : null;
  }

  async save(connection: ShopeeConnection): Promise<void> {
    await this.knex(TABLE).insert({ id: ROW_ID, ...this.toRow(connection) }).onConflict('id').merge();
  }

  async clear(): Promise<void> {
    await this.knex(TABLE).where({ id: ROW_ID }).delete();
  }

  async rotate(refresh: (current: ShopeeConnection) => Promise<ShopeeConnection>): Promise<ShopeeConnection | null> {
    const mysql = databaseKind(this.knex) === 'mysql';
    let refreshStarted = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.knex.transaction(async (trx) => {
          // SQLite: any UPDATE takes the write lock, even one matching no row (write-transaction.ts).
          if (!mysql) await trx.raw(`UPDATE ${TABLE} SET id = id WHERE 0`);
          const query = trx(TABLE).where({ id: ROW_ID });
          const row: ConnectionRow | undefined = await (mysql ? query.forUpdate().first() : query.first());
          if (!row) return null;
          const current = this.toConnection(row);
          refreshStarted = true;
          const next = await refresh(current);
          if (next !== current) await trx(TABLE).where({ id: ROW_ID }).update(this.toRow(next));
          return next;
        }, mysql ? { isolationLevel: 'read committed' } : undefined);
      } catch (error) {
        if (!isLockConflict(error) || refreshStarted) throw error;
        if (attempt >= LOCK_ATTEMPTS) throw tryAgainError();
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
      }
    }
  }

  private toRow(connection: ShopeeConnection): Omit<ConnectionRow, 'id'> {
    return {
      shop_id: connection.shopId,
      shop_name: connection.shopName,
      access_token_enc: this.cipher.encrypt(connection.accessToken, ACCESS_TOKEN_CONTEXT),
      refresh_token_enc: this.cipher.encrypt(connection.refreshToken, REFRESH_TOKEN_CONTEXT),
      access_expires_at: connection.accessExpiresAt,
      refresh_expires_at: connection.refreshExpiresAt,
      auth_expires_at: connection.authExpiresAt,
      connected_at: connection.connectedAt,
      status: connection.status,
      updated_at: this.clock.now(),
    };
  }

  private toConnection(row: ConnectionRow): ShopeeConnection {
    const base = {
      shopId: Number(row.shop_id),
      shopName: row.shop_name,
      accessExpiresAt: toDate(row.access_expires_at),
      refreshExpiresAt: toDate(row.refresh_expires_at),
      authExpiresAt: row.auth_expires_at === null ? null : toDate(row.auth_expires_at),
      connectedAt: toDate(row.connected_at),
    };
    try {
      return {
        ...base,
        accessToken: this.cipher.decrypt(row.access_token_enc, ACCESS_TOKEN_CONTEXT),
        refreshToken: this.cipher.decrypt(row.refresh_token_enc, REFRESH_TOKEN_CONTEXT),
        status: row.status === 'reauthorize' ? 'reauthorize' : 'connected',
      };
    } catch {
      return { ...base, accessToken: '', refreshToken: '', status: 'reauthorize' };
    }
  }
}

const toDate = (value: StoredDateTime): Date => new Date(toIsoUtc(value));
