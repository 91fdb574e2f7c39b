import { refuse, type Outcome } from '../shared/result';

/**
 * An order's e-invoice states and the only moves between them (issue 30), a table like ORDER_TRANSITIONS.
 * - NOT_ISSUED: every order starts here; an order that is never paid (or, for store payment, never picked
 *   up) has no move out, so it stays here and no invoice is ever issued.
 * - ISSUE_FAILED: the Issue call was refused or never answered; a retry (same RelateNumber) may still issue.
 * - ISSUED: ECPay returned an invoice number.
 * - VOID_FAILED: the Invalid call failed; a retry may void it, or the window may close meanwhile.
 * - VOIDED: voided within the window (void-window.ts).
 * - NEEDS_ALLOWANCE: refunded after the window closed: the console says an allowance is needed. Final here,
 *   because allowances themselves are not part of this issue.
 */
export const INVOICE_STATES = ['NOT_ISSUED', 'ISSUE_FAILED', 'ISSUED', 'VOID_FAILED', 'VOIDED', 'NEEDS_ALLOWANCE'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceState, readonly InvoiceState[]>> = {
  NOT_ISSUED: ['ISSUED', 'ISSUE_FAILED'],
  ISSUE_FAILED: ['ISSUED'],
  ISSUED: ['VOIDED', 'VOID_FAILED', 'NEEDS_ALLOWANCE'],
  VOID_FAILED: ['VOIDED', 'NEEDS_ALLOWANCE'],
  VOIDED: [],
  NEEDS_ALLOWANCE: [],
};

export function isInvoiceState(value: unknown): value is InvoiceState {
  return typeof value === 'string' && (INVOICE_STATES as readonly string[]).includes(value);
}

export function canMoveInvoice(from: InvoiceState, to: InvoiceState): boolean {
  return INVOICE_TRANSITIONS[from].includes(to);
}

/**
 * Moves an invoice. Asking for the state it already has succeeds with `changed: false`, so a repeated job
 * (a retry, a second process) changes nothing: a failed retry stays failed, an issued invoice is not issued twice.
 */
export function moveInvoice(
  from: InvoiceState,
  to: InvoiceState,
): Outcome<{ state: InvoiceState; changed: boolean }, 'INVOICE_TRANSITION_NOT_ALLOWED', { from: InvoiceState; to: InvoiceState }> {
  if (from === to) return { ok: true, state: to, changed: false };
  if (!canMoveInvoice(from, to)) return refuse('INVOICE_TRANSITION_NOT_ALLOWED', { from, to });
  return { ok: true, state: to, changed: true };
}
