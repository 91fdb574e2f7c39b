import { PaymentsAttentionCard } from './PaymentsAttentionCard';
import { ProviderRejectionsCard } from './ProviderRejectionsCard';
import { ShipmentsAttentionCard } from './ShipmentsAttentionCard';

/**
 * /admin: what needs a person first, side by side: payments to refund or check, shipments that keep failing, then
 * the provider messages the shop refused.
 */
export default function AdminOverviewPage() {
  return (
    <div className="admin-overview" data-testid="admin-overview">
      <PaymentsAttentionCard />
      <ShipmentsAttentionCard />
      <ProviderRejectionsCard />
    </div>
  );
}
