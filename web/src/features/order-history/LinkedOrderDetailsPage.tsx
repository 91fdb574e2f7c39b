import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatHistoryAmount } from '../../domain';
import { formatTaipeiTime } from '../../app/taipei-time';
import { isLinkedSource } from './order-paths';
import { historyMessages } from './history-messages';
import { messages } from '../../i18n/contexts/accounts';
import { linkedOrderKey, orderHistoryActions } from './history-slice';
import { OrderFacts } from './OrderHistoryCard';
import { HistoryOrderBody } from './HistoryOrderBody';
import './order-history.css';
import { useDocumentTitle } from '../../app/use-document-title';

/**
 * /linked-orders/{source}/{orderId} (issue 22): a Shopee or Shopify order the member linked, as the platform last
 * told us: status and logistics (the server asks the platform on view, limited), products, total, and when that
 * was; when the platform could not be asked now, a note with the record's age instead of an error page.
 */
export default function LinkedOrderDetailsPage() {
  const { source = '', orderId = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const linked = useAppSelector((state) => state.orderHistory.linked);
  const valid = isLinkedSource(source) && orderId.trim() !== '';
  useDocumentTitle(orderId.trim() ? messages.app.orderTitle(orderId.trim()) : historyMessages.linkedTitle);

  useEffect(() => {
    if (isLinkedSource(source) && orderId.trim() !== '') dispatch(orderHistoryActions.linkedOrderOpened({ source, orderId: orderId.trim() }));
  }, [dispatch, source, orderId]);

  const header = (
    <div className="order-details-header" data-testid="linked-order-header">
      <Button variant="outlined" icon={<ArrowLeftIcon />} text={historyMessages.linkedBack} data-testid="back-to-orders" onClick={() => navigate('/order-history')} />
      <h1 className="page-title">{historyMessages.linkedTitle}</h1>
    </div>
  );
  const current = valid && linked.key === linkedOrderKey(source, orderId.trim());

  if (!valid || (current && linked.status === 'failed')) {
    return (
      <div className="order-page linked-order-page" data-testid="linked-order-page">
        {header}
        <Callout intent="danger" role="alert" data-testid="linked-order-error">{linked.error ?? historyMessages.linkedLoadError}</Callout>
      </div>
    );
  }
  if (!current || linked.status !== 'succeeded' || !linked.details) {
    return (
      <div className="order-page linked-order-page" data-testid="linked-order-page" data-loading="true">
        {header}
        <div className="order-state" role="status"><Spinner size={40} /><p>{historyMessages.linkedLoading}</p></div>
      </div>
    );
  }

  const { order, checked_at: checkedAt, stale } = linked.details;
  const checkedText = formatTaipeiTime(checkedAt) || checkedAt;
  return (
    <div className="order-page linked-order-page" data-testid="linked-order-page" data-order-id={order.order_id}>
      {header}
      {stale && <Callout intent="warning" data-testid="linked-order-stale">{historyMessages.linkedStale(checkedText)}</Callout>}
      <Card className="history-order" data-testid="linked-order">
        <div className="history-order-header">
          <OrderFacts order={order} />
          <strong className="history-order-total" aria-label={historyMessages.linkedTotal} data-testid="linked-order-total">
            {formatHistoryAmount(order.order_total)}
          </strong>
        </div>
        <HistoryOrderBody order={order}>
          {order.shipping_fee !== undefined && (
            <p className="history-linked-shipping" data-testid="linked-order-shipping">
              <span>{historyMessages.shippingFee}</span> <span>{formatHistoryAmount(order.shipping_fee)}</span>
            </p>
          )}
          <p className="history-muted" data-testid="linked-order-checked">{historyMessages.linkedCheckedAt(checkedText)}</p>
        </HistoryOrderBody>
      </Card>
    </div>
  );
}
