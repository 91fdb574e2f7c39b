import { Button } from '@blueprintjs/core';
import { LogInIcon, MenuIcon } from '@blueprintjs/icons';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectCartCount } from '../features/cart/cart-selectors';
import { selectCustomer, selectIsAuthenticated } from '../features/session/session-selectors';
import type { Customer } from '../features/session/session-slice';
import { messages } from '../i18n/messages';
import { AvatarButton } from './AvatarButton';
import { lazyOverlay } from './overlay-on-open';
import { CartButton } from './CartButton';
import { navSection, type NavSection } from './nav-section';
import { uiActions } from './ui-slice';

/** The avatar's menu (Blueprint's Popover, popper.js, floating-ui): its own chunk, fetched once a member is signed in. */
const avatarMenu = lazyOverlay(() => import('./AvatarMenu').then((module) => module.AvatarMenu));

/** The avatar button alone until the menu's chunk arrives; a press meanwhile opens the menu when it does. */
function Avatar({ customer }: { customer: Customer }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<AvatarButton name={customer.name} onClick={() => setPressed(true)} />}>
      <avatarMenu.Component customer={customer} open={pressed} />
    </Suspense>
  );
}

/** A tab is lit on its list and on that catalogue's product pages. */
function TopTab({ to, section, current, children }: { to: string; section: NavSection; current: NavSection; children: string }) {
  const active = section === current;
  return (
    <Link to={to} className={active ? 'top-tab top-tab-active' : 'top-tab'} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** Spec 1 §2 Layout: menu button, brand, the two catalogue tabs on wider screens, cart, login or the avatar menu. */
export function TopBar() {
  const dispatch = useAppDispatch();
  const cartCount = useAppSelector(selectCartCount);
  const customer = useAppSelector(selectCustomer);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const current = navSection(useLocation().pathname);
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Button
          variant="minimal"
          icon={<MenuIcon size={20} />}
          aria-label={messages.shell.openMenu}
          data-testid="menu-button"
          onClick={() => dispatch(uiActions.drawerOpened())}
        />
        <Link to="/" className="brand">
          {messages.app.brand}
        </Link>
        <nav className="top-tabs" aria-label={messages.shell.menuTitle}>
          <TopTab to="/" section="outlet" current={current}>
            {messages.shell.tabOutlet}
          </TopTab>
          <TopTab to="/shopee-products" section="marketplace" current={current}>
            {messages.shell.tabAllProducts}
          </TopTab>
        </nav>
        <div className="top-bar-actions">
          <CartButton count={cartCount} />
          {authenticated && customer ? (
            <Avatar customer={customer} />
          ) : (
            <Link to="/login" className="login-link" data-testid="login-link">
              <LogInIcon size={16} />
              <span>{messages.shell.login}</span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
