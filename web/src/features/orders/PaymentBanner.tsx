import { Button, Callout, type Intent } from '@blueprintjs/core';
import { CreditCardIcon, ErrorIcon, TickCircleIcon, TimeIcon } from '@blueprintjs/icons';
import type { BannerTone } from '../../domain';
import { useAppSelector } from '../../app/hooks';
import { orderMessages } from './order-messages';
import { RestoreCartButton } from './RestoreCartButton';
import { selectBanner } from './order-selectors';

const INTENT: Record<BannerTone, Intent> = { green: 'success', orange: 'warning', red: 'danger' };
const ICON = { green: <TickCircleIcon />, orange: <TimeIcon />, red: <ErrorIcon /> } as const;

/** The retry-payment button; opens the payment module's retry dialog for this order. */
export function RetryPaymentButton({ onRetry, primary = false }: { onRetry: () => void; primary?: boolean }) {
  return (
    <Button
      intent={primary ? 'primary' : 'danger'}
      variant={primary ? 'solid' : 'outlined'}
      icon={<CreditCardIcon />}
      text={orderMessages.retryPayment}
      data-testid="retry-payment"
      onClick={onRetry}
    />
  );
}

/**
 * Spec 2 §2.5: green (success, plain confirmed), orange (processing), red (failed, cancelled, timed out, each
 * with a retry button, and the way to change the order: restore its items to the cart). Text, tone and retry come
 * from the domain's paymentBanner. `actions` false (issue 28: a stranger's view, or the order not read yet): the
 * words without the buttons, which only the order's proof may use.
 */
export function PaymentBanner({ onRetry, actions }: { onRetry: () => void; actions: boolean }) {
  const banner = useAppSelector(selectBanner);
  if (!banner) return null;
  return (
    <Callout
      className={`payment-banner payment-banner-${banner.tone}`}
      intent={INTENT[banner.tone]}
      icon={ICON[banner.tone]}
      role={banner.tone === 'red' ? 'alert' : 'status'}
      data-testid="payment-banner"
      data-state={banner.state}
      data-tone={banner.tone}
    >
      <div className="payment-banner-body">
        <strong className="payment-banner-text">{banner.text}</strong>
        {banner.retry && actions && (
          <span className="order-actions">
            <RetryPaymentButton onRetry={onRetry} />
            <RestoreCartButton />
          </span>
        )}
      </div>
    </Callout>
  );
}

/** Spec 2 §4: after 10 polls still processing, 'Retry payment' (for the order's proof only, issue 28) and 'Try later'. */
export function LongProcessingNotice({ onRetry, onLater }: { onRetry: (() => void) | null; onLater: () => void }) {
  return (
    <Callout className="long-processing" intent="warning" icon={<TimeIcon />} title={orderMessages.longProcessingTitle} data-testid="long-processing">
      <p>{orderMessages.longProcessingBody}</p>
      <div className="order-actions">
        {onRetry && <RetryPaymentButton onRetry={onRetry} primary />}
        <Button variant="outlined" text={orderMessages.tryLater} data-testid="try-later" onClick={onLater} />
      </div>
    </Callout>
  );
}
