import { Spinner } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { OutletHomePage } from '../features/outlet/OutletHomePage';
import { ProtectedRoute } from '../features/session/ProtectedRoute';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { AppLayout } from '../shell/AppLayout';
import { withContextsOf } from './contexts';
import { lazyScreen, type LazyScreen } from './lazy-screen';

// The landing page stays in the entry chunk; every other screen is its own chunk, fetched beside the chunks of
// the contexts its path needs (app/contexts.ts: their slices injected and sagas started before it renders).
const NotFoundPage = lazyScreen(() => import('../pages/NotFoundPage'));
const LoginPage = lazyScreen(withContextsOf('/login', () => import('../features/auth/LoginPage')));
const RegisterPage = lazyScreen(withContextsOf('/register', () => import('../features/auth/RegisterPage')));
const ForgotPasswordPage = lazyScreen(withContextsOf('/forgot-password', () => import('../features/auth/ForgotPasswordPage')));
const AdminLoginPage = lazyScreen(withContextsOf('/admin/login', () => import('../features/admin/AdminLoginPage')));
const AdminRegisterPage = lazyScreen(withContextsOf('/admin/register', () => import('../features/admin/AdminRegisterPage')));
const AdminConsolePage = lazyScreen(withContextsOf('/admin', () => import('../features/admin/AdminConsolePage')));
const CheckoutPage = lazyScreen(withContextsOf('/checkout', () => import('../features/checkout/CheckoutPage')));
const ProductPage = lazyScreen(withContextsOf('/product/:id', () => import('../features/product/ProductPage')));
const OrderConfirmationPage = lazyScreen(withContextsOf('/order-confirmation/:orderId?', () => import('../features/orders/OrderConfirmationPage')));
const OrderLookupPage = lazyScreen(withContextsOf('/orders/lookup', () => import('../features/orders/OrderLookupPage')));
const ProfilePage = lazyScreen(withContextsOf('/profile', () => import('../features/profile/ProfilePage')));
const OrderHistoryPage = lazyScreen(withContextsOf('/order-history', () => import('../features/order-history/OrderHistoryPage')));
const OrderDetailsPage = lazyScreen(withContextsOf('/order-details/:orderId', () => import('../features/order-history/OrderDetailsPage')));
const LinkedOrderDetailsPage = lazyScreen(withContextsOf('/linked-orders/:source/:orderId', () => import('../features/order-history/LinkedOrderDetailsPage')));
const MarketplaceListPage = lazyScreen(withContextsOf('/shopee-products', () => import('../features/marketplace/MarketplaceListPage')));
const MarketplaceProductPage = lazyScreen(withContextsOf('/shopee-product/:itemId?', () => import('../features/marketplace/MarketplaceProductPage')));
const ShopeeCallbackPage = lazyScreen(withContextsOf('/admin/shopee/callback', () => import('../features/admin/ShopeeCallbackPage')));
const AdminOverviewPage = lazyScreen(withContextsOf('/admin', () => import('../features/admin/AdminOverviewPage')));
const AdminOrdersPage = lazyScreen(withContextsOf('/admin/orders', () => import('../features/admin/AdminOrdersPage')));
const AdminOrderPage = lazyScreen(withContextsOf('/admin/orders/:orderId', () => import('../features/admin/AdminOrderPage')));
const AdminConnectionsPage = lazyScreen(withContextsOf('/admin/connections', () => import('../features/admin/AdminConnectionsPage')));
const AdminInventoryPage = lazyScreen(withContextsOf('/admin/inventory', () => import('../features/admin/AdminInventoryPage')));
const AdminAuditPage = lazyScreen(withContextsOf('/admin/audit', () => import('../features/admin/AdminAuditPage')));
const AdminInvoicesPage = lazyScreen(withContextsOf('/admin/invoices', () => import('../features/admin/AdminInvoicesPage')));

const screen = (node: ReactNode) => <Suspense fallback={<Spinner className="screen-spinner" />}>{node}</Suspense>;

/**
 * A route the server paints (issue 29): its lazy screen and the screen's source module (as Vite's manifest names
 * it) in its handle, so the server loads the chunk before rendering and links its stylesheet in the page, and
 * main.tsx loads the chunk before hydrating. routes.test.tsx checks each module is the screen's.
 */
const painted = (Screen: LazyScreen, module: string) => ({ element: screen(<Screen />), handle: { screen: Screen, module } });

interface PaintedHandle {
  screen?: LazyScreen;
  module?: string;
}

const handlesOf = (pathname: string): PaintedHandle[] => (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle ?? {}) as PaintedHandle);

/**
 * The storefront's route table (spec 1 §2). Only the built capabilities are listed; a path no route takes is
 * the 404 inside the shop layout.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <OutletHomePage /> },
      { path: 'product/:id', ...painted(ProductPage, 'src/features/product/ProductPage.tsx') },
      // The marketplace catalogue (spec 1 §2); without an id the detail page says 'Product ID not provided'.
      { path: 'shopee-products', ...painted(MarketplaceListPage, 'src/features/marketplace/MarketplaceListPage.tsx') },
      { path: 'shopee-product/:itemId?', ...painted(MarketplaceProductPage, 'src/features/marketplace/MarketplaceProductPage.tsx') },
      { path: 'checkout', ...painted(CheckoutPage, 'src/features/checkout/CheckoutPage.tsx') },
      // Public (spec 1 §2); without an id the page says 'Order ID is missing'. /order-details joins with accounts.
      { path: 'order-confirmation/:orderId?', element: screen(<OrderConfirmationPage />) },
      // Issue 30: a guest opens an order with its number and the checkout phone (public, no sign-in).
      { path: 'orders/lookup', element: screen(<OrderLookupPage />) },
      // Login required (spec 1 §2): /order-details is the confirmation screen in details mode.
      { path: 'profile', element: <ProtectedRoute>{screen(<ProfilePage />)}</ProtectedRoute> },
      { path: 'order-history', element: <ProtectedRoute>{screen(<OrderHistoryPage />)}</ProtectedRoute> },
      { path: 'order-details/:orderId', element: <ProtectedRoute>{screen(<OrderDetailsPage />)}</ProtectedRoute> },
      // A linked Shopee/Shopify order (issue 22): its own page, read from the linked record and refreshed by the server.
      { path: 'linked-orders/:source/:orderId', element: <ProtectedRoute>{screen(<LinkedOrderDetailsPage />)}</ProtectedRoute> },
      // Customer accounts (spec 1 §2): public, inside the shop layout (issue 28: the shop's header, a way back to
      // the catalogues and the cart, on sign-in, registration and the password reset too).
      { path: 'login', element: screen(<LoginPage />) },
      { path: 'register', element: screen(<RegisterPage />) },
      { path: 'forgot-password', element: screen(<ForgotPasswordPage />) },
      // Any other path: the 404 keeps the shop's header and drawer, so the shopper can carry on from it.
      { path: '*', ...painted(NotFoundPage, 'src/pages/NotFoundPage.tsx') },
    ],
  },
  // The staff console (design.md §4): sign-in, registration, and the console itself.
  { path: 'admin/login', element: screen(<AdminLoginPage />), errorElement: <RouteErrorPage /> },
  { path: 'admin/register', element: screen(<AdminRegisterPage />), errorElement: <RouteErrorPage /> },
  // The console's frame (sign-in check, navigation) around its pages (issue 12), each a lazy chunk.
  {
    path: 'admin',
    element: screen(<AdminConsolePage />),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: screen(<AdminOverviewPage />) },
      { path: 'orders', element: screen(<AdminOrdersPage />) },
      { path: 'orders/:orderId', element: screen(<AdminOrderPage />) },
      { path: 'connections', element: screen(<AdminConnectionsPage />) },
      { path: 'inventory', element: screen(<AdminInventoryPage />) },
      { path: 'audit', element: screen(<AdminAuditPage />) },
      { path: 'invoices', element: screen(<AdminInvoicesPage />) },
    ],
  },
  // Shopee's authorisation page sends staff back here with code, shop_id and state (issue 11).
  { path: 'admin/shopee/callback', element: screen(<ShopeeCallbackPage />), errorElement: <RouteErrorPage /> },
];

/**
 * Loads the chunks of the lazy screens the address shows (the routes' handle.screen), so that the server renders
 * them and the browser hydrates them without suspending (issue 29).
 */
export function preloadScreens(pathname: string): Promise<void> {
  return Promise.all(handlesOf(pathname).map((handle) => handle.screen?.preload())).then(() => undefined);
}

/** The source modules of the lazy screens the address shows (Vite's manifest keys: the server links their CSS). */
export function screenModules(pathname: string): string[] {
  return handlesOf(pathname).flatMap((handle) => (handle.module ? [handle.module] : []));
}
