import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { MobilePhoneIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { digitsOnly, PHONE_MAX_DIGITS } from '../../domain';
import { messages } from '../../i18n/messages';
import { selectShopperPhone } from '../cart/cart-selectors';
import { checkPhonePrompt } from './marketplace-phone';
import { marketplaceProductActions } from './marketplace-product-slice';

const text = messages.marketplaceProduct;

/**
 * The marketplace phone prompt (spec 1 §5: 'at least 8 characters', 'Please enter a valid phone number'),
 * asked when the shopper adds without a stored phone; the phone becomes the cart's owner. The same test hooks
 * as the outlet page's phone dialog.
 */
export function MarketplacePhoneDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => state.marketplaceProduct.phoneDialogOpen);
  const savedPhone = useAppSelector(selectShopperPhone);
  const [phone, setPhone] = useState('');

  useEffect(() => {
    if (isOpen) setPhone(savedPhone ?? '');
  }, [isOpen, savedPhone]);

  const check = checkPhonePrompt(phone);
  const close = () => dispatch(marketplaceProductActions.phoneDialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.valid) dispatch(marketplaceProductActions.phoneConfirmed(phone));
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={text.phoneDialogTitle} icon={<MobilePhoneIcon />} className="phone-dialog">
      <form onSubmit={submit} data-testid="phone-dialog" noValidate>
        <DialogBody>
          <p className="phone-dialog-prompt">{text.phoneDialogPrompt}</p>
          <FormGroup label={text.phoneLabel} labelFor="marketplace-phone-input" intent={check.error ? 'danger' : 'none'} helperText={check.error?.message}>
            <InputGroup
              id="marketplace-phone-input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              autoFocus
              size="large"
              maxLength={PHONE_MAX_DIGITS + 1}
              placeholder={text.phonePlaceholder}
              intent={check.error ? 'danger' : 'none'}
              value={phone}
              onValueChange={(value) => setPhone(digitsOnly(value))}
              data-testid="phone-dialog-input"
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={text.cancel} onClick={close} />
              <Button type="submit" intent="primary" text={text.confirm} disabled={!check.valid} data-testid="phone-dialog-confirm" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
