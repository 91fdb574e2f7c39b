import { Button, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { ShopIcon, ShoppingCartIcon, TagIcon } from '@blueprintjs/icons';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { HeadedNonIdealState } from '../../shell/HeadedNonIdealState';
import { selectCartLines, selectCartStatus, selectCartTabCounts } from '../cart/cart-selectors';
import { cartActions } from '../cart/cart-slice';
import { RetryPaymentDialog } from '../payment/RetryPaymentDialog';
import { usePageRestored } from '../payment/use-page-restored';
import { AwaitingPaymentPanel } from './AwaitingPaymentPanel';
import { CART_TABS, linesOfTab, type CartTab } from './cart-tab';
import { CartLineRow } from './CartLineRow';
import { checkoutActions } from './checkout-slice';
import { CheckoutSubmit } from './CheckoutSubmit';
import { ContactSection } from './ContactSection';
import { InvoiceSection } from './InvoiceSection';
import { OrderSummary } from './OrderSummary';
import { PaymentMethodSection } from './PaymentMethodSection';
import { PickupSection } from './PickupSection';
import './checkout.css';
import { useDocumentTitle } from '../../app/use-document-title';

/** Router state another screen may pass to start the retry flow (spec 2 §2.6). */
interface CheckoutNavigationState {
  retryPayment?: unknown;
  orderId?: unknown;
}

/**
 * /checkout (spec 2 §2.3): the cart, contact, pickup store, payment method, summary and 'Complete checkout'.
 * Entering asks for a refresh so reservations are current (the saga skips it when the last load is fresh),
 * and hands the address to the checkout saga, which reads the return flags of spec 2 §2.6.
 */
export default function CheckoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector(selectCartStatus);
  const lines = useAppSelector(selectCartLines);
  const counts = useAppSelector(selectCartTabCounts);
  useDocumentTitle(messages.checkout.cartTitle);
  const redirect = useAppSelector((state) => state.checkout.redirect);
  const [tab, setTab] = useState<CartTab>('all');

  useEffect(() => {
    dispatch(cartActions.refreshRequested());
  }, [dispatch]);

  // Back from the card page the browser may show this page from its cache, where no effect runs again.
  usePageRestored(useCallback(() => dispatch(checkoutActions.pageRestored()), [dispatch]));

  useEffect(() => {
    const state = (location.state ?? {}) as CheckoutNavigationState;
    dispatch(
      checkoutActions.entered({
        search: location.search,
        key: location.key,
        retryPayment: state.retryPayment === true,
        orderId: typeof state.orderId === 'string' ? state.orderId : null,
      }),
    );
  }, [dispatch, location.key, location.search, location.state]);

  // The sagas ask for navigation through state (they hold no router).
  useEffect(() => {
    if (!redirect) return;
    dispatch(checkoutActions.redirectDone());
    navigate(redirect.to, { replace: redirect.replace });
  }, [dispatch, navigate, redirect]);

  if (status !== 'complete') {
    return (
      <div className="checkout-state screen-state" role="status" data-testid="cart-loading">
        <h1 className="visually-hidden">{messages.checkout.cartTitle}</h1>
        <Spinner size={40} />
        <p>{messages.checkout.loadingCart}</p>
        <RetryPaymentDialog />
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="checkout-state screen-state" data-testid="cart-empty">
        <h1 className="checkout-title">{messages.checkout.cartTitle}</h1>
        <AwaitingPaymentPanel />
        <HeadedNonIdealState
          icon={<ShoppingCartIcon size={48} />}
          title={formatMessage('CART_EMPTY')}
          action={
            <div className="checkout-empty-actions">
              <Button intent="primary" icon={<TagIcon />} text={messages.checkout.browseOutlet} onClick={() => navigate('/')} />
              <Button icon={<ShopIcon />} text={messages.checkout.browseShopee} onClick={() => navigate('/shopee-products')} />
            </div>
          }
        />
        <RetryPaymentDialog />
      </div>
    );
  }

  // A tab emptied by a remove falls back to All rather than showing nothing.
  const shownTab: CartTab = counts[tab] > 0 ? tab : 'all';
  const shown = linesOfTab(lines, shownTab);

  return (
    <div className="checkout-page">
      <div className="checkout-top-actions">
        <Button variant="outlined" icon={<TagIcon />} text={messages.checkout.continueShopping} onClick={() => navigate('/')} />
        <Button variant="outlined" icon={<ShopIcon />} text={messages.checkout.shopeeProducts} onClick={() => navigate('/shopee-products')} />
      </div>
      <h1 className="checkout-title">{messages.checkout.cartTitle}</h1>
      {/* The lines are the selected tab's panel, so the tab's aria-controls names an element that exists. */}
      <Tabs id="cart-tabs" selectedTabId={shownTab} onChange={(next) => setTab(next as CartTab)} renderActiveTabPanelOnly>
        {CART_TABS.map((id) => (
          <Tab
            key={id}
            id={id}
            title={messages.checkout.tabLabel(messages.checkout.tabs[id], counts[id])}
            disabled={counts[id] === 0}
            data-testid={`cart-tab-${id}`}
            panel={(
              <ul className="cart-lines">
                {shown.map((line) => (
                  <CartLineRow key={`${line.item_type}:${String(line.item_id)}:${String(line.variant_id ?? '')}`} line={line} />
                ))}
              </ul>
            )}
          />
        ))}
      </Tabs>
      <ContactSection />
      <PickupSection />
      <PaymentMethodSection />
      <InvoiceSection />
      <OrderSummary />
      <CheckoutSubmit />
      <RetryPaymentDialog />
    </div>
  );
}
