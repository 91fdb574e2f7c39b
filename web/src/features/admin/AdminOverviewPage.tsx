import { OverviewFiguresCard } from './OverviewFiguresCard';
import { PaymentsAttentionCard } from './PaymentsAttentionCard';
import { ProviderRejectionsCard } from './ProviderRejectionsCard';
import { ShipmentsAttentionCard } from './ShipmentsAttentionCard';

/**
 * /admin: today's business first (issue 28: orders and sales, what to ship, what needs a person, the links), then what
 * needs a person side by side: payments to refund or check, shipments that keep failing, the provider messages refused.
 */
export default function AdminOverviewPage() {
  return (
    <div className="admin-overview" data-testid="admin-overview">
      <OverviewFiguresCard />
      <PaymentsAttentionCard />
      <ShipmentsAttentionCard />
      <ProviderRejectionsCard />
    </div>
  );
}
