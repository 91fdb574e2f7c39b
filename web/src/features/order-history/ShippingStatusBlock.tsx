import { Callout, ProgressBar } from '@blueprintjs/core';
import { TruckIcon } from '@blueprintjs/icons';
import { fulfilmentView, type FulfilmentStage } from '../../domain';
import { formatTaipeiTime } from '../../app/taipei-time';
import type { CustomerOrder } from './history-slice';
import { historyMessages } from './history-messages';

/** What the block shows: the history's order, or the order page's shipment read mapped onto the same names. */
export type ShippingFacts = Pick<CustomerOrder, 'shipping_status' | 'tracking_number' | 'payment_no' | 'shipped_at' | 'cvs_store_id' | 'store_name' | 'logistics_id'>;

/**
 * Spec 1 §4 'Shipping status', told truthfully (issue 22): the stage, its progress and its words come from the
 * domain's one table (fulfilmentView, per screen). An unpaid card order has no progress bar ('ships once paid');
 * the details show once there is a logistics order, and the pickup hint only once the parcel is at the store.
 * Issue 12: the pickup code (payment_no) and the tracking number both show when ECPay gave both (7-ELEVEN's
 * tracking number is the pickup code plus the validation code); the same number is not shown twice.
 */
export function ShippingStatusBlock({ order, stage, screen }: { order: ShippingFacts; stage: FulfilmentStage; screen: 'confirmation' | 'history' }) {
  const view = fulfilmentView(stage, screen);
  const facts: [string, string | null][] = [
    [historyMessages.shippedAt, order.shipped_at ? formatTaipeiTime(order.shipped_at) || order.shipped_at : null],
    [historyMessages.pickupCode, order.payment_no],
    [historyMessages.trackingNumber, order.tracking_number && order.tracking_number !== order.payment_no ? order.tracking_number : null],
    [historyMessages.pickupStore, order.store_name ? `${order.store_name}${order.cvs_store_id ? ` (${order.cvs_store_id})` : ''}` : null],
    [historyMessages.logisticsId, order.logistics_id],
  ];
  return (
    <section className="history-shipping" data-testid="shipping-status" data-status={order.shipping_status} data-stage={view.stage}>
      {/* Both screens put the block right under the page's h1 (no card title above it): an h2, at the h4's look it had (axe heading-order). */}
      <h2 className="minor-heading">
        <TruckIcon /> {historyMessages.shippingTitle}
      </h2>
      {view.progress !== null && (
        <ProgressBar aria-label={view.label} value={view.progress / 100} animate={false} stripes={false} intent={view.stage === 'returned' ? 'warning' : view.progress === 100 ? 'success' : 'primary'} data-testid="shipping-progress" />
      )}
      <p className="history-shipping-label" data-testid="shipping-label">
        {view.label}
      </p>
      {view.details && (
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
      {view.pickupHint && (
        <Callout intent="primary" compact data-testid="shipping-store-hint">
          {historyMessages.storeHint}
        </Callout>
      )}
    </section>
  );
}
