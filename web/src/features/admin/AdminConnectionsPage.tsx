import { ConnectionsCard } from './ConnectionsCard';
import { ShopifyCard } from './ShopifyCard';

/** /admin/connections: the Shopee card (issue 11) beside the Shopify card (issue 12). */
export default function AdminConnectionsPage() {
  return (
    <div className="admin-connections">
      <ConnectionsCard />
      <ShopifyCard />
    </div>
  );
}
