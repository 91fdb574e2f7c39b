import { Button, Spinner } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons';
import { matchPath, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/console';
import { authMessages } from '../auth/auth-messages';
import { staffActions } from './staff-slice';
import '../auth/auth.css';
import './connections.css';
import './admin-console.css';

const text = authMessages.staff;
const nav = messages.admin.nav;

const LINKS: Array<{ to: string; label: string; end?: boolean; testId: string }> = [
  { to: '/admin', label: nav.overview, end: true, testId: 'admin-nav-overview' },
  { to: '/admin/orders', label: nav.orders, testId: 'admin-nav-orders' },
  { to: '/admin/connections', label: nav.connections, testId: 'admin-nav-connections' },
  { to: '/admin/inventory', label: nav.inventory, testId: 'admin-nav-inventory' },
  { to: '/admin/audit', label: nav.audit, testId: 'admin-nav-audit' },
  { to: '/admin/invoices', label: nav.invoices, testId: 'admin-nav-invoices' },
];

/** The console page of an address: its navigation label, or '訂單 ORD-...' for one order (issue 28: each page its own title). */
export function consolePageName(pathname: string): string {
  const order = matchPath('/admin/orders/:orderId', pathname);
  if (order?.params.orderId) return messages.app.orderTitle(order.params.orderId);
  const link = [...LINKS].reverse().find((l) => (l.end ? pathname.replace(/\/+$/, '') === l.to : pathname.startsWith(l.to)));
  return link?.label ?? text.consoleTitle;
}

/**
 * /admin/*: the staff console's frame (issue 12): the sign-in check, the header and the navigation; the page of
 * the address (overview, orders, an order, connections, inventory, audit) renders in the outlet.
 */
export default function AdminConsolePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, user } = useAppSelector((state) => state.staff);
  const { pathname } = useLocation();
  useDocumentTitle(`${consolePageName(pathname)} | ${text.consoleTitle}`);

  if (status === 'unknown' || status === 'checking') {
    return (
      <div className="auth-checking" role="status">
        <Spinner size={40} />
        <p>{text.checking}</p>
      </div>
    );
  }
  if (status !== 'authenticated' || !user) return <Navigate to="/admin/login" replace />;

  return (
    <div className="admin-page" data-testid="admin-console">
      <header className="admin-header">
        <h1 className="admin-title">{text.consoleTitle}</h1>
        <span>
          <span data-testid="admin-user-name" style={{ marginRight: 12 }}>
            {text.greeting(user.name)}
          </span>
          <Button
            icon={<LogOutIcon />}
            text={text.signOut}
            onClick={() => {
              dispatch(staffActions.logoutRequested());
              navigate('/admin/login', { replace: true });
            }}
            data-testid="admin-logout"
          />
        </span>
      </header>
      <nav className="admin-nav" aria-label={text.consoleTitle} data-testid="admin-nav">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={({ isActive }) => (isActive ? 'admin-nav-link active' : 'admin-nav-link')} data-testid={link.testId}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <main className="admin-body">
        <Outlet />
      </main>
    </div>
  );
}
