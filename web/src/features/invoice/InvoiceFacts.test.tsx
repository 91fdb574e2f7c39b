import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { OrderInvoiceView } from '../../../../application/contracts/invoicing';
import { formatTaipeiTime } from '../../app/taipei-time';
import { InvoiceFacts } from './InvoiceFacts';
import { invoiceMessages } from './invoice-messages';

const NOT_ISSUED: OrderInvoiceView = { kind: 'member-carrier', state: 'NOT_ISSUED', number: null, issued_at: null, random_code: null };

describe('InvoiceFacts (the order page, the history and the console, issue 30)', () => {
  it('issued: 發票號碼, 開立日期 and 隨機碼, and no state sentence', () => {
    render(<InvoiceFacts invoice={{ ...NOT_ISSUED, state: 'ISSUED', number: 'AB12345678', issued_at: '2026-12-03T04:00:00.000Z', random_code: '1234' }} status="PAID" paymentMethod="credit_card" />);
    expect(screen.getByText('發票號碼')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('AB12345678');
    expect(screen.getByText('開立日期')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-date')).toHaveTextContent(formatTaipeiTime('2026-12-03T04:00:00.000Z'));
    expect(screen.getByText('隨機碼')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-random-code')).toHaveTextContent('1234');
    expect(screen.queryByTestId('invoice-state')).not.toBeInTheDocument();
  });

  it('not issued yet: when it will be, by the payment method (a store payment at pickup); no number', () => {
    const { rerender } = render(<InvoiceFacts invoice={NOT_ISSUED} status="PENDING_PAYMENT" paymentMethod="credit_card" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('發票將於付款完成後開立');
    expect(screen.queryByTestId('invoice-number')).not.toBeInTheDocument();
    rerender(<InvoiceFacts invoice={NOT_ISSUED} status="PROCESSING" paymentMethod="store_cod" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('發票將於取貨付款後開立');
    // The history does not know the method: paid first, whatever the method.
    rerender(<InvoiceFacts invoice={NOT_ISSUED} status="PENDING_PAYMENT" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('發票將於付款完成後開立');
    // PROCESSING without the method may be a store payment's (issued at pickup): not "being issued".
    rerender(<InvoiceFacts invoice={NOT_ISSUED} status="PROCESSING" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('發票將於付款完成後開立');
  });

  it('a paid card order not issued yet: being issued (the job issues it a second after PAID), never "once paid"', () => {
    const { rerender } = render(<InvoiceFacts invoice={NOT_ISSUED} status="PAID" paymentMethod="credit_card" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('發票開立中');
    expect(screen.getByTestId('invoice-state')).not.toHaveTextContent('付款');
    expect(screen.queryByTestId('invoice-number')).not.toBeInTheDocument();
    rerender(<InvoiceFacts invoice={NOT_ISSUED} status="PROCESSING" paymentMethod="credit_card" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent(invoiceMessages.states.underway);
    // The history: PAID is only ever a card order's.
    rerender(<InvoiceFacts invoice={NOT_ISSUED} status="PAID" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent(invoiceMessages.states.underway);
    // An ended order is not being issued.
    rerender(<InvoiceFacts invoice={NOT_ISSUED} status="REFUNDED" paymentMethod="credit_card" />);
    expect(screen.getByTestId('invoice-state')).not.toHaveTextContent(invoiceMessages.states.underway);
  });

  it('an order cancelled or refunded before its invoice was issued says none was issued, not "once paid"', () => {
    const { rerender } = render(<InvoiceFacts invoice={NOT_ISSUED} status="REFUNDED" paymentMethod="credit_card" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('本訂單未開立發票');
    rerender(<InvoiceFacts invoice={NOT_ISSUED} status="CANCELLED" paymentMethod="store_cod" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('本訂單未開立發票');
    rerender(<InvoiceFacts invoice={{ ...NOT_ISSUED, state: 'ISSUE_FAILED' }} status="CANCELLED" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('本訂單未開立發票');
  });

  it('voided: the state in words, the number no longer shown', () => {
    render(<InvoiceFacts invoice={{ ...NOT_ISSUED, state: 'VOIDED', number: 'AB12345678', issued_at: '2026-12-03T04:00:00.000Z', random_code: '1234' }} status="REFUNDED" />);
    expect(screen.getByTestId('invoice-state')).toHaveTextContent(invoiceMessages.states.VOIDED);
    expect(screen.queryByTestId('invoice-number')).not.toBeInTheDocument();
  });

  it('names the choice with its masked carrier, or the company with its tax id', () => {
    const { rerender } = render(<InvoiceFacts invoice={{ ...NOT_ISSUED, kind: 'mobile-barcode', barcode: '/AB***34' }} status="PENDING" />);
    expect(screen.getByTestId('invoice-kind')).toHaveTextContent(`${invoiceMessages.kinds['mobile-barcode']}（/AB***34）`);
    rerender(<InvoiceFacts invoice={{ ...NOT_ISSUED, kind: 'company', tax_id: '04595257', title: '好物有限公司' }} status="PENDING" />);
    expect(screen.getByTestId('invoice-kind')).toHaveTextContent('好物有限公司，統編 04595257');
  });

  it("draws each fact in the order card's own row (orders/OrderRow: label left, value right), not a look of its own", () => {
    render(<InvoiceFacts invoice={{ ...NOT_ISSUED, kind: 'company', tax_id: '04595257', title: '好物有限公司' }} status="PENDING" />);
    expect(screen.getByTestId('invoice-facts')).toHaveClass('order-rows');
    for (const testId of ['invoice-kind', 'invoice-state']) {
      const row = screen.getByTestId(testId).parentElement;
      expect(row).toHaveClass('order-row');
      expect(row?.firstElementChild?.tagName).toBe('DT');
    }
  });
});
