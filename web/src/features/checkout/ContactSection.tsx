import { Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/messages';
import { selectCheckout, selectContactErrors } from './checkout-selectors';
import { checkoutActions } from './checkout-slice';

/** Contact (spec 2 §2.3, §5): name and phone of a guest; the rules and their text are the domain's. */
export function ContactSection() {
  const dispatch = useAppDispatch();
  const { name, phone, touched } = useAppSelector(selectCheckout);
  const errors = useAppSelector(selectContactErrors);
  const nameError = touched.name ? errors.name : undefined;
  const phoneError = touched.phone ? errors.phone : undefined;
  return (
    <Card className="checkout-section" data-testid="checkout-contact">
      <h3>{messages.checkoutForm.contactTitle}</h3>
      <FormGroup label={messages.checkoutForm.nameLabel} labelFor="checkout-name" intent={nameError ? 'danger' : 'none'} helperText={nameError?.message}>
        <InputGroup
          id="checkout-name"
          autoComplete="name"
          placeholder={messages.checkoutForm.namePlaceholder}
          intent={nameError ? 'danger' : 'none'}
          value={name}
          onValueChange={(value) => dispatch(checkoutActions.nameChanged(value))}
          onBlur={() => dispatch(checkoutActions.nameCommitted())}
          data-testid="checkout-name"
        />
      </FormGroup>
      <FormGroup label={messages.checkoutForm.phoneLabel} labelFor="checkout-phone" intent={phoneError ? 'danger' : 'none'} helperText={phoneError?.message}>
        <InputGroup
          id="checkout-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={messages.checkoutForm.phonePlaceholder}
          intent={phoneError ? 'danger' : 'none'}
          value={phone}
          onValueChange={(value) => dispatch(checkoutActions.phoneChanged(value))}
          onBlur={() => dispatch(checkoutActions.phoneCommitted())}
          data-testid="checkout-phone"
        />
      </FormGroup>
    </Card>
  );
}
