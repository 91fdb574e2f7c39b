import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PHONE_MAX_DIGITS } from '../../domain';
import { messages } from '../../i18n/contexts/marketplace';
import { ShopperPhoneDialog } from '../cart/ShopperPhoneDialog';
import { checkPhonePrompt } from './marketplace-phone';
import { marketplaceAddActions } from './marketplace-add-slice';

const text = messages.marketplaceProduct;
const TEXT = {
  title: text.phoneDialogTitle, prompt: text.phoneDialogPrompt, label: text.phoneLabel,
  placeholder: text.phonePlaceholder, cancel: text.cancel, confirm: text.confirm,
};

/**
 * The marketplace phone prompt (spec 1 §5: 'at least 8 characters', 'Please enter a valid phone number'), asked when
 * the shopper adds without a stored phone; the phone becomes the cart's owner. The outlet page's dialog, with the
 * marketplace's rule. One flow for the product page and the list's cards (marketplace-add-sagas): each page mounts
 * this once; leaving the page drops an add still waiting for its phone.
 */
export function MarketplacePhoneDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => state.marketplaceAdd.pending !== null);
  useEffect(() => () => {
    dispatch(marketplaceAddActions.phoneDialogClosed());
  }, [dispatch]);
  return (
    <ShopperPhoneDialog
      isOpen={isOpen}
      check={checkPhonePrompt}
      onClose={() => dispatch(marketplaceAddActions.phoneDialogClosed())}
      onConfirm={(phone) => dispatch(marketplaceAddActions.phoneConfirmed(phone))}
      text={TEXT}
      inputId="marketplace-phone-input"
      maxLength={PHONE_MAX_DIGITS + 1}
    />
  );
}
