import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatConsoleAmount } from '../../domain';
import { authMessages } from '../auth/auth-messages';
import { AttentionCard } from './AttentionCard';
import type { AttentionItem } from './payments-attention-slice';
import { paymentsAttentionActions } from './payments-attention-slice';

const text = authMessages.staff.attention;

function AttentionRow({ item, resolving }: { item: AttentionItem; resolving: boolean }) {
  const dispatch = useAppDispatch();
  const amount = formatConsoleAmount(item.amount);
  const paid = item.tradeAmt === null ? null : formatConsoleAmount(item.tradeAmt);
  return (
    <tr data-testid="attention-item" data-attempt-id={item.attemptId}>
      <td>{item.orderId}</td>
      <td>
        {item.merchantTradeNo}
        {item.providerTradeNo && <div className="bp6-text-muted">{`${text.providerTradeNo} ${item.providerTradeNo}`}</div>}
      </td>
      <td>{text.amountText(amount, paid)}</td>
      <td>
        <Tag intent={item.reason === 'duplicate_payment' ? 'danger' : 'warning'}>{text.reasons[item.reason] ?? item.reason}</Tag>
      </td>
      <td>{item.paidAt ? new Date(item.paidAt).toLocaleString('zh-TW') : '—'}</td>
      <td>
        <Button
          size="small"
          icon={<TickIcon />}
          text={text.resolve}
          loading={resolving}
          onClick={() => dispatch(paymentsAttentionActions.resolveRequested(item.attemptId))}
          data-testid="attention-resolve"
        />
      </td>
    </tr>
  );
}

/** Issue #9: paid attempts the shop cannot settle alone (a second charge to refund, a wrong amount), for staff. */
export function PaymentsAttentionCard() {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => state.paymentsAttention);

  useEffect(() => {
    dispatch(paymentsAttentionActions.loadRequested());
  }, [dispatch]);

  return (
    <AttentionCard testId="payments-attention" testIdPrefix="attention" title={text.title} load={load} emptyText={text.empty} reloadText={text.reload}
      onReload={() => dispatch(paymentsAttentionActions.loadRequested())}>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{text.order}</th>
            <th>{text.tradeNo}</th>
            <th>{text.amount}</th>
            <th>{text.reason}</th>
            <th>{text.paidAt}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {load.items.map((item) => (
            <AttentionRow key={item.attemptId} item={item} resolving={load.resolving.includes(item.attemptId)} />
          ))}
        </tbody>
      </HTMLTable>
    </AttentionCard>
  );
}
