import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { authMessages } from './session-messages';
import { selectSessionStatus } from './session-selectors';

/**
 * Spec 1 §2: login-required routes. While the session is being checked a spinner says 'Authenticating...';
 * an anonymous visitor is sent to /login, replacing the history entry (the location is passed as state.from).
 * Use as a wrapper (<ProtectedRoute><ProfilePage /></ProtectedRoute>) or as a layout route (renders <Outlet />).
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'unknown' || status === 'checking') {
    return (
      <div className="auth-checking" role="status" data-testid="auth-checking">
        <Spinner size={40} />
        <p>{authMessages.authenticating}</p>
      </div>
    );
  }
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children ?? <Outlet />}</>;
}
