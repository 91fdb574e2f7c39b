import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { ShopDialogFrame as ShopDialog } from '../../shell/shop-overlay-frames';
import { MobilePhoneIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { digitsOnly, validateReservePhone, type OutletListItem } from '../../domain';
import { messages } from '../../i18n/messages';
import { cartAddItemFromOutlet } from '../cart/cart-add-item';
import { selectShopperPhone } from '../cart/cart-selectors';
import { cartActions } from '../cart/cart-slice';
import { selectReserveItem } from './outlet-selectors';
import { outletActions } from './outlet-slice';

/** Spec 2 §2.1/§5: 'Reserve item' asks for the phone the item is held under. */
export function ReserveDialog() {
  const item = useAppSelector(selectReserveItem);
  const dispatch = useAppDispatch();
  const close = () => dispatch(outletActions.reserveClosed());
  return (
    <ShopDialog isOpen={item !== null} onClose={close} title={messages.reserve.title} className="reserve-dialog">
      {/* Mounted per item, so the field starts again from the saved phone each time the dialog opens. */}
      {item && <ReserveForm key={item.id} item={item} onClose={close} />}
    </ShopDialog>
  );
}

function ReserveForm({ item, onClose }: { item: OutletListItem; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const savedPhone = useAppSelector(selectShopperPhone);
  const [phone, setPhone] = useState(savedPhone ?? '');
  const check = validateReservePhone(phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid) return;
    dispatch(cartActions.addRequested({ item: cartAddItemFromOutlet(item), phone: phone.trim() }));
    onClose();
  };

  return (
    <form onSubmit={submit} data-testid="reserve-dialog">
      <DialogBody>
        <p>{messages.reserve.prompt}</p>
        <p className="reserve-item-title">{item.title}</p>
        <FormGroup
          label={messages.reserve.phoneLabel}
          labelFor="reserve-phone"
          intent={check.error ? 'danger' : 'none'}
          helperText={check.error?.message}
        >
          <InputGroup
            id="reserve-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            autoFocus
            leftIcon={<MobilePhoneIcon />}
            placeholder={messages.reserve.phonePlaceholder}
            intent={check.error ? 'danger' : 'none'}
            value={phone}
            // Digits only as the shopper types (the rule reads the value strictly).
            onChange={(event) => setPhone(digitsOnly(event.currentTarget.value))}
            data-testid="reserve-phone"
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={messages.reserve.cancel} onClick={onClose} data-testid="reserve-cancel" />
            <Button type="submit" intent="primary" text={messages.reserve.confirm} disabled={!check.valid} data-testid="reserve-confirm" />
          </>
        }
      />
    </form>
  );
}
