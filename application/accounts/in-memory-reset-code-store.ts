import type { NewResetCode, ResetCodeRecord, ResetCodeStore } from './reset-code-store.port';

/** ResetCodeStore in memory, for use-case tests; the same conditions as the knex adapter. */
export class InMemoryResetCodeStore implements ResetCodeStore {
  readonly rows = new Map<number, ResetCodeRecord>();

  async replace(code: NewResetCode): Promise<void> {
    this.rows.set(code.customerId, { customerId: code.customerId, codeHash: code.codeHash, expiresAt: code.expiresAt, attempts: 0, usedAt: null, createdAt: code.now });
  }

  async find(customerId: number): Promise<ResetCodeRecord | undefined> {
    const row = this.rows.get(customerId);
    return row ? { ...row } : undefined;
  }

  async claimAttempt(customerId: number, codeHash: string, now: Date, maxAttempts: number): Promise<boolean> {
    const row = this.live(customerId, codeHash, now);
    if (!row || row.attempts >= maxAttempts) return false;
    row.attempts += 1;
    return true;
  }

  async releaseAttempt(customerId: number, codeHash: string): Promise<void> {
    const row = this.rows.get(customerId);
    if (row && row.codeHash === codeHash && row.attempts > 0) row.attempts -= 1;
  }

  async consume(customerId: number, codeHash: string, now: Date): Promise<boolean> {
    const row = this.live(customerId, codeHash, now);
    if (!row) return false;
    row.usedAt = now;
    return true;
  }

  private live(customerId: number, codeHash: string, now: Date): ResetCodeRecord | undefined {
    const row = this.rows.get(customerId);
    return row && row.codeHash === codeHash && row.usedAt === null && row.expiresAt.getTime() > now.getTime() ? row : undefined;
  }
}
