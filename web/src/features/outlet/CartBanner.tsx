import { Button, Callout } from '@blueprintjs/core';
import { ShoppingCartIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/messages';
import { selectCartCount } from '../cart/cart-selectors';

/** Spec 2 §2.1: an info banner with a cart button (to /checkout) while the cart holds items. */
export function CartBanner() {
  const count = useAppSelector(selectCartCount);
  const navigate = useNavigate();
  if (count === 0) return null;
  return (
    <Callout className="cart-banner" intent="primary" icon={<ShoppingCartIcon />} data-testid="cart-banner">
      <div className="cart-banner-row">
        <span>{messages.cartBanner.text(count)}</span>
        <Button intent="primary" size="small" text={messages.cartBanner.button} onClick={() => navigate('/checkout')} />
      </div>
    </Callout>
  );
}
