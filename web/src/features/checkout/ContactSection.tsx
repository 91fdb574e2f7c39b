import { Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/checkout';
import { selectCustomer } from '../session/session-selectors';
import { selectCheckout, selectContactErrors } from './checkout-selectors';
import { checkoutActions } from './checkout-slice';

/**
 * Contact (spec 2 §2.3, §5): name and phone of a guest; the rules and their text are the domain's. A signed-in
 * customer's come from the account (the checkout saga fills them) and are read-only (spec 2 §6).
 */
export function ContactSection() {
  const dispatch = useAppDispatch();
  const { name, phone, touched } = useAppSelector(selectCheckout);
  const errors = useAppSelector(selectContactErrors);
  const locked = useAppSelector(selectCustomer) !== null;
  const nameError = touched.name ? errors.name : undefined;
  const phoneError = touched.phone ? errors.phone : undefined;
  return (
    <Card className="checkout-section" data-testid="checkout-contact">
      <h2>{messages.checkoutForm.contactTitle}</h2>
      {locked && (
        <Callout intent="primary" compact icon={<LockIcon />} data-testid="checkout-account-locked">
          {messages.checkoutForm.accountLocked}
        </Callout>
      )}
      <FormGroup label={messages.checkoutForm.nameLabel} labelFor="checkout-name" intent={nameError ? 'danger' : 'none'} helperText={nameError?.message}>
        <InputGroup
          id="checkout-name"
          autoComplete="name"
          placeholder={messages.checkoutForm.namePlaceholder}
          intent={nameError ? 'danger' : 'none'}
          value={name}
          readOnly={locked}
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
          readOnly={locked}
          onValueChange={(value) => dispatch(checkoutActions.phoneChanged(value))}
          onBlur={() => dispatch(checkoutActions.phoneCommitted())}
          data-testid="checkout-phone"
        />
      </FormGroup>
    </Card>
  );
}
