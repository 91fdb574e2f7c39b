import { Card, Tag, type Intent } from '@blueprintjs/core';
import { MapMarkerIcon } from '@blueprintjs/icons';
import { formatShopAmount, pickupStoreLabel, type StatusChip } from '../../domain';
import { useAppSelector } from '../../app/hooks';
import { InvoiceFacts } from '../invoice/InvoiceFacts';
import { SourceChip } from '../order-history/SourceChip';
import { CopyButton } from './CopyButton';
import { OrderRow } from './OrderRow';
import { formatTaipeiTime } from '../../app/taipei-time';
import { storeChainName } from './order-format';
import type { OrderDetails } from './order-confirmation-slice';
import { orderMessages } from './order-messages';
import { selectPaymentMethodText, selectStatusChip } from './order-selectors';

const CHIP_INTENT: Record<StatusChip, Intent> = { paid: 'success', processing: 'warning', failed: 'danger', awaiting: 'primary' };

/** Money on this screen: the shopping pages' '$' and a whole number rounded down, as the checkout it follows (spec 2 §9). */
export const orderMoney = formatShopAmount;

/** Blank text reads 'not provided'; masked values (王*明, 09******78) are shown as the server sent them. */
const orNotProvided = (value: string | null | undefined) => (value && value.trim() ? value : orderMessages.notProvided);

/** Spec 2 §2.5 order card. Its title, as every card's of this screen, is an h2 under the page's h1 (axe heading-order). */
export function OrderCard({ order }: { order: OrderDetails }) {
  const chip = useAppSelector(selectStatusChip);
  const method = useAppSelector(selectPaymentMethodText);
  const total = orderMoney(order.total_amount);
  return (
    <Card className="order-card" data-testid="order-card" data-masked={order.masked ? 'true' : 'false'}>
      <h2 className="order-card-title">{orderMessages.orderCardTitle}</h2>
      <dl className="order-rows">
        <OrderRow label={orderMessages.orderNumber}>
          <span className="order-copyable">
            <span className="order-number" data-testid="order-number">
              {order.order_id}
            </span>
            <CopyButton value={order.order_id} label={orderMessages.copyOrderNumber} testId="copy-order-number" />
          </span>
        </OrderRow>
        <OrderRow label={orderMessages.buyerName} testId="buyer-name">
          {orNotProvided(order.customer_name)}
        </OrderRow>
        <OrderRow label={orderMessages.orderDate} testId="order-date">
          {formatTaipeiTime(order.created_at)}
        </OrderRow>
        <OrderRow label={orderMessages.contactPhone} testId="buyer-phone">
          {orNotProvided(order.customer_phone)}
        </OrderRow>
        <OrderRow label={orderMessages.pickupStore} testId="order-store">
          {order.store_name ? pickupStoreLabel(storeChainName(order.logistics_sub_type), order.store_name) : orderMessages.notProvided}
        </OrderRow>
        <OrderRow label={orderMessages.totalAmount}>
          <span className="order-copyable">
            <strong className="order-total" data-testid="order-total">
              {total}
            </strong>
            <CopyButton value={total} label={orderMessages.copyTotal} testId="copy-total" />
          </span>
        </OrderRow>
        <OrderRow label={orderMessages.orderStatus}>
          <Tag intent={CHIP_INTENT[chip.chip]} round data-testid="status-chip" data-chip={chip.chip}>
            {chip.text}
          </Tag>
        </OrderRow>
        {order.order_source && (
          <OrderRow label={orderMessages.orderSource}>
            <SourceChip source={order.order_source} />
          </OrderRow>
        )}
        <OrderRow label={orderMessages.paymentMethod} testId="payment-method">
          {method.text}
        </OrderRow>
      </dl>
      {/* Issue 30: the buyer's read carries the invoice; a stranger's has none. */}
      {order.invoice && <InvoiceFacts invoice={order.invoice} status={order.status} paymentMethod={order.payment_method} />}
    </Card>
  );
}

/** Spec 2 §2.5 pickup instructions: store, amount, the pickup person; bring the order number and total. */
export function PickupCard({ order }: { order: OrderDetails }) {
  return (
    <Card className="order-card pickup-card" data-testid="pickup-card">
      <h2 className="order-card-title">
        <MapMarkerIcon /> {orderMessages.pickupCardTitle}
      </h2>
      <dl className="order-rows">
        <OrderRow label={orderMessages.pickupStore}>
          <span className="pickup-store">
            <span>
              {pickupStoreLabel(storeChainName(order.logistics_sub_type), order.store_name ?? '')}
            </span>
            {order.store_address && <span className="order-muted">{order.store_address}</span>}
          </span>
        </OrderRow>
        <OrderRow label={orderMessages.totalAmount}>{orderMoney(order.total_amount)}</OrderRow>
        <OrderRow label={orderMessages.pickupPerson}>{orNotProvided(order.customer_name)}</OrderRow>
      </dl>
      <p className="pickup-instruction">{orderMessages.pickupInstruction}</p>
    </Card>
  );
}
