import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { MobilePhoneIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { digitsOnly, validateReservePhone } from '../../domain';
import { selectShopperPhone } from '../cart/cart-selectors';
import { productMessages } from './product-messages';
import { selectPhoneDialogOpen } from './product-selectors';
import { productActions } from './product-slice';

/**
 * 'Reserve your item' (spec 2 §2.2, §5): the phone that holds the item. Confirm stays disabled until
 * validateReservePhone accepts it; the error text shows only once something invalid has been typed.
 */
export function PhoneDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectPhoneDialogOpen);
  const savedPhone = useAppSelector(selectShopperPhone);
  const [phone, setPhone] = useState('');

  // Each opening starts from the saved phone (it may only need fixing), else empty.
  useEffect(() => {
    if (isOpen) setPhone(savedPhone ?? '');
  }, [isOpen, savedPhone]);

  const check = validateReservePhone(phone);
  const close = () => dispatch(productActions.phoneDialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.valid) dispatch(productActions.phoneConfirmed(phone));
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={productMessages.phoneDialogTitle} icon={<MobilePhoneIcon />} className="phone-dialog">
      <form onSubmit={submit} data-testid="phone-dialog" noValidate>
        <DialogBody>
          <p className="phone-dialog-prompt">{productMessages.phoneDialogPrompt}</p>
          <FormGroup
            label={productMessages.phoneLabel}
            labelFor="product-phone-input"
            intent={check.error ? 'danger' : 'none'}
            helperText={check.error?.message}
          >
            <InputGroup
              id="product-phone-input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              autoFocus
              size="large"
              placeholder={productMessages.phonePlaceholder}
              intent={check.error ? 'danger' : 'none'}
              value={phone}
              // Digits only as the shopper types, which is what the rule expects (domain/validation/phone.ts).
              onValueChange={(value) => setPhone(digitsOnly(value))}
              data-testid="phone-dialog-input"
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={productMessages.cancel} onClick={close} />
              <Button type="submit" intent="primary" text={productMessages.confirm} disabled={!check.valid} data-testid="phone-dialog-confirm" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
