import { Button, Callout, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { ShopDialog } from '../../shell/ShopDialog';
import { CreditCardIcon } from '@blueprintjs/icons';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/checkout';
import { paymentActions } from './payment-slice';
import { usePageRestored } from './use-page-restored';

/**
 * The retry-payment dialog (spec 2 §2.3, §4): mount it once on any screen that offers retry and open it with
 * paymentActions.retryDialogOpened({ orderId }). 'Pay again' runs the retry saga (can-retry, prepare, redirect).
 */
export function RetryPaymentDialog() {
  const dispatch = useAppDispatch();
  const { orderId, open, phase, message, phone } = useAppSelector((state) => state.payment.retry);
  const busy = phase === 'checking' || phase === 'preparing' || phase === 'redirecting';
  const close = () => dispatch(paymentActions.retryDialogClosed());
  usePageRestored(useCallback(() => dispatch(paymentActions.pageRestored()), [dispatch]));
  return (
    <ShopDialog isOpen={open && orderId !== null} onClose={busy ? undefined : close} title={messages.payment.retryTitle} icon={<CreditCardIcon />}>
      <div data-testid="retry-dialog">
        <DialogBody>
          <p>{orderId ? messages.payment.retryBody(orderId) : null}</p>
          {busy && (
            <div className="retry-progress" role="status">
              <Spinner size={20} />
              <span>{phase === 'checking' ? messages.payment.checking : messages.payment.preparing}</span>
            </div>
          )}
          {message && (phase === 'refused' || phase === 'failed') && (
            <Callout intent={phase === 'refused' ? 'warning' : 'danger'} data-testid="retry-message">
              {message}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={messages.payment.close} onClick={close} disabled={busy} />
              <Button
                intent="primary"
                icon={<CreditCardIcon />}
                text={messages.payment.retryConfirm}
                loading={busy}
                disabled={phase === 'refused'}
                onClick={() => orderId && dispatch(paymentActions.retryRequested({ orderId, phone }))}
                data-testid="retry-confirm"
              />
            </>
          }
        />
      </div>
    </ShopDialog>
  );
}
