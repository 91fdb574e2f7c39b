import { Card, Tag, type Intent } from '@blueprintjs/core';
import { MapMarkerIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { formatShopAmount, pickupStoreLabel, type StatusChip } from '../../domain';
import { useAppSelector } from '../../app/hooks';
import { InvoiceFacts } from '../invoice/InvoiceFacts';
import { SourceChip } from '../order-history/SourceChip';
import { CopyButton } from './CopyButton';
import { formatTaipeiTime } from '../../app/taipei-time';
import { storeChainName } from './order-format';
import type { OrderDetails } from './order-confirmation-slice';
import { orderMessages } from './order-messages';
import { selectPaymentMethodText, selectStatusChip } from './order-selectors';

const CHIP_INTENT: Record<StatusChip, Intent> = { paid: 'success', processing: 'warning', failed: 'danger', awaiting: 'primary' };

/** Money on this screen: the shopping pages' '$' and a whole number rounded down, as the checkout it follows (spec 2 §9). */
export const orderMoney = formatShopAmount;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="order-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Blank text reads 'not provided'; masked values (王*明, 09******78) are shown as the server sent them. */
const orNotProvided = (value: string | null | undefined) => (value && value.trim() ? value : orderMessages.notProvided);

/** Spec 2 §2.5 order card. */
export function OrderCard({ order }: { order: OrderDetails }) {
  const chip = useAppSelector(selectStatusChip);
  const method = useAppSelector(selectPaymentMethodText);
  const total = orderMoney(order.total_amount);
  return (
    <Card className="order-card" data-testid="order-card" data-masked={order.masked ? 'true' : 'false'}>
      <h3 className="order-card-title">{orderMessages.orderCardTitle}</h3>
      <dl className="order-rows">
        <Row label={orderMessages.orderNumber}>
          <span className="order-copyable">
            <span className="order-number" data-testid="order-number">
              {order.order_id}
            </span>
            <CopyButton value={order.order_id} label={orderMessages.copyOrderNumber} testId="copy-order-number" />
          </span>
        </Row>
        <Row label={orderMessages.buyerName} testId="buyer-name">
          {orNotProvided(order.customer_name)}
        </Row>
        <Row label={orderMessages.orderDate} testId="order-date">
          {formatTaipeiTime(order.created_at)}
        </Row>
        <Row label={orderMessages.contactPhone} testId="buyer-phone">
          {orNotProvided(order.customer_phone)}
        </Row>
        <Row label={orderMessages.pickupStore} testId="order-store">
          {order.store_name ? pickupStoreLabel(storeChainName(order.logistics_sub_type), order.store_name) : orderMessages.notProvided}
        </Row>
        <Row label={orderMessages.totalAmount}>
          <span className="order-copyable">
            <strong className="order-total" data-testid="order-total">
              {total}
            </strong>
            <CopyButton value={total} label={orderMessages.copyTotal} testId="copy-total" />
          </span>
        </Row>
        <Row label={orderMessages.orderStatus}>
          <Tag intent={CHIP_INTENT[chip.chip]} round data-testid="status-chip" data-chip={chip.chip}>
            {chip.text}
          </Tag>
        </Row>
        {order.order_source && (
          <Row label={orderMessages.orderSource}>
            <SourceChip source={order.order_source} />
          </Row>
        )}
        <Row label={orderMessages.paymentMethod} testId="payment-method">
          {method.text}
        </Row>
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
      <h3 className="order-card-title">
        <MapMarkerIcon /> {orderMessages.pickupCardTitle}
      </h3>
      <dl className="order-rows">
        <Row label={orderMessages.pickupStore}>
          <span className="pickup-store">
            <span>
              {pickupStoreLabel(storeChainName(order.logistics_sub_type), order.store_name ?? '')}
            </span>
            {order.store_address && <span className="order-muted">{order.store_address}</span>}
          </span>
        </Row>
        <Row label={orderMessages.totalAmount}>{orderMoney(order.total_amount)}</Row>
        <Row label={orderMessages.pickupPerson}>{orNotProvided(order.customer_name)}</Row>
      </dl>
      <p className="pickup-instruction">{orderMessages.pickupInstruction}</p>
    </Card>
  );
}
