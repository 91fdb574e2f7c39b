import { Button, Spinner } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authMessages } from '../auth/auth-messages';
import { ConnectionsCard } from './ConnectionsCard';
import { PaymentsAttentionCard } from './PaymentsAttentionCard';
import { staffActions } from './staff-slice';
import '../auth/auth.css';
import './connections.css';

const text = authMessages.staff;

/** /admin: the staff console: payments that need a person, and the platform connections (Shopee, its sync). */
export default function AdminConsolePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, user } = useAppSelector((state) => state.staff);

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
        <strong>{text.consoleTitle}</strong>
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
      <div className="admin-body">
        <PaymentsAttentionCard />
        <ConnectionsCard />
      </div>
    </div>
  );
}
