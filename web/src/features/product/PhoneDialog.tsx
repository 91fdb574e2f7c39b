import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { validateReservePhone } from '../../domain';
import { ShopperPhoneDialog } from '../cart/ShopperPhoneDialog';
import { productMessages } from './product-messages';
import { selectPhoneDialogOpen } from './product-selectors';
import { productActions } from './product-slice';

const TEXT = {
  title: productMessages.phoneDialogTitle, prompt: productMessages.phoneDialogPrompt, label: productMessages.phoneLabel,
  placeholder: productMessages.phonePlaceholder, cancel: productMessages.cancel, confirm: productMessages.confirm,
};

/** 'Reserve your item' (spec 2 §2.2, §5): the phone that holds the item, by the reserve rule (validateReservePhone). */
export function PhoneDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectPhoneDialogOpen);
  return (
    <ShopperPhoneDialog
      isOpen={isOpen}
      check={validateReservePhone}
      onClose={() => dispatch(productActions.phoneDialogClosed())}
      onConfirm={(phone) => dispatch(productActions.phoneConfirmed(phone))}
      text={TEXT}
      inputId="product-phone-input"
    />
  );
}
