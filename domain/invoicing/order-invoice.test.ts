import { ORDER_STATUSES } from '../orders/order-status';
import { cardInvoiceUnderway, INVOICE_POLL_MAX_READS, invoiceLinesOf, mayIssueInvoice, readsInvoiceAgain, relateNumberOf } from './order-invoice';

const item = (title: string, discountPrice: number, variantName: string | null = null) => ({ title, variantName, discountPrice, quantity: 1 });

describe('an order\'s e-invoice (issue 30, research ecpay-einvoice.md section 4)', () => {
  it('the RelateNumber is the order id\'s letters and digits, at most 20', () => {
    expect(relateNumberOf('ORD-12345678')).toBe('ORD12345678');
    expect(relateNumberOf('X-'.repeat(30))).toHaveLength(20);
  });

  it('one line per item at its sold price, plus a shipping line for the rest of the total: the lines add up to SalesAmount', () => {
    const planned = invoiceLinesOf([item('大衣', 1280, '黑 / L'), item('帆布袋', 390)], 1730);
    expect(planned).toEqual({ ok: true, lines: [
      { name: '大衣 黑 / L', quantity: 1, unitPrice: 1280, amount: 1280, unit: '件' },
      { name: '帆布袋', quantity: 1, unitPrice: 390, amount: 390, unit: '件' },
      { name: '運送費用', quantity: 1, unitPrice: 60, amount: 60, unit: '式' },
    ] });
    expect(invoiceLinesOf([item('帆布袋', 390)], 390)).toMatchObject({ ok: true, lines: [{ amount: 390 }] });
  });

  it('refuses a total below the items (an invoice never says more than was paid) and an empty one', () => {
    expect(invoiceLinesOf([item('大衣', 1280)], 1000)).toEqual({ ok: false, code: 'EINVOICE_AMOUNTS_MISMATCH' });
    expect(invoiceLinesOf([], 0)).toEqual({ ok: false, code: 'EINVOICE_AMOUNTS_MISMATCH' });
  });

  it('only a sale is invoiced: a paid card order, a store-payment order not cancelled', () => {
    expect(mayIssueInvoice({ status: 'PAID', paymentMethod: 'credit_card' })).toBe(true);
    expect(mayIssueInvoice({ status: 'PENDING_PAYMENT', paymentMethod: 'credit_card' })).toBe(false);
    expect(mayIssueInvoice({ status: 'REFUNDED', paymentMethod: 'credit_card' })).toBe(false);
    expect(mayIssueInvoice({ status: 'PROCESSING', paymentMethod: 'store_cod' })).toBe(true);
    expect(mayIssueInvoice({ status: 'CANCELLED', paymentMethod: 'store_cod' })).toBe(false);
  });

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
});
