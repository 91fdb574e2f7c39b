import { Button, Card, Collapse } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, DocumentOpenIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatMoney, shownFulfilmentStage } from '../../domain';
import { formatOrderTime } from '../orders/order-format';
import type { CustomerOrder } from './history-api';
import { historyMessages } from './history-messages';
import { orderHistoryActions } from './history-slice';
import { ShippingStatusBlock } from './ShippingStatusBlock';
import { SourceChip } from './SourceChip';

/** The from-history navigation state of spec 1 §2 (total, phone, items and a flag). */
export interface OrderDetailsNavigationState {
  fromHistory: true;
  total: number;
  phone: string | null;
  items: CustomerOrder['products'];
}

/** One expandable order of /order-history (spec 1 §2): header, then shipping status, products and details. */
export function OrderHistoryCard({ order }: { order: CustomerOrder }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const expanded = useAppSelector((state) => state.orderHistory.expanded.includes(order.order_id));
  const toggle = () => dispatch(orderHistoryActions.expandToggled(order.order_id));
  const openDetails = () => {
    const state: OrderDetailsNavigationState = { fromHistory: true, total: order.order_total, phone: order.customer_phone, items: order.products };
    navigate(`/order-details/${encodeURIComponent(order.order_id)}`, { state });
  };
  return (
    <Card className="history-order" data-testid="history-order" data-order-id={order.order_id} data-expanded={expanded}>
      <div className="history-order-header">
        <div className="history-order-facts">
          <strong className="history-order-id">{historyMessages.orderNumber(order.order_id)}</strong>
          <span className="history-order-date">{historyMessages.orderDate(formatOrderTime(order.order_date))}</span>
          <SourceChip source={order.order_source} />
        </div>
        <strong className="history-order-total" data-testid="history-order-total">
          {formatMoney(order.order_total, 'order-history')}
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
        <div className="history-order-body">
          <ShippingStatusBlock
            order={order}
            stage={shownFulfilmentStage(order.fulfilment_stage, { status: order.status, shippingStatus: order.shipping_status })}
            screen="history"
          />
          <h4>{historyMessages.productsTitle}</h4>
          {order.products.length === 0 ? (
            <p className="history-muted">{historyMessages.noProducts}</p>
          ) : (
            <ul className="history-products">
              {order.products.map((product) => (
                <li key={String(product.id)} className="history-product" data-testid="history-product">
                  {product.image_url ? <img src={product.image_url} alt={product.title} loading="lazy" /> : <span className="history-product-noimage" />}
                  <div className="history-product-text">
                    <span>{product.title}</span>
                    {product.variant_details && product.variant_details !== 'Default' && (
                      <small data-testid="history-product-variant">{historyMessages.variant(product.variant_details)}</small>
                    )}
                    {product.variant_sku && <small data-testid="history-product-sku">{historyMessages.sku(product.variant_sku)}</small>}
                  </div>
                  <div className="history-product-price">
                    <span>{formatMoney(product.discount_price, 'order-history')}</span>
                    {product.price !== product.discount_price && (
                      <s aria-label={historyMessages.originalPrice}>{formatMoney(product.price, 'order-history')}</s>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="history-order-actions">
            <SourceChip source={order.order_source} />
            <Button intent="primary" variant="outlined" icon={<DocumentOpenIcon />} text={historyMessages.viewDetails} onClick={openDetails} data-testid="history-details" />
          </div>
        </div>
      </Collapse>
    </Card>
  );
}
