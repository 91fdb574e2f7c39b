import { Button, Callout, Card, H2, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatConsoleAmount, isLowStock } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { AdminPager } from './AdminPager';
import { InventoryCategoryCell } from './InventoryCategoryCell';
import { adminTablesActions } from './admin-tables-slice';
import { EmptyTableState } from './EmptyTableState';

const text = messages.admin.inventory;
const common = messages.admin;

/** /admin/inventory: outlet items with total, reserved, sold and available (the server's one availability rule). */
export default function AdminInventoryPage() {
  const dispatch = useAppDispatch();
  const { q, status, items, pagination, error, categoryEdits } = useAppSelector((state) => state.adminTables.inventory);
  const [search, setSearch] = useState(q);

  useEffect(() => {
    dispatch(adminTablesActions.inventoryRequested({ q, page: 1 }));
    // Once, when the page opens (with the last search kept in the store); later loads come from the search and the pager.
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(adminTablesActions.inventoryRequested({ q: search.trim(), page: 1 }));
  };
  const c = text.columns;
  // The categories in use on this page, offered by every row's category input (free text stays allowed).
  const categories = [...new Set(items.flatMap((item) => (item.category ? [item.category] : [])))].sort((a, b) => a.localeCompare(b));
  return (
    <Card data-testid="admin-inventory">
      <H2 className="heading-size-4">{text.title}</H2>
      <form className="admin-filters" onSubmit={submit} role="search">
        <InputGroup leftIcon={<SearchIcon />} placeholder={text.search} aria-label={text.search} value={search} onValueChange={setSearch} maxLength={100} data-testid="inventory-search" />
        <Button type="submit" intent="primary" text={common.orders.searchButton} data-testid="inventory-search-button" />
      </form>
      {status === 'failed' && <Callout intent="danger" data-testid="inventory-error">{error}</Callout>}
      {status === 'loading' && items.length === 0 && <Spinner size={24} />}
      {status === 'loaded' && items.length === 0 && <EmptyTableState text={common.empty} testId="inventory-empty" />}
      {items.length > 0 && (
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={messages.admin.tableRegion}>
          <HTMLTable compact striped className="admin-table" data-testid="inventory-table">
            <thead>
              <tr>
                <th>{c.sku}</th><th>{c.title}</th><th>{c.variant}</th><th className="number">{messages.admin.orders.columns.total}</th>
                <th className="number">{c.total}</th><th className="number">{c.reserved}</th><th className="number">{c.sold}</th><th className="number">{c.available}</th><th>{c.category}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-testid="inventory-row" data-sku={item.sku} data-available={item.available}>
                  <td>{item.displaySku}</td>
                  <td>{item.title}</td>
                  <td>{item.variantDetails}</td>
                  <td className="number">{formatConsoleAmount(item.discountPrice)}</td>
                  <td className="number">{item.total}</td>
                  <td className="number">{item.reserved}</td>
                  <td className="number">{item.sold}</td>
                  <td className="number">
                    <Tag minimal intent={item.available === 0 ? 'danger' : isLowStock(item.available) ? 'warning' : 'success'}>{item.available}</Tag>
                  </td>
                  <td data-testid="inventory-category" data-category={item.category ?? ''}>
                    <InventoryCategoryCell sku={item.sku} title={item.title} category={item.category} edit={categoryEdits[item.sku]} listId="inventory-categories" />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <datalist id="inventory-categories">{categories.map((name) => <option key={name} value={name} />)}</datalist>
        </div>
      )}
      <AdminPager pagination={pagination} testId="inventory" onPage={(page) => dispatch(adminTablesActions.inventoryRequested({ q, page }))} />
    </Card>
  );
}
