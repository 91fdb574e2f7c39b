import { Tag } from '@blueprintjs/core';
import { formatTaipeiTime } from '../../app/taipei-time';
import { messages } from '../../i18n/contexts/console';
import { rejectionLabels } from './console-labels';
import { StaffListCard } from './StaffListCard';

const text = messages.admin.providerRejections;

/**
 * Signed provider messages the shop refused for their content, newest first as the server sends them: staff see
 * what came in wrong (a malformed notice, an unknown trade number) without the received fields, which may hold a
 * buyer's details. Read only.
 */
export function ProviderRejectionsCard() {
  const c = text.columns;
  return (
    <StaffListCard list="providerRejections" testId="provider-rejections" testIdPrefix="provider-rejection" title={text.title} emptyText={text.empty}
      headings={[c.receivedAt, c.message, c.reason, c.detail, c.tradeNo]}
      row={(item, index) => {
        const words = rejectionLabels(item);
        return (
        // Two refusals may share every field; their place in the server's order is what tells them apart.
        <tr key={index} data-testid="provider-rejection-item" data-reason={item.reason}>
          <td>{formatTaipeiTime(item.receivedAt)}</td>
          <td>
            {words.provider}
            <div className="bp6-text-muted">{words.kind}</div>
          </td>
          <td>
            <Tag intent="warning">{words.reason}</Tag>
          </td>
          <td>{item.detail}</td>
          <td>{item.merchantTradeNo}</td>
        </tr>
        );
      }} />
  );
}
