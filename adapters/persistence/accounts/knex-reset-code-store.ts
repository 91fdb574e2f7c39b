import type { Knex } from 'knex';
import type { NewResetCode, ResetCodeRecord, ResetCodeStore } from '../../../application/accounts/reset-code-store.port';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { toIsoUtc } from '../outlet/outlet-item.mapper';

interface PasswordResetRow {
  customer_id: number;
  code_hash: string;
  expires_at: StoredDateTime;
  attempts: number | string;
  used_at: StoredDateTime | null;
  created_at: StoredDateTime;
}

/**
 * password_reset_codes on SQLite or MySQL (migration 20261127_0301): one row per code. Every change is one
 * statement whose WHERE re-checks the row (MySQL locks the row it updates; SQLite has one writer), so the
 * affected-row count says who won: of five simultaneous guesses on a code with one attempt left, exactly one
 * gets it, and of two resets with the right code, exactly one consumes it. Statements about a code name its
 * customer and hash, so the customer's other codes are left alone.
 */
export class KnexResetCodeStore implements ResetCodeStore {
  constructor(private readonly knex: Knex) {}

  async add(code: NewResetCode, maxLive: number): Promise<boolean> {
    if ((await this.findLive(code.customerId, code.now)).length >= maxLive) return false;
    await this.knex('password_reset_codes').insert({
      customer_id: code.customerId, code_hash: code.codeHash, expires_at: code.expiresAt, attempts: 0, used_at: null, created_at: code.now,
    });
    return true;
  }

  async find(customerId: number): Promise<ResetCodeRecord | undefined> {
    const row: PasswordResetRow | undefined = await this.knex('password_reset_codes').where('customer_id', customerId).orderBy('id', 'desc').first();
    return row ? toRecord(row) : undefined;
  }

  async findLive(customerId: number, now: Date): Promise<ResetCodeRecord[]> {
    const rows: PasswordResetRow[] = await this.knex('password_reset_codes')
      .where('customer_id', customerId).whereNull('used_at').andWhere('expires_at', '>', now).orderBy('id');
    return rows.map(toRecord);
  }

  async retireAll(customerId: number, now: Date): Promise<void> {
    await this.knex('password_reset_codes').where('customer_id', customerId).whereNull('used_at').update({ used_at: now });
  }

  async claimAttempt(customerId: number, codeHash: string, now: Date, maxAttempts: number): Promise<boolean> {
    const taken = await this.live(customerId, codeHash, now)
      .andWhere('attempts', '<', maxAttempts)
      .update({ attempts: this.knex.raw('?? + 1', ['attempts']) });
    return taken > 0;
  }

  async releaseAttempt(customerId: number, codeHash: string): Promise<void> {
    await this.knex('password_reset_codes')
      .where({ customer_id: customerId, code_hash: codeHash })
      .andWhere('attempts', '>', 0)
      .update({ attempts: this.knex.raw('?? - 1', ['attempts']) });
  }

  async consume(customerId: number, codeHash: string, now: Date): Promise<boolean> {
    return (await this.live(customerId, codeHash, now).update({ used_at: now })) > 0;
  }

  private live(customerId: number, codeHash: string, now: Date): Knex.QueryBuilder {
    return this.knex('password_reset_codes')
      .where({ customer_id: customerId, code_hash: codeHash })
      .whereNull('used_at')
      .andWhere('expires_at', '>', now);
  }
}

function toRecord(row: PasswordResetRow): ResetCodeRecord {
  return {
    customerId: Number(row.customer_id),
    codeHash: row.code_hash,
    expiresAt: new Date(toIsoUtc(row.expires_at)),
    attempts: Number(row.attempts),
    usedAt: row.used_at === null ? null : new Date(toIsoUtc(row.used_at)),
    createdAt: new Date(toIsoUtc(row.created_at)),
  };
}
