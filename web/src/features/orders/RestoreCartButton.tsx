import { Button } from '@blueprintjs/core';
import { ShoppingCartIcon, UndoIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { orderConfirmationActions } from './order-confirmation-slice';
import { orderMessages } from './order-messages';

/**
 * 'Restore items to cart' of the red payment banners (issue #9, issue 22): puts the order's items back in the cart
 * so the buyer can change the order; once done, it leads to the cart.
 */
export function RestoreCartButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const restore = useAppSelector((state) => state.orderConfirmation.cartRestore);
  return restore === 'restored' ? (
    <Button variant="outlined" icon={<ShoppingCartIcon />} text={orderMessages.viewCart} data-testid="view-cart" onClick={() => navigate('/checkout')} />
  ) : (
    <Button
      variant="outlined"
      icon={<UndoIcon />}
      text={orderMessages.restoreCart}
      loading={restore === 'restoring'}
      data-testid="restore-cart"
      onClick={() => dispatch(orderConfirmationActions.restoreCartRequested())}
    />
  );
}
