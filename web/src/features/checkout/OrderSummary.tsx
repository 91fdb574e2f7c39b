import { Card } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';
import { formatShopAmount, isFreeShipping, shippingFeeOf } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { selectCartTotals } from '../cart/cart-selectors';

/**
 * Item count and total of the whole cart (spec 1 §3 'Cart totals'), rounded down (spec 2 §9), with the shipping
 * above the total (issue 28: pickup, the only delivery, is free: 免運).
 */
export function OrderSummary() {
  const totals = useAppSelector(selectCartTotals);
  const shipping = shippingFeeOf('pickup');
  return (
    <Card className="order-summary" data-testid="order-summary">
      <h2>{messages.checkout.summaryTitle}</h2>
      <div className="order-summary-row">
        <span>{messages.checkout.summaryItems(totals.itemCount)}</span>
      </div>
      <div className="order-summary-row" data-testid="summary-shipping">
        <span>{messages.checkout.summaryShipping}</span>
        <span>{isFreeShipping(shipping) ? messages.checkout.summaryFreeShipping : formatShopAmount(shipping)}</span>
      </div>
      <div className="order-summary-row order-summary-total">
        <span>{messages.checkout.summaryTotal}</span>
        <strong data-testid="cart-total">{formatShopAmount(totals.total)}</strong>
      </div>
    </Card>
  );
}
