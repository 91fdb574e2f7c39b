import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { formatProfileAmount } from '../../domain';
import { orderDetailsPath } from '../order-history/order-paths';
import { SourceChip } from '../order-history/SourceChip';
import { formatTaipeiTime } from '../../app/taipei-time';
import { profileMessages } from './profile-messages';

/** The 3 latest orders of /profile (spec 1 §2), each opening /order-details/{order_id} (a linked order: its own page, issue 22). */
export function RecentOrdersCard() {
  const navigate = useNavigate();
  const { status, orders, error } = useAppSelector((state) => state.profile.recent);
  return (
    <Card className="profile-card" data-testid="recent-orders">
      <div className="profile-card-heading">
        <h3>
          <HistoryIcon /> {profileMessages.recentTitle}
        </h3>
        <Link to="/order-history" data-testid="recent-orders-all">
          {profileMessages.viewAll}
        </Link>
      </div>
      {status === 'loading' || status === 'idle' ? (
        <div className="profile-state" role="status">
          <Spinner size={24} />
          <span>{profileMessages.recentLoading}</span>
        </div>
      ) : error ? (
        <Callout intent="danger" role="alert" data-testid="recent-orders-error">
          {error}
        </Callout>
      ) : orders.length === 0 ? (
        <p className="profile-muted" data-testid="recent-orders-empty">
          {profileMessages.recentEmpty}
        </p>
      ) : (
        <ul className="profile-recent-list">
          {orders.map((order) => (
            <li key={order.order_id}>
              <Button
                variant="minimal"
                fill
                alignText="start"
                className="profile-recent-order"
                data-testid="recent-order"
                data-order-id={order.order_id}
                onClick={() => navigate(orderDetailsPath(order))}
              >
                <span className="profile-recent-text">
                  <strong>{profileMessages.orderNumber(order.order_id)}</strong>
                  <small>{formatTaipeiTime(order.order_date)}</small>
                </span>
                <SourceChip source={order.order_source} />
                <span className="profile-recent-total">{formatProfileAmount(order.order_total)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
