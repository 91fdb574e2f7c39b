import { ORDER_STATUSES } from '../orders/order-status';
import { cardInvoiceUnderway, INVOICE_POLL_MAX_READS, invoiceNeverIssued, readsInvoiceAgain } from './invoice-underway';

describe('the invoice a buyer waits for (issue 30: issued by a job a second after PAID)', () => {
  it('a paid card order not yet invoiced has its invoice underway; any other state, method or status has not', () => {
    const underway = (paymentMethod: 'credit_card' | 'store_cod' | null) =>
      ORDER_STATUSES.filter((status) => cardInvoiceUnderway({ status, paymentMethod }, 'NOT_ISSUED'));
    expect(underway('credit_card')).toEqual(['PAID', 'PROCESSING']);
    expect(underway('store_cod')).toEqual([]);
    // The history sends no method: PAID is a card's only; PROCESSING may be a store payment's (issued at pickup).
    expect(underway(null)).toEqual(['PAID']);
    expect(cardInvoiceUnderway({ status: 'PAID', paymentMethod: 'credit_card' }, 'ISSUED')).toBe(false);
    expect(cardInvoiceUnderway({ status: 'PAID', paymentMethod: 'credit_card' }, 'ISSUE_FAILED')).toBe(false);
    expect(cardInvoiceUnderway({ status: 'PAID', paymentMethod: 'credit_card' }, null)).toBe(false);
    expect(cardInvoiceUnderway({ status: null, paymentMethod: 'credit_card' }, 'NOT_ISSUED')).toBe(false);
  });

  it('the order page reads again while the invoice is underway, 5 reads at most', () => {
    const paid = { status: 'PAID', paymentMethod: 'credit_card' } as const;
    expect(INVOICE_POLL_MAX_READS).toBe(5);
    expect([0, 1, 2, 3, 4, 5, 6].map((reads) => readsInvoiceAgain(paid, 'NOT_ISSUED', reads))).toEqual([true, true, true, true, true, false, false]);
    expect(readsInvoiceAgain(paid, 'ISSUED', 1)).toBe(false);
    expect(readsInvoiceAgain({ status: 'REFUNDED', paymentMethod: 'credit_card' }, 'NOT_ISSUED', 1)).toBe(false);
    expect(readsInvoiceAgain({ status: 'PENDING_PAYMENT', paymentMethod: 'credit_card' }, 'NOT_ISSUED', 0)).toBe(false);
  });

  it('an order that ended before its invoice was issued will never have one; an issued or voided one is told as it is', () => {
    expect(ORDER_STATUSES.filter((status) => invoiceNeverIssued(status, 'NOT_ISSUED'))).toEqual(['CANCELLED', 'REFUNDED']);
    expect(invoiceNeverIssued('REFUNDED', 'ISSUE_FAILED')).toBe(true);
    expect(['ISSUED', 'VOIDED', 'VOID_FAILED', 'NEEDS_ALLOWANCE'].map((state) => invoiceNeverIssued('REFUNDED', state as 'ISSUED'))).toEqual([false, false, false, false]);
    expect(invoiceNeverIssued(null, 'NOT_ISSUED')).toBe(false);
  });
});
