import { invoiceLinesOf, mayIssueInvoice, relateNumberOf } from './order-invoice';

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
});
