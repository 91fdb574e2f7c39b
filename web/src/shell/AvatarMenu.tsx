import { Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { HistoryIcon, LogOutIcon, UserIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { authMessages } from '../features/session/session-messages';
import { sessionActions, type Customer } from '../features/session/session-slice';
import { messages } from '../i18n/messages';
import { AvatarButton } from './AvatarButton';

export { avatarLetter } from './AvatarButton';

/**
 * Spec 1 §2 Layout: signed in, an avatar opens name, email, member centre, order history and logout (then /).
 * Its own chunk (issue 29: Blueprint's Popover, popper.js and floating-ui stay out of the first load); `open`:
 * the shopper pressed the avatar before the chunk arrived, so the menu opens as it mounts.
 */
export function AvatarMenu({ customer, open = false }: { customer: Customer; open?: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Who is signed in sits above the menu, not in it: a menu holds only its items and separators (axe).
  const menu = (
    <div data-testid="avatar-menu" className="avatar-menu">
      <div className="avatar-menu-who">
        <strong data-testid="avatar-menu-name">{customer.name}</strong>
        <span data-testid="avatar-menu-email">{customer.email}</span>
      </div>
      <Menu aria-label={authMessages.shell.accountMenu}>
        <MenuItem icon={<UserIcon />} text={messages.shell.memberCentre} onClick={() => navigate('/profile')} data-testid="menu-profile" />
        <MenuItem icon={<HistoryIcon />} text={messages.shell.orderHistory} onClick={() => navigate('/order-history')} data-testid="menu-orders" />
        <MenuDivider />
        <MenuItem
          icon={<LogOutIcon />}
          text={authMessages.shell.logout}
          onClick={() => {
            dispatch(sessionActions.logoutRequested());
            navigate('/');
          }}
          data-testid="menu-logout"
        />
      </Menu>
    </div>
  );
  return (
    <Popover content={menu} placement="bottom-end" defaultIsOpen={open}>
      <AvatarButton name={customer.name} />
    </Popover>
  );
}
