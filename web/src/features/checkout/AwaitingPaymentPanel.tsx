import { Button, Callout } from '@blueprintjs/core';
import { CreditCardIcon, UndoIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatShopAmount } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { paymentActions } from '../payment/payment-slice';
import { selectRetryOrder } from './checkout-selectors';
import { checkoutActions } from './checkout-slice';

/** 'Order awaiting payment' (spec 2 §2.3): the cart is empty but an order of the retry flow waits. */
export function AwaitingPaymentPanel() {
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectRetryOrder);
  const restoring = useAppSelector((state) => state.checkout.restoring);
  if (!order) return null;
  return (
    <Callout intent="warning" icon={<CreditCardIcon />} title={messages.checkoutForm.awaitingTitle} className="awaiting-payment" data-testid="awaiting-payment-panel">
      <p>{messages.checkoutForm.awaitingBody(order.orderId)}</p>
      {order.totalAmount !== null && <p>{messages.checkoutForm.awaitingTotal(formatShopAmount(order.totalAmount))}</p>}
      <div className="awaiting-payment-actions">
        <Button intent="primary" icon={<CreditCardIcon />} text={messages.checkoutForm.payAgain} onClick={() => dispatch(paymentActions.retryDialogOpened({ orderId: order.orderId }))} data-testid="awaiting-pay-again" />
        <Button icon={<UndoIcon />} text={messages.checkoutForm.restoreItems} loading={restoring} onClick={() => dispatch(checkoutActions.restoreRequested())} data-testid="restore-items" />
      </div>
    </Callout>
  );
}
