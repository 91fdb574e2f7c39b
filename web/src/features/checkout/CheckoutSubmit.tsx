import { Button, Callout, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ShopDialog } from '../../shell/ShopDialog';
import { ConfirmIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatShopAmount, pickupStoreLabel, RESERVATION_COUNTDOWN_REFRESH_MS } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { selectCartTotals } from '../cart/cart-selectors';
import { selectCheckout, selectCheckoutBlocker, selectHasUnavailableLines } from './checkout-selectors';
import { checkoutActions } from './checkout-slice';
import { useNow } from './use-now';

/**
 * 'Complete checkout', the terms and the confirm dialog (spec 2 §2.3, §5). The button looks disabled
 * (aria-disabled) while checkoutReadiness refuses, yet a press still explains why with the spec's toast.
 */
export function CheckoutSubmit() {
  const dispatch = useAppDispatch();
  const now = useNow(RESERVATION_COUNTDOWN_REFRESH_MS);
  const blocker = useAppSelector((state) => selectCheckoutBlocker(state, now));
  const { name, phone, paymentMethod, confirmOpen, submitting } = useAppSelector(selectCheckout);
  const store = useAppSelector((state) => state.storePicker.selected);
  const totals = useAppSelector(selectCartTotals);
  const hasUnavailable = useAppSelector(selectHasUnavailableLines);
  const blocked = blocker !== null;
  const close = () => dispatch(checkoutActions.confirmDialogClosed());
  return (
    <div className="checkout-submit">
      {/* Said before the press too: the shopper sees which lines stand in the way (their red tags). */}
      {hasUnavailable && (
        <Callout intent="danger" data-testid="cart-unavailable-notice">
          {messages.checkout.unavailableBlocker}
        </Callout>
      )}
      {/* On a phone the bar stays at the foot of the screen (issue 28): the total and the main action in reach. */}
      <div className="checkout-bar" data-testid="checkout-bar">
        <div className="checkout-bar-total">
          <span>{messages.checkout.summaryTotal}</span>
          <strong data-testid="checkout-bar-total">{formatShopAmount(totals.total)}</strong>
        </div>
        <Button
          intent="primary"
          size="large"
          icon={<ConfirmIcon />}
          text={messages.checkoutForm.submit}
          loading={submitting}
          aria-disabled={blocked}
          className={blocked ? `primary-action ${Classes.DISABLED}` : 'primary-action'}
          onClick={() => dispatch(checkoutActions.submitClicked())}
          data-testid="checkout-submit"
        />
      </div>
      <p className="checkout-terms" data-testid="checkout-terms">
        {messages.checkoutForm.terms}
      </p>
      <ShopDialog isOpen={confirmOpen} onClose={close} title={messages.checkoutForm.confirmTitle} icon={<ConfirmIcon />}>
        <div data-testid="checkout-confirm-dialog">
          <DialogBody>
            <p>{messages.checkoutForm.confirmIntro}</p>
            <dl className="checkout-confirm-facts">
              <dt>{messages.checkoutForm.confirmName}</dt>
              <dd>{name.trim()}</dd>
              <dt>{messages.checkoutForm.confirmPhone}</dt>
              <dd>{phone}</dd>
              <dt>{messages.checkoutForm.confirmStore}</dt>
              <dd>{store ? pickupStoreLabel(messages.storePicker.chains[store.logisticsSubType], store.storeName) : ''}</dd>
              <dt>{messages.checkoutForm.confirmPayment}</dt>
              <dd>{paymentMethod === 'credit_card' ? messages.checkoutForm.creditCard : messages.checkoutForm.storeCod}</dd>
              <dt>{messages.checkoutForm.confirmTotal}</dt>
              <dd data-testid="checkout-confirm-total">{formatShopAmount(totals.total)}</dd>
            </dl>
            <p className="checkout-terms">{messages.checkoutForm.terms}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={messages.checkoutForm.confirmCancel} onClick={close} />
                <Button intent="primary" text={messages.checkoutForm.confirm} loading={submitting} onClick={() => dispatch(checkoutActions.confirmed())} data-testid="checkout-confirm" />
              </>
            }
          />
        </div>
      </ShopDialog>
    </div>
  );
}
