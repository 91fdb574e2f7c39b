import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { cartActions } from '../features/cart/cart-slice';
import { ConnectionBanner } from './ConnectionBanner';
import { FullScreenSpinner } from './FullScreenSpinner';
import { lazyOverlay, OnceOpened, whenIdle } from './overlay-on-open';
import { preloadShopOverlays } from './ShopDialog';
import { TopBar } from './TopBar';
import { uiActions } from './ui-slice';
import { messages } from '../i18n/messages';

/** The drawer's chunk (Blueprint's Drawer, Overlay2, Menu and MenuItem with its popovers): loaded when idle or first opened. */
const navDrawer = lazyOverlay(() => import('./NavDrawer').then((module) => module.NavDrawer));

/** Spec 1 §2 Layout: the shell around the storefront's pages. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const drawerOpen = useAppSelector((state) => state.ui.drawerOpen);
  // The badge on every page needs the cart: the layout starts it once (later requests are ignored).
  useEffect(() => {
    dispatch(cartActions.initRequested());
  }, [dispatch]);
  // Any navigation (a drawer item, the browser's back button) closes the drawer.
  useEffect(() => {
    dispatch(uiActions.drawerClosed());
  }, [dispatch, pathname]);
  // The drawer is the phone's navigation, and the screens' dialogs share Blueprint's Dialog: both fetched once
  // the page is idle, so the first tap opens them at once.
  useEffect(() => whenIdle(() => void Promise.all([navDrawer.preload(), preloadShopOverlays()]).catch(() => undefined)), []);

  return (
    <div className="app-layout">
      <TopBar />
      <OnceOpened open={drawerOpen}>
        <navDrawer.Component />
      </OnceOpened>
      <ConnectionBanner />
      <main className="app-main">
        <Outlet />
      </main>
      {/* Issue 30: the footer's links (the guest order lookup), on every storefront page. */}
      <footer className="app-footer" data-testid="app-footer">
        <nav aria-label={messages.shell.footer}>
          <Link to="/orders/lookup" data-testid="footer-order-lookup">{messages.shell.orderLookup}</Link>
        </nav>
      </footer>
      <FullScreenSpinner />
    </div>
  );
}
