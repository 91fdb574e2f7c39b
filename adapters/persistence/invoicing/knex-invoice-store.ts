import type { Knex } from 'knex';
import type { IssuedInvoice } from '../../../application/invoicing/einvoice-gateway.port';
import {
  EINVOICE_PAUSE, PROBLEM_STATES, STEP_FROM, type InvoiceClaim, type InvoiceFailure, type InvoiceRecord, type InvoiceStep, type InvoiceStore,
} from '../../../application/invoicing/invoice-store.port';
import { DEFAULT_INVOICE_CHOICE } from '../../../domain/invoicing/invoice-choice';
import { toDate } from '../admin/stored-date';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { isUniqueViolation } from '../write-transaction';
import { newInvoiceRow, toInvoiceRecord, type StoredInvoiceRow } from './invoice-rows';

const TABLE = 'invoices';

/**
 * InvoiceStore on SQLite or MySQL (table invoices, migration 20261203_3001). Every move is one conditional UPDATE
 * guarded by the step's states (and, for a claim, by the lease): on MySQL a concurrent UPDATE waits for the row
 * lock and re-reads the committed row, so its WHERE no longer matches; SQLite serialises writers. Of two
 * processes one claims, the other reads 'busy'; a late write of a process whose lease ran out cannot undo a
 * state another process moved on. The shared pause is the job_schedules row EINVOICE_PAUSE.
 */
export class KnexInvoiceStore implements InvoiceStore {
  constructor(private readonly knex: Knex) {}

  async find(orderId: string): Promise<InvoiceRecord | undefined> {
    const row: StoredInvoiceRow | undefined = await this.knex(TABLE).where({ order_id: orderId }).first();
    return row && toInvoiceRecord(row);
  }

  async claim(orderId: string, step: InvoiceStep, relateNumber: string, now: Date, leaseMs: number): Promise<InvoiceClaim> {
    if (step === 'issue') await this.insertDefault(orderId, now);
    const updated = await this.knex(TABLE)
      .where({ order_id: orderId }).whereIn('state', STEP_FROM[step])
      .where((free) => free.whereNull('claimed_until').orWhere('claimed_until', '<=', now))
      .update({
        claimed_until: new Date(now.getTime() + leaseMs),
        attempts: this.knex.raw('attempts + 1'),
        relate_number: this.knex.raw('COALESCE(relate_number, ?)', [relateNumber]),
        updated_at: now,
      });
    const record = await this.find(orderId);
    if (updated === 1 && record) return { kind: 'claimed', record };
    if (!record || !STEP_FROM[step].includes(record.state)) return { kind: 'settled', record };
    return { kind: 'busy', until: record.claimedUntil ?? now, record };
  }

  recordIssued(orderId: string, invoice: IssuedInvoice, now: Date): Promise<InvoiceRecord | undefined> {
    return this.write(orderId, 'issue', now, {
      state: 'ISSUED', invoice_number: invoice.number, issued_at: invoice.issuedAt, random_code: invoice.randomCode,
      last_error: null, next_attempt_at: null,
    });
  }

  recordVoided(orderId: string, now: Date): Promise<InvoiceRecord | undefined> {
    return this.write(orderId, 'void', now, { state: 'VOIDED', voided_at: now, last_error: null, next_attempt_at: null });
  }

  recordFailure(orderId: string, step: InvoiceStep, failure: InvoiceFailure, now: Date): Promise<InvoiceRecord | undefined> {
    return this.write(orderId, step, now, { state: failure.state, last_error: failure.reason.slice(0, 500) });
  }

  async release(orderId: string, now: Date): Promise<void> {
    await this.knex(TABLE).where({ order_id: orderId }).update({ claimed_until: null, updated_at: now });
  }

  async postpone(orderId: string, retryAt: Date, reason: string, now: Date): Promise<void> {
    await this.knex(TABLE).where({ order_id: orderId })
      .update({ claimed_until: null, next_attempt_at: retryAt, last_error: reason.slice(0, 500), updated_at: now });
  }

  async listProblems(limit: number): Promise<InvoiceRecord[]> {
    const rows: StoredInvoiceRow[] = await this.knex(TABLE).whereIn('state', PROBLEM_STATES)
      .orderBy('updated_at', 'desc').orderBy('order_id', 'desc').limit(limit);
    return rows.map(toInvoiceRecord);
  }

  async pauseCalls(until: Date): Promise<void> {
    try {
      await this.knex('job_schedules').insert({ name: EINVOICE_PAUSE, next_due_at: until, runs: 0 });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.knex('job_schedules').where({ name: EINVOICE_PAUSE }).where('next_due_at', '<', until).update({ next_due_at: until });
    }
  }

  async callsPausedUntil(): Promise<Date | null> {
    const row: { next_due_at: StoredDateTime } | undefined = await this.knex('job_schedules').where({ name: EINVOICE_PAUSE }).first('next_due_at');
    return row ? toDate(row.next_due_at) : null;
  }

  /** An order checkout wrote no row for (placed before issue 30): the default choice, inserted once. */
  private async insertDefault(orderId: string, now: Date): Promise<void> {
    if (await this.knex(TABLE).where({ order_id: orderId }).first('order_id')) return;
    try {
      await this.knex(TABLE).insert(newInvoiceRow(orderId, DEFAULT_INVOICE_CHOICE, now));
    } catch (error) {
      // Another process inserted it first: the primary key keeps it one.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  private async write(orderId: string, step: InvoiceStep, now: Date, columns: Record<string, unknown>): Promise<InvoiceRecord | undefined> {
    await this.knex(TABLE).where({ order_id: orderId }).whereIn('state', STEP_FROM[step]).update({ ...columns, claimed_until: null, updated_at: now });
    return this.find(orderId);
  }
}
