import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { cartActions } from '../features/cart/cart-slice';
import { ConnectionBanner } from './ConnectionBanner';
import { FullScreenSpinner } from './FullScreenSpinner';
import { NavDrawer } from './NavDrawer';
import { TopBar } from './TopBar';
import { uiActions } from './ui-slice';

/** Spec 1 §2 Layout: the shell around the storefront's pages. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // The badge on every page needs the cart: the layout starts it once (later requests are ignored).
  useEffect(() => {
    dispatch(cartActions.initRequested());
  }, [dispatch]);
  // Any navigation (a drawer item, the browser's back button) closes the drawer.
  useEffect(() => {
    dispatch(uiActions.drawerClosed());
  }, [dispatch, pathname]);

  return (
    <div className="app-layout">
      <TopBar />
      <NavDrawer />
      <ConnectionBanner />
      <main className="app-main">
        <Outlet />
      </main>
      <FullScreenSpinner />
    </div>
  );
}
