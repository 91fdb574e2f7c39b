import type { Knex } from 'knex';
import type { IssuedInvoice } from '../../../application/invoicing/einvoice-gateway.port';
import {
  EINVOICE_PAUSE, PROBLEM_STATES, STEP_FROM, type InvoiceClaim, type InvoiceFailure, type InvoiceRecord, type InvoiceStep, type InvoiceStore,
} from '../../../application/invoicing/invoice-store.port';
import { DEFAULT_INVOICE_CHOICE, type InvoiceChoice } from '../../../domain/invoicing/invoice-choice';
import { isInvoiceState } from '../../../domain/invoicing/invoice-states';
import { toDate, toDateOrNull } from '../admin/stored-date';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { isUniqueViolation } from '../write-transaction';

const TABLE = 'invoices';

interface InvoiceRow {
  order_id: string;
  kind: string;
  barcode: string | null;
  certificate: string | null;
  love_code: string | null;
  tax_id: string | null;
  title: string | null;
  state: string;
  relate_number: string | null;
  invoice_number: string | null;
  issued_at: StoredDateTime | null;
  random_code: string | null;
  voided_at: StoredDateTime | null;
  attempts: number | string;
  next_attempt_at: StoredDateTime | null;
  claimed_until: StoredDateTime | null;
  last_error: string | null;
  updated_at: StoredDateTime;
}

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
    const row: InvoiceRow | undefined = await this.knex(TABLE).where({ order_id: orderId }).first();
    return row && toRecord(row);
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
    const rows: InvoiceRow[] = await this.knex(TABLE).whereIn('state', PROBLEM_STATES)
      .orderBy('updated_at', 'desc').orderBy('order_id', 'desc').limit(limit);
    return rows.map(toRecord);
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
      await this.knex(TABLE).insert({ order_id: orderId, ...choiceColumns(DEFAULT_INVOICE_CHOICE), state: 'NOT_ISSUED', attempts: 0, created_at: now, updated_at: now });
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

function choiceColumns(choice: InvoiceChoice): Record<string, string | null> {
  return {
    kind: choice.kind,
    barcode: choice.kind === 'mobile-barcode' ? choice.barcode : null,
    certificate: choice.kind === 'certificate' ? choice.certificate : null,
    love_code: choice.kind === 'donation' ? choice.loveCode : null,
    tax_id: choice.kind === 'company' ? choice.taxId : null,
    title: choice.kind === 'company' ? choice.title : null,
  };
}

/** The choice as stored; a row whose columns do not make one (hand-edited) reads as the default. */
function choiceOf(row: InvoiceRow): InvoiceChoice {
  switch (row.kind) {
    case 'mobile-barcode': return row.barcode ? { kind: 'mobile-barcode', barcode: row.barcode } : DEFAULT_INVOICE_CHOICE;
    case 'certificate': return row.certificate ? { kind: 'certificate', certificate: row.certificate } : DEFAULT_INVOICE_CHOICE;
    case 'donation': return row.love_code ? { kind: 'donation', loveCode: row.love_code } : DEFAULT_INVOICE_CHOICE;
    case 'company': return row.tax_id && row.title ? { kind: 'company', taxId: row.tax_id, title: row.title } : DEFAULT_INVOICE_CHOICE;
    default: return DEFAULT_INVOICE_CHOICE;
  }
}

function toRecord(row: InvoiceRow): InvoiceRecord {
  if (!isInvoiceState(row.state)) throw new Error(`invoice of ${row.order_id}: unknown state '${row.state}'`);
  return {
    orderId: row.order_id,
    choice: choiceOf(row),
    state: row.state,
    relateNumber: row.relate_number,
    invoice: row.invoice_number && row.issued_at && row.random_code
      ? { number: row.invoice_number, issuedAt: toDate(row.issued_at), randomCode: row.random_code }
      : null,
    voidedAt: toDateOrNull(row.voided_at),
    attempts: Number(row.attempts),
    nextAttemptAt: toDateOrNull(row.next_attempt_at),
    claimedUntil: toDateOrNull(row.claimed_until),
    lastError: row.last_error,
    updatedAt: toDate(row.updated_at),
  };
}
