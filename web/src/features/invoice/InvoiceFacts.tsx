import type { OrderInvoiceView } from '../../../../application/contracts/invoicing';
import { formatTaipeiTime } from '../../app/taipei-time';
import type { PaymentMethod } from '../../domain';
import { invoiceFacts } from './invoice-words';
import './invoice.css';

/**
 * An order's invoice as its pages show it (the buyer's order page, the history, the console): a short list of facts.
 * The order's status tells a paid card order's invoice being issued from one waiting for the payment.
 */
export function InvoiceFacts({ invoice, status, paymentMethod = null }: { invoice: OrderInvoiceView; status: string | null; paymentMethod?: PaymentMethod | null }) {
  return (
    <dl className="invoice-facts" data-testid="invoice-facts" data-state={invoice.state}>
      {invoiceFacts(invoice, { paymentMethod, status }, formatTaipeiTime).map(([label, value, testId]) => (
        <div className="invoice-fact" key={testId}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
