import { Button } from '@blueprintjs/core';
import { ArrowRightIcon, ShoppingCartIcon, TickIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/marketplace';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';
import { selectIsAdding, selectIsInCart } from '../cart/cart-selectors';
import { marketplaceAddActions } from './marketplace-add-slice';

const text = messages.marketplaceProduct;

/** The card button's state: 'choose-spec' for a multi-spec product, else the product page's add states. */
export type MarketplaceCardAddState = 'choose-spec' | 'add' | 'adding' | 'in-cart' | 'sold-out';

export function marketplaceCardAddState(input: { hasVariations: boolean; stock: number; inCart: boolean; adding: boolean }): MarketplaceCardAddState {
  if (input.adding) return 'adding';
  if (input.inCart) return 'in-cart';
  if (input.stock <= 0) return 'sold-out';
  return input.hasVariations ? 'choose-spec' : 'add';
}

const WORDS: Record<Exclude<MarketplaceCardAddState, 'choose-spec'>, string> = {
  add: text.addToCart, adding: text.adding, 'in-cart': text.inCart, 'sold-out': text.soldOut,
};

export interface MarketplaceCardAddProps {
  product: MarketplaceProduct;
  /** The product page's path: where a multi-spec product's spec is chosen. */
  path: string;
  /** The id of the card's title: the button is described by the product's name (20 buttons read alike otherwise). */
  describedBy: string;
}

/**
 * A list card's add to cart (issue 28, spec 1 §5 and §7): the product page's flow (marketplace-add-sagas: the phone
 * prompt, then the shared cart posts /api/cart/add with phone, itemType shopee, itemId, quantity 1), its words and
 * its toasts, on the outlet cards' stack. A product without variations adds here; one with variations (list rows
 * carry no models) leads to its page to choose one (選擇規格) rather than offering an add that must fail. Disabled
 * at stock 0 or less; 'already in cart' once its line is in the cart. The button sits outside the card's one link.
 */
export function MarketplaceCardAdd({ product, path, describedBy }: MarketplaceCardAddProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const identity = { item_type: 'shopee' as const, item_id: product.item_id, variant_id: null };
  const inCart = useAppSelector((state) => !product.has_variations && selectIsInCart(state, identity));
  const adding = useAppSelector((state) => !product.has_variations && selectIsAdding(state, identity));
  const state = marketplaceCardAddState({ hasVariations: product.has_variations, stock: product.stock, inCart, adding });

  if (state === 'choose-spec') {
    return (
      <Button
        className="primary-action marketplace-card-add"
        fill
        variant="outlined"
        intent="primary"
        endIcon={<ArrowRightIcon />}
        text={messages.marketplace.chooseSpecOnPage}
        aria-describedby={describedBy}
        data-state={state}
        data-testid="marketplace-card-add"
        onClick={() => navigate(path)}
      />
    );
  }
  return (
    <Button
      className="primary-action marketplace-card-add"
      fill
      intent={state === 'in-cart' ? 'success' : state === 'sold-out' ? 'none' : 'primary'}
      icon={state === 'in-cart' ? <TickIcon /> : <ShoppingCartIcon />}
      text={WORDS[state]}
      loading={state === 'adding'}
      disabled={state !== 'add'}
      aria-describedby={describedBy}
      data-state={state}
      data-testid="marketplace-card-add"
      onClick={() => dispatch(marketplaceAddActions.addRequested({ product, variation: null, needsVariation: false, place: 'stack' }))}
    />
  );
}
