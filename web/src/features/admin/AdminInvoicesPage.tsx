import { InvoiceProblemsCard } from './InvoiceProblemsCard';

/** /admin/invoices: the e-invoices that need a person (issue 30). */
export default function AdminInvoicesPage() {
  return (
    <div className="admin-overview" data-testid="admin-invoices">
      <InvoiceProblemsCard />
    </div>
  );
}
