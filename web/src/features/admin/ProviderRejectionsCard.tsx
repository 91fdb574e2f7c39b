import { HTMLTable, Tag } from '@blueprintjs/core';
import { formatTaipeiTime } from '../../app/taipei-time';
import { messages } from '../../i18n/messages';
import { AttentionCard } from './AttentionCard';
import { useStaffList } from './use-staff-list';

const text = messages.admin.providerRejections;

/**
 * Signed provider messages the shop refused for their content, newest first as the server sends them: staff see
 * what came in wrong (a malformed notice, an unknown trade number) without the received fields, which may hold a
 * buyer's details. Read only.
 */
export function ProviderRejectionsCard() {
  const { load, reload } = useStaffList('providerRejections');

  return (
    <AttentionCard testId="provider-rejections" testIdPrefix="provider-rejection" title={text.title} load={load} emptyText={text.empty}
      reloadText={messages.admin.reload} onReload={reload}>
      <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={messages.admin.tableRegion}>
        <HTMLTable compact striped className="admin-table">
          <thead>
            <tr>
              <th>{text.columns.receivedAt}</th>
              <th>{text.columns.message}</th>
              <th>{text.columns.reason}</th>
              <th>{text.columns.detail}</th>
              <th>{text.columns.tradeNo}</th>
            </tr>
          </thead>
          <tbody>
            {load.items.map((item, index) => (
              // Two refusals may share every field; their place in the server's order is what tells them apart.
              <tr key={index} data-testid="provider-rejection-item">
                <td>{formatTaipeiTime(item.receivedAt)}</td>
                <td>
                  {item.provider}
                  <div className="bp6-text-muted">{item.messageKind}</div>
                </td>
                <td>
                  <Tag intent="warning">{item.reason}</Tag>
                </td>
                <td>{item.detail}</td>
                <td>{item.merchantTradeNo}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </AttentionCard>
  );
}
