import type { InvoiceChoice } from '../../domain/invoicing/invoice-choice';
import type { InvoiceState } from '../../domain/invoicing/invoice-states';
import type { IssuedInvoice } from './einvoice-gateway.port';

/**
 * An order's e-invoice as the shop keeps it (table invoices, issue 30): the shopper's choice (written at checkout),
 * the state of domain/invoicing/invoice-states.ts, ECPay's answer and the job's bookkeeping. Implemented by
 * adapters/persistence/invoicing/knex-invoice-store.ts and InMemoryInvoiceStore; both pass
 * invoice-store.contract.test.ts.
 *
 * Once only, across processes: a job claims the row (a conditional UPDATE that sets the lease claimed_until)
 * before it calls ECPay, and writes the answer after. Of two processes only one holds a live claim; a claim left by
 * a process killed between ECPay's answer and the write expires and is taken again, with the SAME RelateNumber
 * (kept on the row at the first claim), so ECPay answers "duplicate" and the job reads the invoice back.
 *
 * The rate-limit pause (ECPay: HTTP 403, then 30 minutes without ANY call) is shared by every process and every
 * order, so it is not a row of invoices: it is the job_schedules row named EINVOICE_PAUSE (its next_due_at is the
 * end of the pause; no periodic job claims that name). The order that met the limit also keeps next_attempt_at.
 */
export interface InvoiceRecord {
  orderId: string;
  choice: InvoiceChoice;
  state: InvoiceState;
  /** ECPay's RelateNumber, set at the first claim and never changed. */
  relateNumber: string | null;
  /** ECPay's invoice once issued (also kept after a void). */
  invoice: IssuedInvoice | null;
  voidedAt: Date | null;
  /** Claims so far (each is one attempt to call ECPay). */
  attempts: number;
  /** Not before: the rate limit's end for the order that met it. */
  nextAttemptAt: Date | null;
  /** A live claim's end; null when nobody holds the row. */
  claimedUntil: Date | null;
  /** Why the last attempt failed (ECPay's code and message, or the outage); null after a success. */
  lastError: string | null;
  updatedAt: Date;
}

/** The job's step: issuing (from NOT_ISSUED or ISSUE_FAILED) or voiding (from ISSUED or VOID_FAILED). */
export type InvoiceStep = 'issue' | 'void';

export const STEP_FROM: Readonly<Record<InvoiceStep, readonly InvoiceState[]>> = {
  issue: ['NOT_ISSUED', 'ISSUE_FAILED'],
  void: ['ISSUED', 'VOID_FAILED'],
};

export type InvoiceClaim =
  /** This caller holds the row until `record.claimedUntil`: call ECPay, then write the answer. */
  | { kind: 'claimed'; record: InvoiceRecord }
  /** Another process holds a live claim; ask again after `until`. */
  | { kind: 'busy'; until: Date; record: InvoiceRecord }
  /** The row is not in a state the step starts from (already issued, voided, ...), or absent (void only). */
  | { kind: 'settled'; record: InvoiceRecord | undefined };

/** A failure's final state and reason: the claim is released; `step` guards the write like a claim does. */
export interface InvoiceFailure {
  state: 'ISSUE_FAILED' | 'VOID_FAILED' | 'NEEDS_ALLOWANCE';
  reason: string;
}

/** The states the console lists: a person looks at them (retry, or issue an allowance). */
export const PROBLEM_STATES = ['ISSUE_FAILED', 'VOID_FAILED', 'NEEDS_ALLOWANCE'] as const satisfies readonly InvoiceState[];

export interface InvoiceStore {
  find(orderId: string): Promise<InvoiceRecord | undefined>;
  /**
   * Claims the order's invoice for `step` when its state is one the step starts from and no live claim holds it:
   * claimedUntil = now + leaseMs, attempts + 1, relate_number = `relateNumber` unless one is kept. For 'issue', an
   * order without a row (older orders) first gets one with the default choice (member carrier), NOT_ISSUED.
   */
  claim(orderId: string, step: InvoiceStep, relateNumber: string, now: Date, leaseMs: number): Promise<InvoiceClaim>;
  /** ISSUED with ECPay's number, date and random code; the claim is released. Only from the issue step's states. */
  recordIssued(orderId: string, invoice: IssuedInvoice, now: Date): Promise<InvoiceRecord | undefined>;
  /** VOIDED; the claim is released. Only from the void step's states. */
  recordVoided(orderId: string, now: Date): Promise<InvoiceRecord | undefined>;
  /** A failure of `step` (only from its states): the state and reason are kept for staff; the claim is released. */
  recordFailure(orderId: string, step: InvoiceStep, failure: InvoiceFailure, now: Date): Promise<InvoiceRecord | undefined>;
  /** Gives the claim back without a change (the order may not be invoiced after all). */
  release(orderId: string, now: Date): Promise<void>;
  /** Rate-limited: the state stays, the claim is released, next_attempt_at = `retryAt`. */
  postpone(orderId: string, retryAt: Date, reason: string, now: Date): Promise<void>;
  /** The invoices in PROBLEM_STATES, the latest change first, at most `limit`. */
  listProblems(limit: number): Promise<InvoiceRecord[]>;
  /** Pauses every invoice call until `until` (a later pause never shortens a running one). */
  pauseCalls(until: Date): Promise<void>;
  /** The end of the shared pause (null when never paused; past when over). */
  callsPausedUntil(): Promise<Date | null>;
}

/** The job_schedules row that holds the shared pause (see above). */
export const EINVOICE_PAUSE = 'einvoice-calls-paused';

export const INVOICE_STORE = Symbol.for('InvoiceStore');
