import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { ShopDrawerFrame as ShopDrawer } from './shop-overlay-frames';
import { HistoryIcon, LogInIcon, LogOutIcon, NewPersonIcon, SearchIcon, ShopIcon, ShoppingCartIcon, TagIcon, UserIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { authMessages } from '../features/session/session-messages';
import { selectIsAuthenticated } from '../features/session/session-selectors';
import { sessionActions } from '../features/session/session-slice';
import { messages } from '../i18n/messages';
import { navSection, sectionOfLink } from './nav-section';
import { uiActions } from './ui-slice';

interface DrawerLink {
  to: string;
  text: string;
  icon: ReactElement;
}

// Spec 1 §2: the drawer.
const LINKS: DrawerLink[] = [
  { to: '/', text: messages.shell.tabOutlet, icon: <TagIcon /> },
  { to: '/shopee-products', text: messages.shell.tabAllProducts, icon: <ShopIcon /> },
  { to: '/checkout', text: messages.shell.cart, icon: <ShoppingCartIcon /> },
  // Issue 30: a guest's way back to an order (a member also finds their orders in the history).
  { to: '/orders/lookup', text: messages.shell.orderLookup, icon: <SearchIcon /> },
];

// Issue 28: a member's pages only for a member; a guest is offered sign-in and registration instead of two links
// that would only bounce to /login.
const MEMBER_LINKS: DrawerLink[] = [
  { to: '/profile', text: messages.shell.memberCentre, icon: <UserIcon /> },
  { to: '/order-history', text: messages.shell.orderHistory, icon: <HistoryIcon /> },
];

const ACCOUNT_LINKS: DrawerLink[] = [
  { to: '/login', text: messages.shell.login, icon: <LogInIcon /> },
  { to: '/register', text: messages.shell.register, icon: <NewPersonIcon /> },
];

export function NavDrawer() {
  const isOpen = useAppSelector((state) => state.ui.drawerOpen);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const outletCategories = useAppSelector((state) => state.navCategories.outlet);
  const marketplaceCategories = useAppSelector((state) => state.navCategories.marketplace);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = () => dispatch(uiActions.drawerClosed());
  const go = (to: string) => {
    close();
    navigate(to);
  };
  const section = navSection(pathname);
  // The catalogue links stay lit on their product pages too; the others on their own path.
  const isActive = (to: string) => pathname === to || (sectionOfLink[to] !== undefined && sectionOfLink[to] === section);
  const item = (link: DrawerLink) => (
    <MenuItem key={link.to} text={link.text} icon={link.icon} active={isActive(link.to)} onClick={() => go(link.to)} />
  );

  return (
    <ShopDrawer isOpen={isOpen} onClose={close} position="left" size="280px" title={messages.app.brand} className="nav-drawer">
      <Menu className="nav-drawer-menu" data-testid="nav-drawer">
        {LINKS.map(item)}
        {authenticated && MEMBER_LINKS.map(item)}
        <MenuDivider />
        {authenticated ? (
          <MenuItem
            text={authMessages.shell.logout}
            icon={<LogOutIcon />}
            onClick={() => {
              dispatch(sessionActions.logoutRequested());
              go('/');
            }}
            data-testid="drawer-logout"
          />
        ) : (
          ACCOUNT_LINKS.map(item)
        )}
        {/* Issue 28: the categories that have items, each opening its list filtered by it. */}
        {outletCategories.length > 0 && <MenuDivider title={messages.shell.outletCategories} />}
        {outletCategories.map((category) => (
          <MenuItem key={`outlet:${category}`} text={category} data-testid="drawer-outlet-category" onClick={() => go(`/?${new URLSearchParams({ category })}`)} />
        ))}
        {marketplaceCategories.length > 0 && <MenuDivider title={messages.shell.marketplaceCategories} />}
        {marketplaceCategories.map((category) => (
          <MenuItem key={`shopee:${category}`} text={category} data-testid="drawer-marketplace-category" onClick={() => go(`/shopee-products?${new URLSearchParams({ category })}`)} />
        ))}
      </Menu>
    </ShopDrawer>
  );
}
