import { Spinner } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { OutletHomePage } from '../features/outlet/OutletHomePage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { AppLayout } from '../shell/AppLayout';
import { lazyScreen } from './lazy-screen';

// The landing page stays in the entry chunk; every other screen is its own chunk.
const NotFoundPage = lazyScreen(() => import('../pages/NotFoundPage'));
const CheckoutPage = lazyScreen(() => import('../features/checkout/CheckoutPage'));
const ProductPage = lazyScreen(() => import('../features/product/ProductPage'));
const OrderConfirmationPage = lazyScreen(() => import('../features/orders/OrderConfirmationPage'));

const screen = (node: ReactNode) => <Suspense fallback={<Spinner className="screen-spinner" />}>{node}</Suspense>;

/**
 * The storefront's route table (spec 1 §2). Only the built capabilities are listed; later screens
 * (login, marketplace, order pages...) join when they exist, so until then their paths 404.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <OutletHomePage /> },
      { path: 'product/:id', element: screen(<ProductPage />) },
      { path: 'checkout', element: screen(<CheckoutPage />) },
      // Public (spec 1 §2); without an id the page says 'Order ID is missing'. /order-details joins with accounts.
      { path: 'order-confirmation/:orderId?', element: screen(<OrderConfirmationPage />) },
    ],
  },
  { path: '*', element: screen(<NotFoundPage />), errorElement: <RouteErrorPage /> },
];
