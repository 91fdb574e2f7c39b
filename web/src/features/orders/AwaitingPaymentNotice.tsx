import { Button, Callout } from '@blueprintjs/core';
import { CreditCardIcon, ShoppingCartIcon, UndoIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { orderConfirmationActions } from './order-confirmation-slice';
import { orderMessages } from './order-messages';
import { RetryPaymentButton } from './PaymentBanner';

/**
 * Back from the card page without paying (?payment=back, issue #9): the order waits for payment. Retry opens
 * the retry dialog (a new trade number; the open attempt is voided), restore puts the items back in the cart.
 */
export function AwaitingPaymentNotice({ onRetry }: { onRetry: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const restore = useAppSelector((state) => state.orderConfirmation.cartRestore);
  return (
    <Callout className="awaiting-payment" intent="warning" icon={<CreditCardIcon />} title={orderMessages.awaitingTitle} data-testid="awaiting-payment">
      <p>{orderMessages.awaitingBody}</p>
      <div className="order-actions">
        <RetryPaymentButton onRetry={onRetry} primary />
        {restore === 'restored' ? (
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
        )}
      </div>
    </Callout>
  );
}
