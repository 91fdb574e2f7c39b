import { Button, ButtonGroup, Callout, Spinner } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, HistoryIcon, LinkIcon, ShopIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HISTORY_PAGE_SIZE } from './history-slice';
import { historyMessages } from './history-messages';
import { orderHistoryActions } from './history-slice';
import { LinkOrderDialog } from './LinkOrderDialog';
import { OrderHistoryCard } from './OrderHistoryCard';
import { HeadedNonIdealState } from '../../shell/HeadedNonIdealState';
import './order-history.css';
import { useDocumentTitle } from '../../app/use-document-title';

function Pagination() {
  const dispatch = useAppDispatch();
  const { page, total, status } = useAppSelector((state) => state.orderHistory);
  const pages = Math.ceil(total / HISTORY_PAGE_SIZE);
  if (pages <= 1) return null;
  const go = (next: number) => dispatch(orderHistoryActions.pageChanged(next));
  return (
    <nav className="history-pagination tap-targets" aria-label={historyMessages.pagination} data-testid="history-pagination">
      <ButtonGroup>
        <Button icon={<ChevronLeftIcon />} aria-label={historyMessages.previousPage} disabled={page <= 1 || status === 'loading'} onClick={() => go(page - 1)} />
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <Button
            key={number}
            text={String(number)}
            active={number === page}
            aria-current={number === page ? 'page' : undefined}
            aria-label={historyMessages.pageLabel(number)}
            onClick={() => number !== page && go(number)}
          />
        ))}
        <Button icon={<ChevronRightIcon />} aria-label={historyMessages.nextPage} disabled={page >= pages || status === 'loading'} onClick={() => go(page + 1)} />
      </ButtonGroup>
    </nav>
  );
}

/** /order-history (spec 1 §2, §4 'Order list'); ProtectedRoute keeps signed-out visitors away. */
export default function OrderHistoryPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { orders, status, error } = useAppSelector((state) => state.orderHistory);
  useDocumentTitle(historyMessages.pageTitle);

  useEffect(() => {
    dispatch(orderHistoryActions.opened());
    return () => {
      dispatch(orderHistoryActions.linkDialogClosed());
    };
  }, [dispatch]);

  const loading = status === 'loading' || status === 'idle';
  return (
    <div className="history-page" data-testid="history-page">
      <div className="history-heading">
        <h1 className="page-title">
          <HistoryIcon /> {historyMessages.pageTitle}
        </h1>
        <Button icon={<LinkIcon />} text={historyMessages.linkOpen} onClick={() => dispatch(orderHistoryActions.linkDialogOpened())} data-testid="link-order-open" />
      </div>
      {error && (
        <Callout intent="danger" role="alert" data-testid="history-error">
          {error}
          <div>
            <Button variant="minimal" intent="danger" text={historyMessages.retry} loading={status === 'loading'} onClick={() => dispatch(orderHistoryActions.retryRequested())} data-testid="history-retry" />
          </div>
        </Callout>
      )}
      {loading && orders.length === 0 ? (
        <div className="history-state" role="status" data-testid="history-loading">
          <Spinner size={32} />
          <p>{historyMessages.loading}</p>
        </div>
      ) : status === 'succeeded' && orders.length === 0 ? (
        <div data-testid="history-empty">
          <HeadedNonIdealState
          icon={<HistoryIcon size={48} />}
          title={historyMessages.emptyTitle}
          description={historyMessages.emptyBody}
          action={<Button intent="primary" icon={<ShopIcon />} text={historyMessages.startShopping} onClick={() => navigate('/')} data-testid="history-start-shopping" />}
          />
        </div>
      ) : (
        <div className="history-list" aria-busy={loading}>
          {orders.map((order) => (
            <OrderHistoryCard key={order.order_id} order={order} />
          ))}
        </div>
      )}
      <Pagination />
      <LinkOrderDialog />
    </div>
  );
}
