import { Button, Callout, Card, H2, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/console';
import { formatTaipeiTime } from '../../app/taipei-time';
import { AdminPager } from './AdminPager';
import { adminTablesActions } from './admin-tables-slice';
import { auditActionLabel, auditDetailsText } from './console-labels';
import { EmptyTableState } from './EmptyTableState';

const text = messages.admin.audit;
const common = messages.admin;

/** An order target links to its page; any other target is shown as it is. */
function Target({ target }: { target: string }) {
  const match = /^order:(ORD-\d{8})$/.exec(target);
  return match ? <Link to={`/admin/orders/${match[1]}`}>{target}</Link> : <>{target}</>;
}

/** /admin/audit: who changed what and when, newest first, optionally of one target. */
export default function AdminAuditPage() {
  const dispatch = useAppDispatch();
  const { target, status, entries, pagination, error } = useAppSelector((state) => state.adminTables.audit);
  const [filter, setFilter] = useState(target);

  useEffect(() => {
    dispatch(adminTablesActions.auditRequested({ target, page: 1 }));
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(adminTablesActions.auditRequested({ target: filter.trim(), page: 1 }));
  };
  const c = text.columns;
  return (
    <Card data-testid="admin-audit">
      <H2 className="heading-size-4">{text.title}</H2>
      <form className="admin-filters" onSubmit={submit} role="search">
        <InputGroup leftIcon={<SearchIcon />} placeholder={text.target} aria-label={text.target} value={filter} onValueChange={setFilter} maxLength={128} data-testid="audit-target" />
        <Button type="submit" intent="primary" text={common.orders.searchButton} data-testid="audit-search-button" />
      </form>
      {status === 'failed' && <Callout intent="danger" data-testid="audit-error">{error}</Callout>}
      {status === 'loading' && entries.length === 0 && <Spinner size={24} />}
      {status === 'loaded' && entries.length === 0 && <EmptyTableState text={common.empty} testId="audit-empty" />}
      {entries.length > 0 && (
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={messages.admin.tableRegion}>
          <HTMLTable compact striped className="admin-table" data-testid="audit-table">
            <thead>
              <tr><th>{c.at}</th><th>{c.staff}</th><th>{c.action}</th><th>{c.target}</th><th>{c.details}</th></tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
                  <td>{formatTaipeiTime(entry.at)}</td>
                  <td>{entry.staffName ?? text.unknownStaff(entry.staffId)}</td>
                  <td data-testid="audit-action">{auditActionLabel(entry.action)}</td>
                  <td><Target target={entry.target} /></td>
                  <td data-testid="audit-details">{auditDetailsText(entry.details) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <AdminPager pagination={pagination} testId="audit" onPage={(page) => dispatch(adminTablesActions.auditRequested({ target, page }))} />
    </Card>
  );
}
