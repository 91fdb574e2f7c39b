import { PaymentsAttentionCard } from './PaymentsAttentionCard';

/** /admin: what needs a person first (payments to refund or check). */
export default function AdminOverviewPage() {
  return <PaymentsAttentionCard />;
}
