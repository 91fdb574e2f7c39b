import { Card } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';
import { formatShopAmount } from '../../domain';
import { messages } from '../../i18n/messages';
import { selectCartTotals } from '../cart/cart-selectors';

/** Item count and total of the whole cart (spec 1 §3 'Cart totals'), rounded down (spec 2 §9). */
export function OrderSummary() {
  const totals = useAppSelector(selectCartTotals);
  return (
    <Card className="order-summary" data-testid="order-summary">
      <h3>{messages.checkout.summaryTitle}</h3>
      <div className="order-summary-row">
        <span>{messages.checkout.summaryItems(totals.itemCount)}</span>
      </div>
      <div className="order-summary-row order-summary-total">
        <span>{messages.checkout.summaryTotal}</span>
        <strong data-testid="cart-total">{formatShopAmount(totals.total)}</strong>
      </div>
    </Card>
  );
}
