import { Callout, ProgressBar } from '@blueprintjs/core';
import { TruckIcon } from '@blueprintjs/icons';
import { shippingStatusView } from '../../domain';
import { formatOrderTime } from '../orders/order-format';
import type { CustomerOrder } from './history-api';
import { historyMessages } from './history-messages';

/**
 * Spec 1 §4 'Shipping status': progress 25/50/75/100 and the label (domain shippingStatusView); the details show
 * only when the status is not pending, and the convenience-store hint when the parcel went to a store.
 */
export function ShippingStatusBlock({ order }: { order: CustomerOrder }) {
  const view = shippingStatusView(order.shipping_status);
  const toStore = Boolean(order.cvs_store_id || order.store_name);
  const facts: [string, string | null][] = [
    [historyMessages.shippedAt, order.shipped_at ? formatOrderTime(order.shipped_at) || order.shipped_at : null],
    [order.payment_no ? historyMessages.pickupCode : historyMessages.trackingNumber, order.payment_no ?? order.tracking_number],
    [historyMessages.pickupStore, order.store_name ? `${order.store_name}${order.cvs_store_id ? ` (${order.cvs_store_id})` : ''}` : null],
    [historyMessages.logisticsId, order.logistics_id],
  ];
  return (
    <section className="history-shipping" data-testid="shipping-status" data-status={view.status}>
      <h4>
        <TruckIcon /> {historyMessages.shippingTitle}
      </h4>
      <ProgressBar value={view.progress / 100} animate={false} stripes={false} intent={view.progress === 100 ? 'success' : 'primary'} data-testid="shipping-progress" />
      <p className="history-shipping-label" data-testid="shipping-label">
        {view.label}
      </p>
      {view.showDetails && (
        <dl className="history-shipping-details" data-testid="shipping-details">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      )}
      {view.showDetails && toStore && (
        <Callout intent="primary" compact data-testid="shipping-store-hint">
          {historyMessages.storeHint}
        </Callout>
      )}
    </section>
  );
}
