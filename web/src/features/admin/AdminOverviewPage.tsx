import { PaymentsAttentionCard } from './PaymentsAttentionCard';
import { ShipmentsAttentionCard } from './ShipmentsAttentionCard';

/** /admin: what needs a person first, side by side: payments to refund or check, shipments that keep failing. */
export default function AdminOverviewPage() {
  return (
    <div className="admin-overview" data-testid="admin-overview">
      <PaymentsAttentionCard />
      <ShipmentsAttentionCard />
    </div>
  );
}
