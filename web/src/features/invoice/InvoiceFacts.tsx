import type { OrderInvoiceView } from '../../../../application/contracts/invoicing';
import { formatTaipeiTime } from '../../app/taipei-time';
import type { PaymentMethod } from '../../domain';
import { invoiceFacts } from './invoice-words';
import './invoice.css';

/** An order's invoice as its pages show it (the buyer's order page, the history, the console): a short list of facts. */
export function InvoiceFacts({ invoice, paymentMethod = null }: { invoice: OrderInvoiceView; paymentMethod?: PaymentMethod | null }) {
  return (
    <dl className="invoice-facts" data-testid="invoice-facts" data-state={invoice.state}>
      {invoiceFacts(invoice, paymentMethod, formatTaipeiTime).map(([label, value, testId]) => (
        <div className="invoice-fact" key={testId}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
