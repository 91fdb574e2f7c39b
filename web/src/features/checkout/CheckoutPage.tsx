import { Button, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { ShopIcon, ShoppingCartIcon, TagIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/messages';
import { selectCartLines, selectCartStatus, selectCartTabCounts } from '../cart/cart-selectors';
import { cartActions } from '../cart/cart-slice';
import { CART_TABS, linesOfTab, type CartTab } from './cart-tab';
import { CartLineRow } from './CartLineRow';
import { OrderSummary } from './OrderSummary';
import './checkout.css';

/**
 * /checkout, the cart part (spec 2 §2.3). Contact, pickup and payment join with the checkout capability.
 * Entering asks for a refresh so reservations are current (the saga skips it when the last load is fresh).
 */
export default function CheckoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectCartStatus);
  const lines = useAppSelector(selectCartLines);
  const counts = useAppSelector(selectCartTabCounts);
  const [tab, setTab] = useState<CartTab>('all');

  useEffect(() => {
    dispatch(cartActions.refreshRequested());
  }, [dispatch]);

  if (status !== 'complete') {
    return (
      <div className="checkout-state" role="status" data-testid="cart-loading">
        <Spinner size={40} />
        <p>{messages.checkout.loadingCart}</p>
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="checkout-state" data-testid="cart-empty">
        <NonIdealState
          icon={<ShoppingCartIcon size={48} />}
          title={formatMessage('CART_EMPTY')}
          action={
            <div className="checkout-empty-actions">
              <Button intent="primary" icon={<TagIcon />} text={messages.checkout.browseOutlet} onClick={() => navigate('/')} />
              <Button icon={<ShopIcon />} text={messages.checkout.browseShopee} onClick={() => navigate('/shopee-products')} />
            </div>
          }
        />
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
      <h2 className="checkout-title">{messages.checkout.cartTitle}</h2>
      <Tabs id="cart-tabs" selectedTabId={shownTab} onChange={(next) => setTab(next as CartTab)}>
        {CART_TABS.map((id) => (
          <Tab
            key={id}
            id={id}
            title={messages.checkout.tabLabel(messages.checkout.tabs[id], counts[id])}
            disabled={counts[id] === 0}
            data-testid={`cart-tab-${id}`}
          />
        ))}
      </Tabs>
      <ul className="cart-lines">
        {shown.map((line) => (
          <CartLineRow key={`${line.item_type}:${String(line.item_id)}:${String(line.variant_id ?? '')}`} line={line} />
        ))}
      </ul>
      <OrderSummary />
    </div>
  );
}
