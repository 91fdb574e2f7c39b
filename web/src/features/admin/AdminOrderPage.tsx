import { Alert, Button, Callout, Card, H2, H3, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, ConfirmIcon, DisableIcon, DollarIcon, BoxIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { awaitsRefund, consoleOrderActions, consoleOrderState, formatConsoleAmount, orderEnding, fulfilmentStage, fulfilmentView, paymentFact, paymentFactView, type FulfilmentStage } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { invoiceFacts } from '../invoice/invoice-words';
import { SourceChip } from '../order-history/SourceChip';
import { formatTaipeiTime } from '../../app/taipei-time';
import type { AdminOrderPage as OrderPage, OrderAction } from './admin-orders-slice';
import { adminOrdersActions } from './admin-orders-slice';
import { attemptStatusLabel, eventSourceLabel, shipmentJobLabel, statusReasonLabel } from './console-labels';

const text = messages.admin;
const t = text.order;
const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

function Facts({ rows, testId }: { rows: ReadonlyArray<readonly [string, string, string?]>; testId: string }) {
  return (
    <HTMLTable compact className="connections-facts" data-testid={testId}>
      <tbody>
        {rows.map(([label, value, hook]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td data-testid={hook}>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function Payments({ page }: { page: OrderPage }) {
  const dispatch = useAppDispatch();
  if (page.payments.length === 0) return <p>{t.noPayments}</p>;
  const c = t.columns;
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={messages.admin.tableRegion}>
      <HTMLTable compact striped className="admin-table" data-testid="admin-order-payments">
        <thead>
          <tr>
            <th>#</th><th>{c.tradeNo}</th><th className="number">{c.amount}</th><th>{c.result}</th><th>{c.code}</th><th>{c.paidAt}</th><th>{c.flag}</th>
          </tr>
        </thead>
        <tbody>
          {page.payments.map((attempt) => (
            <tr key={attempt.attemptId} data-testid="admin-order-payment" data-attempt-id={attempt.attemptId} data-status={attempt.status}>
              <td className="order-number">{t.attempt(attempt.attemptNo)}</td>
              <td className="order-number">{attempt.merchantTradeNo}</td>
              <td className="number">{formatConsoleAmount(attempt.tradeAmt ?? attempt.amount)}</td>
              <td>
                <Tag minimal intent={attempt.status === 'paid' ? 'success' : attempt.status === 'failed' || attempt.status === 'amount_mismatch' ? 'danger' : undefined} data-testid="admin-order-payment-status">{attemptStatusLabel(attempt.status)}</Tag>
              </td>
              <td data-testid="admin-order-payment-code">{attempt.rtnCode === null ? dash(attempt.rtnMsg) : text.shipmentsAttention.statusCode(attempt.rtnCode, attempt.rtnMsg)}</td>
              <td>{dash(formatTaipeiTime(attempt.paidAt))}</td>
              <td>
                {attempt.attention && (
                  <>
                    <Tag intent={attempt.resolvedAt ? 'none' : 'warning'} data-testid="admin-order-payment-flag">
                      {t.attention[attempt.attention]}{attempt.resolvedAt ? messages.common.inParens(t.resolved) : ''}
                    </Tag>{' '}
                    {awaitsRefund(attempt) && (
                      <Button
                        small
                        intent="warning"
                        icon={<DollarIcon />}
                        text={t.actions.refund}
                        onClick={() => dispatch(adminOrdersActions.actionOpened({ kind: 'refund', attemptId: attempt.attemptId }))}
                        data-testid="action-refund"
                        data-attempt-id={attempt.attemptId}
                      />
                    )}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * Where the parcel is and whether it is paid, in the domain's one table (issue 22): staff read the same facts the
 * buyer reads (a store-payment order is not paid before pickup, a parcel at the store is not in transit).
 */
function stageOf({ order, shipment }: OrderPage): FulfilmentStage {
  const created = shipment && shipment.status === 'created' ? { stage: shipment.shippingStatus, statusCode: shipment.statusCode === null ? null : Number(shipment.statusCode) } : null;
  return fulfilmentStage(order.status, order.paymentMethod, created);
}

function PaymentFactTag({ page }: { page: OrderPage }) {
  const { order } = page;
  const fact = paymentFact(order.status, order.paymentMethod, stageOf(page));
  if (fact === null) return null;
  const intent = fact === 'paid' || fact === 'paid_at_pickup' ? 'success' : fact === 'failed' || fact === 'cancelled' || fact === 'timeout' ? 'danger' : 'none';
  return <Tag minimal intent={intent} data-testid="admin-order-payment-fact" data-fact={fact}>{paymentFactView(fact, order.totalAmount).text}</Tag>;
}

function Shipment({ page }: { page: OrderPage }) {
  const { shipment } = page;
  if (!shipment) return <p data-testid="admin-order-no-shipment">{t.noShipment}</p>;
  const view = fulfilmentView(stageOf(page), 'staff');
  const f = t.shipmentFacts;
  return (
    <div data-testid="admin-order-shipment" data-shipping-status={shipment.shippingStatus ?? ''}>
      <Facts
        testId="admin-order-shipment-facts"
        rows={[
          [f.status, shipment.shippingStatus ? view.label : '—', 'shipment-status'],
          [f.tracking, dash(shipment.trackingNumber), 'shipment-tracking'],
          [f.pickupCode, dash(shipment.paymentNo), 'shipment-pickup-code'],
          [f.logisticsId, dash(shipment.logisticsId)],
          [f.shippedAt, dash(formatTaipeiTime(shipment.shippedAt))],
          [f.deliveredAt, dash(formatTaipeiTime(shipment.deliveredAt))],
          [f.job, dash(shipmentJobLabel(shipment.status)), 'shipment-job'],
          [f.attempts, String(shipment.attempts)],
          [f.lastError, dash(shipment.lastError), 'shipment-last-error'],
        ]}
      />
      {shipment.events.length === 0 ? (
        <p>{t.noEvents}</p>
      ) : (
        <HTMLTable compact className="admin-table" data-testid="admin-order-shipment-events">
          <thead>
            <tr><th>{t.columns.at}</th><th>{t.columns.code}</th><th>{t.columns.message}</th><th>{t.columns.source}</th></tr>
          </thead>
          <tbody>
            {shipment.events.map((event, index) => (
              <tr key={index} data-testid="shipment-event" data-code={event.statusCode}>
                <td>{dash(formatTaipeiTime(event.occurredAt ?? event.receivedAt))}</td>
                <td>{event.statusCode}</td>
                <td>{dash(event.message)}</td>
                <td data-testid="shipment-event-source">{dash(eventSourceLabel(event.source))}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}

function confirmText(action: OrderAction, page: OrderPage | null): string {
  if (action.kind === 'shipment') return t.actions.shipConfirm;
  if (action.kind === 'mark-delivered') return t.actions.deliveredConfirm;
  if (action.kind === 'end') return action.to === 'CANCELLED' ? t.actions.endCancelledConfirm : t.actions.endRefundedConfirm;
  const attempt = page?.payments.find((candidate) => candidate.attemptId === action.attemptId);
  return t.actions.refundConfirm(attempt?.merchantTradeNo ?? String(action.attemptId));
}

/** /admin/orders/:orderId: the order with its items, every payment attempt, the shipment, the history, and the actions. */
export default function AdminOrderPage() {
  const dispatch = useAppDispatch();
  const { orderId = '' } = useParams();
  const { status, order: page, error } = useAppSelector((state) => state.adminOrders.detail);
  const { pendingAction, acting } = useAppSelector((state) => state.adminOrders);

  useEffect(() => {
    dispatch(adminOrdersActions.orderRequested(orderId));
  }, [dispatch, orderId]);

  const back = (
    <Link to="/admin/orders" data-testid="admin-order-back">
      <ArrowLeftIcon /> {t.back}
    </Link>
  );
  if (status === 'not-found') return <div data-testid="admin-order-not-found"><NonIdealState title={t.notFound} action={back} /></div>;
  if (status === 'failed' && !page) return <Callout intent="danger" data-testid="admin-order-error">{error}</Callout>;
  if (!page || page.order.orderId !== orderId) return <Spinner size={32} />;

  const { order } = page;
  // Issue 28: the status and the actions follow the parcel (domain/orders/console-order.ts): a picked-up order reads
  // completed and offers nothing; an unpaid one offers no shipment action (hidden, not refused by a toast).
  const stage = stageOf(page);
  const shownStatus = consoleOrderState(order.status, stage);
  const actions = consoleOrderActions(stage, page.shipment?.status ?? null);
  // Issue 30: the one ending the order allows now (cancel before anything was paid, refund after), or none.
  const ending = orderEnding(order, stage === 'delivered');
  return (
    <div className="admin-order-sections" data-testid="admin-order-page" data-order-id={order.orderId} data-status={order.status} data-stage={stage}>
      {back}
      <Card>
        {/* Under the console's h1 the order is an h2 and its sections h3 (axe heading-order), at their H4 and H5 sizes. */}
        <H2 className="admin-order-heading heading-size-4">
          <span className="order-number">{order.orderId}</span> <SourceChip source={order.orderSource} />{' '}
          <Tag intent={shownStatus === 'COMPLETED' ? 'success' : 'primary'} data-testid="admin-order-status" data-state={shownStatus}>{text.orderStatuses[shownStatus] ?? order.status}</Tag>{' '}
          <PaymentFactTag page={page} />
        </H2>
        <Facts
          testId="admin-order-facts"
          rows={[
            [t.customer, messages.common.withNote(order.customerName, order.customerPhone)],
            [text.orders.columns.total, formatConsoleAmount(order.totalAmount)],
            [text.orders.columns.payment, text.paymentMethods[order.paymentMethod] ?? order.paymentMethod],
            [t.store, `${messages.common.withNote(order.storeName, order.storeId)}${order.storeAddress}`],
            [text.orders.columns.created, formatTaipeiTime(order.createdAt)],
            // The invoice's facts as rows of the console's own table (the buyer's pages draw them as the card's rows).
            ...(page.invoice ? invoiceFacts(page.invoice, { paymentMethod: order.paymentMethod, status: order.status }, formatTaipeiTime) : []),
          ]}
        />
        {(actions.shipment !== null || actions.markDelivered || ending !== null) && (
          <div className="admin-order-actions">
            {actions.shipment !== null && (
              <Button intent="primary" icon={<BoxIcon />} text={actions.shipment === 'retry' ? t.actions.retry : t.actions.ship} onClick={() => dispatch(adminOrdersActions.actionOpened({ kind: 'shipment' }))} data-testid="action-ship" />
            )}
            {actions.markDelivered && (
              <Button intent="primary" icon={<ConfirmIcon />} text={t.actions.delivered} onClick={() => dispatch(adminOrdersActions.actionOpened({ kind: 'mark-delivered' }))} data-testid="action-delivered" />
            )}
            {ending !== null && (
              <Button
                intent="danger" variant="outlined" icon={<DisableIcon />} text={ending === 'CANCELLED' ? t.actions.endCancelled : t.actions.endRefunded}
                onClick={() => dispatch(adminOrdersActions.actionOpened({ kind: 'end', to: ending }))} data-testid="action-end" data-ending={ending}
              />
            )}
          </div>
        )}
      </Card>
      <Card>
        <H3 className="heading-size-5">{t.items}</H3>
        <HTMLTable compact className="admin-table" data-testid="admin-order-items">
          <thead>
            <tr><th>{t.columns.title}</th><th>{t.columns.variant}</th><th>{t.columns.sku}</th><th className="number">{t.columns.price}</th><th className="number">{t.columns.quantity}</th></tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={item.id} data-testid="admin-order-item">
                <td>{item.title}</td>
                {/* The packer picks by the variant (issue 22): its label, and its own SKU before the product's. */}
                <td data-testid="admin-order-item-variant">{dash(item.variantName)}</td>
                <td data-testid="admin-order-item-sku">{dash(item.variantSku ?? item.sku)}</td>
                <td className="number">{formatConsoleAmount(item.discountPrice)}</td>
                <td className="number">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      <Card>
        <H3 className="heading-size-5">{t.payments}</H3>
        <Payments page={page} />
      </Card>
      <Card>
        <H3 className="heading-size-5">{t.shipment}</H3>
        <Shipment page={page} />
      </Card>
      <Card>
        <H3 className="heading-size-5">{t.history}</H3>
        <HTMLTable compact className="admin-table" data-testid="admin-order-history">
          <thead>
            <tr><th>{t.columns.at}</th><th>{t.columns.from}</th><th>{t.columns.to}</th><th>{t.columns.reason}</th></tr>
          </thead>
          <tbody>
            {page.history.map((event, index) => (
              <tr key={index} data-testid="admin-order-history-event">
                <td>{formatTaipeiTime(event.at)}</td>
                <td>{event.fromStatus ? text.orderStatuses[event.fromStatus] ?? event.fromStatus : '—'}</td>
                <td>{text.orderStatuses[event.toStatus] ?? event.toStatus}</td>
                <td data-testid="admin-order-history-reason">{dash(statusReasonLabel(event.reason))}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      <Alert
        isOpen={pendingAction !== null}
        intent={pendingAction?.kind === 'end' ? 'danger' : pendingAction?.kind === 'refund' ? 'warning' : 'primary'}
        confirmButtonText={t.actions.confirm}
        cancelButtonText={t.actions.cancel}
        loading={acting}
        onConfirm={() => dispatch(adminOrdersActions.actionConfirmed())}
        onCancel={() => dispatch(adminOrdersActions.actionClosed())}
        className="admin-action-confirm"
      >
        <p data-testid="action-confirm-text">{pendingAction && confirmText(pendingAction, page)}</p>
      </Alert>
    </div>
  );
}
