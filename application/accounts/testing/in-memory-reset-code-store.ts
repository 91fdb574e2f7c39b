import type { NewResetCode, ResetCodeRecord, ResetCodeStore } from '../reset-code-store.port';

/** ResetCodeStore in memory, for use-case tests; the same conditions as the knex adapter. */
export class InMemoryResetCodeStore implements ResetCodeStore {
  readonly rows: ResetCodeRecord[] = [];

  async add(code: NewResetCode, maxLive: number): Promise<boolean> {
    if ((await this.findLive(code.customerId, code.now)).length >= maxLive) return false;
    this.rows.push({ customerId: code.customerId, codeHash: code.codeHash, expiresAt: code.expiresAt, attempts: 0, usedAt: null, createdAt: code.now });
    return true;
  }

  async find(customerId: number): Promise<ResetCodeRecord | undefined> {
    const row = this.rows.filter((candidate) => candidate.customerId === customerId).at(-1);
    return row ? { ...row } : undefined;
  }

  async findLive(customerId: number, now: Date): Promise<ResetCodeRecord[]> {
    return this.rows.filter((row) => row.customerId === customerId && isLive(row, now)).map((row) => ({ ...row }));
  }

  async retireAll(customerId: number, now: Date): Promise<void> {
    for (const row of this.rows) if (row.customerId === customerId && row.usedAt === null) row.usedAt = now;
  }

  async claimAttempt(customerId: number, codeHash: string, now: Date, maxAttempts: number): Promise<boolean> {
    const row = this.live(customerId, codeHash, now);
    if (!row || row.attempts >= maxAttempts) return false;
    row.attempts += 1;
    return true;
  }

  async releaseAttempt(customerId: number, codeHash: string): Promise<void> {
    const row = this.rows.find((candidate) => candidate.customerId === customerId && candidate.codeHash === codeHash);
    if (row && row.attempts > 0) row.attempts -= 1;
  }

  async consume(customerId: number, codeHash: string, now: Date): Promise<boolean> {
    const row = this.live(customerId, codeHash, now);
    if (!row) return false;
    row.usedAt = now;
    return true;
  }

  private live(customerId: number, codeHash: string, now: Date): ResetCodeRecord | undefined {
    return this.rows.find((row) => row.customerId === customerId && row.codeHash === codeHash && isLive(row, now));
  }
}

const isLive = (row: ResetCodeRecord, now: Date) => row.usedAt === null && row.expiresAt.getTime() > now.getTime();
