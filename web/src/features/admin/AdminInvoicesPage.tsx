import { FailedFollowUpsCard } from './FailedFollowUpsCard';
import { InvoiceProblemsCard } from './InvoiceProblemsCard';

/** /admin/invoices: the e-invoices that need a person, and the order follow-ups (mails, invoices, shipments) that failed (issue 30). */
export default function AdminInvoicesPage() {
  return (
    <div className="admin-overview" data-testid="admin-invoices">
      <InvoiceProblemsCard />
      <FailedFollowUpsCard />
    </div>
  );
}
