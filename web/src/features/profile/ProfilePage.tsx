import { Button, Card, Tag } from '@blueprintjs/core';
import { EditIcon, EnvelopeIcon, KeyIcon, LogOutIcon, MobilePhoneIcon, ShopIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCustomer } from '../session/session-selectors';
import { sessionActions } from '../session/session-slice';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { profileMessages } from './profile-messages';
import { profileActions } from './profile-slice';
import { RecentOrdersCard } from './RecentOrdersCard';
import './profile.css';
import { useDocumentTitle } from '../../app/use-document-title';

/** /profile, the member centre (spec 1 §2); ProtectedRoute keeps signed-out visitors away. */
export default function ProfilePage() {
  useDocumentTitle(profileMessages.pageTitle);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const customer = useAppSelector(selectCustomer);

  useEffect(() => {
    dispatch(profileActions.opened());
    return () => {
      dispatch(profileActions.editClosed());
      dispatch(profileActions.passwordClosed());
    };
  }, [dispatch]);

  const logout = () => {
    dispatch(sessionActions.logoutRequested());
    navigate('/login', { replace: true });
  };
  const name = customer?.name ?? '';
  return (
    <div className="profile-page" data-testid="profile-page">
      <h1 className="page-title">{profileMessages.pageTitle}</h1>
      <Card className="profile-card profile-identity">
        <div className="profile-avatar" aria-hidden="true" data-testid="profile-avatar">
          {name.trim().charAt(0).toUpperCase()}
        </div>
        <div className="profile-facts">
          <div className="profile-name-row">
            <strong className="profile-name" data-testid="profile-name">
              {name}
            </strong>
            <Tag intent="primary" minimal round data-testid="profile-role">
              {profileMessages.roleMember}
            </Tag>
          </div>
          <p aria-label={profileMessages.email}>
            <EnvelopeIcon /> <span data-testid="profile-email">{customer?.email ?? ''}</span>
          </p>
          <p aria-label={profileMessages.phone}>
            <MobilePhoneIcon /> <span data-testid="profile-phone">{customer?.phone ?? ''}</span>
          </p>
        </div>
        <div className="profile-actions">
          <Button icon={<EditIcon />} text={profileMessages.editProfile} onClick={() => dispatch(profileActions.editOpened())} data-testid="profile-edit" />
          <Button icon={<KeyIcon />} text={profileMessages.changePassword} onClick={() => dispatch(profileActions.passwordOpened())} data-testid="profile-password" />
          <Button icon={<LogOutIcon />} intent="danger" variant="outlined" text={profileMessages.logout} onClick={logout} data-testid="profile-logout" />
        </div>
      </Card>
      <RecentOrdersCard />
      <Button intent="primary" icon={<ShopIcon />} text={profileMessages.continueShopping} onClick={() => navigate('/')} data-testid="profile-continue-shopping" />
      <EditProfileDialog />
      <ChangePasswordDialog />
    </div>
  );
}
