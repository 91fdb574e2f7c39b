import { Card, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isPaymentMethod, PAYMENT_METHODS_BY_DELIVERY } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { selectPaymentMethod } from './checkout-selectors';
import { checkoutActions } from './checkout-slice';

/** Payment method (spec 2 §1): store payment on pickup, or one-time credit card (Visa, MasterCard, JCB). */
export function PaymentMethodSection() {
  const dispatch = useAppDispatch();
  const method = useAppSelector(selectPaymentMethod);
  const offered = PAYMENT_METHODS_BY_DELIVERY.pickup;
  return (
    <Card className="checkout-section" data-testid="checkout-payment">
      <h2>{messages.checkoutForm.paymentTitle}</h2>
      <RadioGroup
        selectedValue={method}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isPaymentMethod(value)) dispatch(checkoutActions.paymentMethodChosen(value));
        }}
      >
        {offered.includes('store_cod') && (
          <Radio value="store_cod" data-testid="payment-store-cod">
            <span className="payment-option-title">{messages.checkoutForm.storeCod}</span>
            <span className="payment-option-hint">{messages.checkoutForm.storeCodHint}</span>
          </Radio>
        )}
        {offered.includes('credit_card') && (
          <Radio value="credit_card" data-testid="payment-credit-card">
            <span className="payment-option-title">{messages.checkoutForm.creditCard}</span>
            <span className="payment-option-brands">
              {messages.checkoutForm.cardBrands.map((brand) => (
                <Tag key={brand} minimal>
                  {brand}
                </Tag>
              ))}
            </span>
            <span className="payment-option-hint">{messages.checkoutForm.creditCardHint}</span>
          </Radio>
        )}
      </RadioGroup>
    </Card>
  );
}
