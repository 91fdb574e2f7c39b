import { Button } from '@blueprintjs/core';
import { ShoppingCartIcon, TickIcon } from '@blueprintjs/icons';
import type { MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { addButtonState, addButtonView, availability, groupAvailability, isInCart, validateReservePhone, type OutletListItem, type OutletProductGroup } from '../../domain';
import { cartAddItemFromOutlet } from '../cart/cart-add-item';
import { selectCartLines, selectIsAdding, selectIsInCart, selectShopperPhone } from '../cart/cart-selectors';
import { cartActions } from '../cart/cart-slice';
import { selectCustomer } from '../session/session-selectors';
import { outletActions } from './outlet-slice';

const outletIdentity = (item: OutletListItem) => ({ item_type: 'outlet' as const, item_id: item.id, variant_id: null });

/**
 * The card's add button (spec 2 §4). Its state and words are the domain's (addButtonState/addButtonView);
 * a signed-in customer with a valid phone on file adds straight to the cart; anyone else gets the reserve
 * dialog, a guest's saved phone prefilled in it (spec 2 §4: "restored and checked"; issue 28).
 */
export function AddToCartButton({ group, selected }: { group: OutletProductGroup; selected: OutletListItem | undefined }) {
  const dispatch = useAppDispatch();
  const phone = useAppSelector(selectShopperPhone);
  const signedIn = useAppSelector(selectCustomer) !== null;
  const lines = useAppSelector(selectCartLines);
  const selectedInCart = useAppSelector((state) => (selected ? selectIsInCart(state, outletIdentity(selected)) : false));
  const adding = useAppSelector((state) => (selected ? selectIsAdding(state, outletIdentity(selected)) : false));
  // With nothing selectable the card is only on screen because the shopper holds one of its items.
  const inCart = selected ? selectedInCart : group.variants.some((variant) => isInCart(lines, outletIdentity(variant)));

  const state = addButtonState({
    variantCount: group.variants.length,
    selectedAvailable: selected ? availability(selected) : null,
    groupAvailable: groupAvailability(group),
    inCart,
    adding,
  });
  const view = addButtonView(state);

  const onClick = (event: MouseEvent) => {
    // The card navigates on click; the button only adds.
    event.stopPropagation();
    if (!selected || view.disabled) return;
    if (signedIn && phone && validateReservePhone(phone).valid) dispatch(cartActions.addRequested({ item: cartAddItemFromOutlet(selected), phone }));
    else dispatch(outletActions.reserveOpened(selected));
  };

  return (
    <Button
      className="add-to-cart primary-action"
      data-testid="add-to-cart"
      data-state={state}
      fill
      intent={state === 'in-cart' ? 'success' : state === 'add' ? 'primary' : 'none'}
      icon={state === 'in-cart' ? <TickIcon /> : <ShoppingCartIcon />}
      text={view.text}
      loading={state === 'adding'}
      disabled={view.disabled}
      aria-label={view.text}
      onClick={onClick}
    />
  );
}
