import { InfoSignIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatMessage, formatShopAmount, stockLabel } from '../../domain';
import { messages } from '../../i18n/contexts/marketplace';
import { PurchaseButtons } from '../cart/PurchaseButtons';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';
import { DiscountLabel } from '../shop-look/DiscountLabel';
import { PriceLine } from '../shop-look/PriceLine';
import { MARKETPLACE_OFF_PERCENT } from './MarketplaceCard';
import {
  selectMarketplaceAddInput, selectMarketplaceAddState, selectMarketplaceSelection, selectMarketplaceStock, type MarketplaceAddState,
} from './marketplace-product-selectors';
import { marketplaceProductActions } from './marketplace-product-slice';

const text = messages.marketplaceProduct;

/** The discounted price, then the original struck (issue 28: one order everywhere): the chosen variation's once there is one. */
export function MarketplacePrices({ product }: { product: MarketplaceProduct }) {
  const selection = useAppSelector(selectMarketplaceSelection);
  const price = selection.variation?.price ?? product.price;
  const discount = selection.variation?.discount_price ?? product.discount_price;
  return (
    <div className="marketplace-detail-prices">
      <PriceLine
        sale={discount}
        original={price}
        format={formatShopAmount}
        className="marketplace-detail-price-line"
        saleClassName="marketplace-detail-price"
        originalClassName="marketplace-original-price"
        saleTestId="marketplace-price"
        originalTestId="marketplace-original-price"
      />
      <DiscountLabel percent={MARKETPLACE_OFF_PERCENT} className="marketplace-off" />
    </div>
  );
}

/** 'Remaining {n}' / 'Out of stock' for what is chosen; nothing until a variation is. */
export function MarketplaceStock() {
  const stock = useAppSelector(selectMarketplaceStock);
  if (stock === null) return null;
  const label = stockLabel(stock);
  return (
    <p className={`marketplace-stock${label.count > 0 ? '' : ' is-out'}`} data-testid="marketplace-stock">
      {label.text}
    </p>
  );
}

const BUTTON_TEXT: Record<MarketplaceAddState, string> = { add: text.addToCart, disabled: text.addToCart, adding: text.adding, 'in-cart': text.inCart };

/**
 * Add to cart (spec 1 §5): disabled while the variation is missing or its stock is 0 or less, with the
 * 'please select product spec' warning beside it; once the line is in the cart, a way to the cart.
 */
export function MarketplaceAddToCart() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectMarketplaceAddState);
  const input = useAppSelector(selectMarketplaceAddInput);
  if (!state || !input) return null;
  const specMissing = input.hasVariations && !input.selected;
  const soldOut = !specMissing && state === 'disabled';
  return (
    <div className="marketplace-actions">
      {specMissing && (
        <p className="marketplace-warning" data-testid="marketplace-spec-warning">
          <InfoSignIcon size={14} />
          <span>{formatMessage('SPEC_REQUIRED')}</span>
        </p>
      )}
      <PurchaseButtons
        state={state}
        text={soldOut ? text.soldOut : BUTTON_TEXT[state]}
        disabled={state !== 'add'}
        onAdd={() => dispatch(marketplaceProductActions.addClicked())}
        testId="marketplace-add-to-cart"
        showState
        goToCartText={text.goToCart}
        goToCartTestId="marketplace-go-to-cart"
      />
    </div>
  );
}
