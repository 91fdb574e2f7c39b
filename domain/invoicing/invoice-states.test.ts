import { formatMessage } from '../messages';
import { INVOICE_STATES, moveInvoice, type InvoiceState } from './invoice-states';

/** The whole table, written out: every pair not listed here is refused. */
const ALLOWED: ReadonlyArray<[InvoiceState, InvoiceState]> = [
  ['NOT_ISSUED', 'ISSUED'],
  ['NOT_ISSUED', 'ISSUE_FAILED'],
  ['ISSUE_FAILED', 'ISSUED'],
  ['ISSUED', 'VOIDED'],
  ['ISSUED', 'VOID_FAILED'],
  ['ISSUED', 'NEEDS_ALLOWANCE'],
  ['VOID_FAILED', 'VOIDED'],
  ['VOID_FAILED', 'NEEDS_ALLOWANCE'],
];
const allowed = (from: InvoiceState, to: InvoiceState) => ALLOWED.some(([f, t]) => f === from && t === to);
const pairs = INVOICE_STATES.flatMap((from) => INVOICE_STATES.map((to) => [from, to] as [InvoiceState, InvoiceState]));

describe('the invoice states as a transition table (issue 30)', () => {
  it.each(pairs.filter(([f, t]) => f !== t))('%s -> %s', (from, to) => {
    const outcome = moveInvoice(from, to);
    expect(outcome).toEqual(
      allowed(from, to) ? { ok: true, state: to, changed: true } : { ok: false, code: 'INVOICE_TRANSITION_NOT_ALLOWED', details: { from, to } },
    );
  });

  it.each(INVOICE_STATES)('%s -> itself is accepted and changes nothing (a repeated job)', (state) => {
    expect(moveInvoice(state, state)).toEqual({ ok: true, state, changed: false });
  });

  it('an order never paid stays NOT_ISSUED: nothing but issuing leaves it, so it cannot be voided or need an allowance', () => {
    expect(moveInvoice('NOT_ISSUED', 'VOIDED').ok).toBe(false);
    expect(moveInvoice('NOT_ISSUED', 'NEEDS_ALLOWANCE').ok).toBe(false);
  });

  it('a voided invoice is never issued again (never two invoices for one order)', () => {
    expect(moveInvoice('VOIDED', 'ISSUED').ok).toBe(false);
  });

  it('the refusal code has its zh-TW text in the catalogue', () => {
    expect(formatMessage('INVOICE_TRANSITION_NOT_ALLOWED', { from: 'VOIDED', to: 'ISSUED' })).toBe('發票狀態無法由 VOIDED 變更為 ISSUED');
  });
});
