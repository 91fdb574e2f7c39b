import { DEFAULT_INVOICE_CHOICE, type InvoiceChoice } from '../../../domain/invoicing/invoice-choice';
import type { IssuedInvoice } from '../einvoice-gateway.port';
import {
  PROBLEM_STATES, STEP_FROM, type InvoiceClaim, type InvoiceFailure, type InvoiceRecord, type InvoiceStep, type InvoiceStore,
} from '../invoice-store.port';

/** InvoiceStore in memory: one process's view of the invoices table (and the pause row), same rules. */
export class InMemoryInvoiceStore implements InvoiceStore {
  private readonly rows = new Map<string, InvoiceRecord>();
  private pausedUntil: Date | null = null;

  /** Test support: the row checkout writes (the shopper's choice, NOT_ISSUED). */
  seed(orderId: string, choice: InvoiceChoice, now: Date): void {
    this.rows.set(orderId, blank(orderId, choice, now));
  }

  async find(orderId: string): Promise<InvoiceRecord | undefined> {
    const row = this.rows.get(orderId);
    return row && copy(row);
  }

  async claim(orderId: string, step: InvoiceStep, relateNumber: string, now: Date, leaseMs: number): Promise<InvoiceClaim> {
    let row = this.rows.get(orderId);
    if (!row && step === 'issue') {
      row = blank(orderId, DEFAULT_INVOICE_CHOICE, now);
      this.rows.set(orderId, row);
    }
    if (!row || !STEP_FROM[step].includes(row.state)) return { kind: 'settled', record: row && copy(row) };
    if (row.claimedUntil && row.claimedUntil.getTime() > now.getTime()) return { kind: 'busy', until: row.claimedUntil, record: copy(row) };
    row.claimedUntil = new Date(now.getTime() + leaseMs);
    row.attempts += 1;
    row.relateNumber = row.relateNumber ?? relateNumber;
    row.updatedAt = now;
    return { kind: 'claimed', record: copy(row) };
  }

  async recordIssued(orderId: string, invoice: IssuedInvoice, now: Date): Promise<InvoiceRecord | undefined> {
    return this.write(orderId, 'issue', now, (row) => {
      row.state = 'ISSUED';
      row.invoice = { ...invoice };
      row.lastError = null;
      row.nextAttemptAt = null;
    });
  }

  async recordVoided(orderId: string, now: Date): Promise<InvoiceRecord | undefined> {
    return this.write(orderId, 'void', now, (row) => {
      row.state = 'VOIDED';
      row.voidedAt = now;
      row.lastError = null;
      row.nextAttemptAt = null;
    });
  }

  async recordFailure(orderId: string, step: InvoiceStep, failure: InvoiceFailure, now: Date): Promise<InvoiceRecord | undefined> {
    return this.write(orderId, step, now, (row) => {
      row.state = failure.state;
      row.lastError = failure.reason.slice(0, 500);
    });
  }

  async release(orderId: string, now: Date): Promise<void> {
    const row = this.rows.get(orderId);
    if (row) Object.assign(row, { claimedUntil: null, updatedAt: now });
  }

  async postpone(orderId: string, retryAt: Date, reason: string, now: Date): Promise<void> {
    const row = this.rows.get(orderId);
    if (!row) return;
    Object.assign(row, { claimedUntil: null, nextAttemptAt: retryAt, lastError: reason.slice(0, 500), updatedAt: now });
  }

  async listProblems(limit: number): Promise<InvoiceRecord[]> {
    return [...this.rows.values()]
      .filter((row) => (PROBLEM_STATES as readonly string[]).includes(row.state))
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.orderId.localeCompare(a.orderId))
      .slice(0, limit)
      .map(copy);
  }

  async pauseCalls(until: Date): Promise<void> {
    if (!this.pausedUntil || this.pausedUntil.getTime() < until.getTime()) this.pausedUntil = until;
  }

  async callsPausedUntil(): Promise<Date | null> {
    return this.pausedUntil;
  }

  private write(orderId: string, step: InvoiceStep, now: Date, change: (row: InvoiceRecord) => void): InvoiceRecord | undefined {
    const row = this.rows.get(orderId);
    if (!row || !STEP_FROM[step].includes(row.state)) return row && copy(row);
    change(row);
    row.claimedUntil = null;
    row.updatedAt = now;
    return copy(row);
  }
}

function blank(orderId: string, choice: InvoiceChoice, now: Date): InvoiceRecord {
  return {
    orderId, choice, state: 'NOT_ISSUED', relateNumber: null, invoice: null, voidedAt: null, attempts: 0,
    nextAttemptAt: null, claimedUntil: null, lastError: null, updatedAt: now,
  };
}

function copy(row: InvoiceRecord): InvoiceRecord {
  return { ...row, choice: { ...row.choice }, invoice: row.invoice && { ...row.invoice } };
}
