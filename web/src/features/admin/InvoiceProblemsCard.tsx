import { Tag } from '@blueprintjs/core';
import { formatTaipeiTime } from '../../app/taipei-time';
import { messages } from '../../i18n/contexts/console';
import { ListRetryButton } from './ListRetryButton';
import { listRetries } from './staff-list-retries';
import { StaffListCard } from './StaffListCard';

const text = messages.admin.invoiceProblems;

/**
 * Issue 30: the e-invoices that need a person, latest change first: failed to issue or void (ECPay's reason, a retry),
 * and refunded after ECPay's void deadline (an allowance is needed; nothing to retry).
 */
export function InvoiceProblemsCard() {
  const c = text.columns;
  return (
    <StaffListCard list="invoiceProblems" testId="invoice-problems" testIdPrefix="invoice-problem" title={text.title} emptyText={text.empty}
      headings={[c.order, c.state, c.invoice, c.reason, c.updated, '']}
      row={(item) => (
        <tr key={item.orderId} data-testid="invoice-problem-item" data-state={item.state}>
          <td>{item.orderId}</td>
          <td>
            <Tag intent={item.state === 'NEEDS_ALLOWANCE' ? 'warning' : 'danger'}>{text.states[item.state]}</Tag>
            <div className="bp6-text-muted">{text.attempts(item.attempts)}</div>
          </td>
          <td>{item.invoiceNumber ?? '—'}</td>
          <td>{item.reason ?? '—'}</td>
          <td>{formatTaipeiTime(item.updatedAt)}</td>
          <td>{item.retryable && <ListRetryButton retry={listRetries.invoiceRetry} item={item.orderId} text={text.retry} testId="invoice-problem-retry" />}</td>
        </tr>
      )} />
  );
}
