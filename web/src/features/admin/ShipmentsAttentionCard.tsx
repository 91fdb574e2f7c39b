import { Tag } from '@blueprintjs/core';
import type { AdminShipmentAttentionList } from '../../../../application/contracts/admin';
import { Link } from 'react-router-dom';
import { shippingStatusWords } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { formatTaipeiTime } from '../../app/taipei-time';
import { StaffListCard } from './StaffListCard';

const text = messages.admin.shipmentsAttention;

/** A shipment that needs a person (issue 12; application/contracts/admin.ts). */
type ShipmentAttentionItem = AdminShipmentAttentionList['items'][number];

/** What went wrong, in one line: ECPay's error and the attempts for a failed creation, ECPay's code otherwise. */
function detailOf(item: ShipmentAttentionItem): string {
  if (item.reason === 'creation_failed') return [item.lastError, text.attempts(item.attempts)].filter(Boolean).join('・');
  return item.statusCode === null ? (item.statusMessage ?? '') : text.statusCode(item.statusCode, item.statusMessage);
}

function AttentionRow({ item }: { item: ShipmentAttentionItem }) {
  const orderPage = `/admin/orders/${encodeURIComponent(item.orderId)}`;
  return (
    <tr data-testid="shipment-attention-item" data-order-id={item.orderId} data-reason={item.reason}>
      <td>
        <Link to={orderPage} data-testid="shipment-attention-order">{item.orderId}</Link>
        <div className="bp6-text-muted">{item.merchantTradeNo}</div>
      </td>
      <td>
        <Tag intent={item.reason === 'creation_failed' ? 'danger' : 'warning'}>{text.reasons[item.reason] ?? item.reason}</Tag>
      </td>
      <td>{shippingStatusWords(item.shippingStatus, item.statusCode, 'staff')}</td>
      <td data-testid="shipment-attention-detail">{detailOf(item)}</td>
      <td>{formatTaipeiTime(item.updatedAt)}</td>
      <td>
        <Link to={orderPage}>{text.open}</Link>
      </td>
    </tr>
  );
}

/**
 * Issue 12: shipments a person must look at (creation failed for good, or ECPay's latest code needs someone: a store
 * closed, a return not collected). Read only: each row opens its order page, where staff retry or mark delivered.
 */
export function ShipmentsAttentionCard() {
  const c = text.columns;
  return (
    <StaffListCard list="shipmentsAttention" testId="shipments-attention" testIdPrefix="shipment-attention" title={text.title} emptyText={text.empty}
      headings={[c.order, c.reason, c.shipping, c.detail, c.updated, '']} row={(item) => <AttentionRow key={item.orderId} item={item} />} />
  );
}
