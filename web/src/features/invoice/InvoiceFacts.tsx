import type { OrderInvoiceView } from '../../../../application/contracts/invoicing';
import { formatTaipeiTime } from '../../app/taipei-time';
import type { PaymentMethod } from '../../domain';
import { OrderRow } from '../orders/OrderRow';
import { invoiceFacts } from './invoice-words';
import './invoice.css';

/**
 * An order's invoice as its pages show it (the buyer's order page, the history; the console draws the same facts as
 * rows of its own table): a short list of facts, in the order card's own rows (label left, value right), so on the
 * card it reads as the card's next facts. The order's status tells a paid card order's invoice being issued from one
 * waiting for the payment.
 */
export function InvoiceFacts({ invoice, status, paymentMethod = null }: { invoice: OrderInvoiceView; status: string | null; paymentMethod?: PaymentMethod | null }) {
  return (
    <dl className="order-rows invoice-facts" data-testid="invoice-facts" data-state={invoice.state}>
      {invoiceFacts(invoice, { paymentMethod, status }, formatTaipeiTime).map(([label, value, testId]) => (
        <OrderRow key={testId} label={label} testId={testId}>
          {value}
        </OrderRow>
      ))}
    </dl>
  );
}
