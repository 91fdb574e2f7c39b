import { Button, Callout, Card, H2, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { consoleOrderState, formatConsoleAmount, ORDER_SOURCES, ORDER_STATUSES, orderSourceBadge } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { SourceChip } from '../order-history/SourceChip';
import { formatTaipeiTime } from '../../app/taipei-time';
import type { OrderFilters } from './admin-orders-slice';
import { AdminPager } from './AdminPager';
import { adminOrdersActions } from './admin-orders-slice';
import { EmptyTableState } from './EmptyTableState';

const text = messages.admin;

/** The address is the list's state: ?status&source&from&to&q&page (Back and a shared link show the same page). */
function filtersOf(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  return {
    status: params.get('status') ?? '', source: params.get('source') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '',
    q: params.get('q') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function paramsOf(filters: OrderFilters): Record<string, string> {
  const entries = Object.entries(filters).filter(([key, value]) => value !== '' && !(key === 'page' && value === 1));
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** /admin/orders: every order, filtered by status, source, Taiwan dates and an order id or phone, newest first. */
export default function AdminOrdersPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const { status, orders, pagination, error } = useAppSelector((state) => state.adminOrders.list);
  const [form, setForm] = useState<OrderFilters>(() => filtersOf(params));

  useEffect(() => {
    const filters = filtersOf(new URLSearchParams(key));
    setForm(filters);
    dispatch(adminOrdersActions.listRequested(filters));
  }, [dispatch, key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsOf({ ...form, q: form.q.trim(), page: 1 }));
  };
  const field = (name: keyof OrderFilters) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  return (
    <Card data-testid="admin-orders">
      <H2 className="heading-size-4">{text.orders.title}</H2>
      <form className="admin-filters" onSubmit={submit} role="search">
        <label>
          {text.orders.status}
          <HTMLSelect value={form.status} onChange={(event) => field('status')(event.currentTarget.value)} data-testid="admin-orders-filter-status">
            <option value="">{text.orders.all}</option>
            {ORDER_STATUSES.map((value) => <option key={value} value={value}>{text.orderStatuses[value] ?? value}</option>)}
          </HTMLSelect>
        </label>
        <label>
          {text.orders.source}
          <HTMLSelect value={form.source} onChange={(event) => field('source')(event.currentTarget.value)} data-testid="admin-orders-filter-source">
            <option value="">{text.orders.all}</option>
            {ORDER_SOURCES.map((value) => <option key={value} value={value}>{orderSourceBadge(value).label}</option>)}
          </HTMLSelect>
        </label>
        <label>
          {text.orders.from}
          <InputGroup type="date" value={form.from} onValueChange={field('from')} data-testid="admin-orders-filter-from" />
        </label>
        <label>
          {text.orders.to}
          <InputGroup type="date" value={form.to} onValueChange={field('to')} data-testid="admin-orders-filter-to" />
        </label>
        <label>
          {text.orders.search}
          <InputGroup leftIcon={<SearchIcon />} value={form.q} onValueChange={field('q')} maxLength={100} data-testid="admin-orders-filter-q" />
        </label>
        <Button className="tap-target" type="submit" intent="primary" text={text.orders.searchButton} data-testid="admin-orders-search" />
        <Button className="tap-target" text={text.orders.clear} onClick={() => setParams({})} data-testid="admin-orders-clear" />
      </form>
      {status === 'failed' && (
        <Callout intent="danger" data-testid="admin-orders-error">
          {error}
        </Callout>
      )}
      {status === 'loading' && orders.length === 0 && <Spinner size={24} />}
      {status === 'loaded' && orders.length === 0 && <EmptyTableState text={text.empty} testId="admin-orders-empty" />}
      {orders.length > 0 && (
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={messages.admin.tableRegion}>
          <HTMLTable compact striped interactive className="admin-table" data-testid="admin-orders-table">
            <thead>
              <tr>
                <th>{text.orders.columns.id}</th>
                <th>{text.orders.columns.created}</th>
                <th>{text.orders.columns.customer}</th>
                <th>{text.orders.columns.phone}</th>
                <th className="number">{text.orders.columns.total}</th>
                <th>{text.orders.columns.payment}</th>
                <th>{text.orders.columns.source}</th>
                <th>{text.orders.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => {
                              return (
                  <tr key={order.orderId} data-testid="admin-order-row" data-order-id={order.orderId}>
                    <td>
                      <Link className="order-number" to={`/admin/orders/${order.orderId}`}>{order.orderId}</Link>
                    </td>
                    <td>{formatTaipeiTime(order.createdAt)}</td>
                    <td>{order.customerName}</td>
                    <td>{order.customerPhone}</td>
                    <td className="number">{formatConsoleAmount(order.totalAmount)}</td>
                    <td>{text.paymentMethods[order.paymentMethod] ?? order.paymentMethod}</td>
                    <td>
                      <SourceChip source={order.orderSource} />
                    </td>
                    <td data-testid="admin-order-status">{text.orderStatuses[consoleOrderState(order.status, order.fulfilmentStage)] ?? order.status}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <AdminPager pagination={pagination} testId="admin-orders" onPage={(page) => setParams(paramsOf({ ...filtersOf(params), page }))} />
    </Card>
  );
}
