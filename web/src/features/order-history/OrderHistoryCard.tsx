import { Button, Card, Collapse } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, DocumentOpenIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatHistoryAmount } from '../../domain';
import { formatTaipeiTime } from '../../app/taipei-time';
import type { CustomerOrder } from './history-slice';
import { orderDetailsPath } from './order-paths';
import { historyMessages } from './history-messages';
import { orderHistoryActions } from './history-slice';
import { HistoryOrderBody } from './HistoryOrderBody';
import { SourceChip } from './SourceChip';

/** The from-history navigation state of spec 1 §2 (total, phone, items and a flag). */
export interface OrderDetailsNavigationState {
  fromHistory: true;
  total: number;
  phone: string | null;
  items: CustomerOrder['products'];
}

/** An order's number, date and source chip: the history card's header and a linked order's page. */
export function OrderFacts({ order }: { order: Pick<CustomerOrder, 'order_id' | 'order_date' | 'order_source'> }) {
  return (
    <div className="history-order-facts">
      {/* The number never breaks at its hyphen (a 375 px card showed 'ORD-' over '09434364'); the label may wrap before it. */}
      <strong className="history-order-id">{historyMessages.orderNumber('')}<span className="history-order-number">{order.order_id}</span></strong>
      <span className="history-order-date">{historyMessages.orderDate(formatTaipeiTime(order.order_date))}</span>
      <SourceChip source={order.order_source} />
    </div>
  );
}

/** One expandable order of /order-history (spec 1 §2): header, then shipping status, products and details. */
export function OrderHistoryCard({ order }: { order: CustomerOrder }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const expanded = useAppSelector((state) => state.orderHistory.expanded.includes(order.order_id));
  const toggle = () => dispatch(orderHistoryActions.expandToggled(order.order_id));
  const openDetails = () => {
    const state: OrderDetailsNavigationState = { fromHistory: true, total: order.order_total, phone: order.customer_phone, items: order.products };
    navigate(orderDetailsPath(order), { state });
  };
  return (
    <Card className="history-order" data-testid="history-order" data-order-id={order.order_id} data-expanded={expanded}>
      <div className="history-order-header">
        <OrderFacts order={order} />
        <strong className="history-order-total" data-testid="history-order-total">
          {formatHistoryAmount(order.order_total)}
        </strong>
        <Button
          variant="minimal"
          icon={expanded ? <ChevronUpIcon /> : <ChevronDownIcon />}
          aria-expanded={expanded}
          aria-label={expanded ? historyMessages.collapse : historyMessages.expand}
          onClick={toggle}
          data-testid="history-expand"
        />
      </div>
      <Collapse isOpen={expanded} keepChildrenMounted={false}>
        <HistoryOrderBody order={order}>
          <div className="history-order-actions">
            <SourceChip source={order.order_source} />
            <Button intent="primary" variant="outlined" icon={<DocumentOpenIcon />} text={historyMessages.viewDetails} onClick={openDetails} data-testid="history-details" />
          </div>
        </HistoryOrderBody>
      </Collapse>
    </Card>
  );
}
