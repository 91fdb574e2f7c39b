import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { orderEventEndpoints } from '../../../../application/contracts/order-events';
import { formatTaipeiTime } from '../../app/taipei-time';
import { messages } from '../../i18n/contexts/console';
import { ListRetryButton } from './ListRetryButton';
import { listRetries } from './staff-list-retries';
import type { StaffListItem } from './staff-list';
import { StaffListCard } from './StaffListCard';

const text = messages.admin.failedFollowUps;

type FailedDelivery = StaffListItem<typeof orderEventEndpoints.listFailedDeliveries>;

/** A consumer or event type the console has no words for yet (added on the server later) reads as its code. */
const wordOf = (words: Readonly<Record<string, string>>, code: string): string => (Object.hasOwn(words, code) ? words[code] : code);

function FollowUpRow({ item }: { item: FailedDelivery }) {
  return (
    <tr data-testid="failed-follow-up-item" data-event-id={item.eventId} data-consumer={item.consumer}>
      <td>
        <Link to={`/admin/orders/${encodeURIComponent(item.orderId)}`} data-testid="failed-follow-up-order">{item.orderId}</Link>
      </td>
      <td>
        <Tag intent="danger">{wordOf(text.consumers, item.consumer)}</Tag>
        <div className="bp6-text-muted">{wordOf(text.types, item.type)}</div>
        <div className="bp6-text-muted" data-testid="failed-follow-up-attempts">{text.attempts(item.attempts)}</div>
      </td>
      <td data-testid="failed-follow-up-error">{item.lastError || '—'}</td>
      <td>{formatTaipeiTime(item.updatedAt)}</td>
      <td>
        <ListRetryButton retry={listRetries.deliveryRetry} item={{ eventId: item.eventId, consumer: item.consumer }} text={text.retry} testId="failed-follow-up-retry" />
      </td>
    </tr>
  );
}

/**
 * Issue 30 ("staff see mails that keep failing"): the consequences of order moves the outbox gave up on (an order mail,
 * an e-invoice, a logistics order), latest first, with its attempts (under what it is, as the e-invoices card shows
 * them, so the retry stays in sight on a desktop) and last error, and a retry that makes the delivery due again.
 */
export function FailedFollowUpsCard() {
  const c = text.columns;
  return (
    <StaffListCard list="failedFollowUps" testId="failed-follow-ups" testIdPrefix="failed-follow-up" title={text.title} emptyText={text.empty}
      headings={[c.order, c.what, c.lastError, c.updated, '']}
      row={(item) => <FollowUpRow key={`${item.eventId}/${item.consumer}`} item={item} />} />
  );
}
