import { TimeIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { addButtonView, discountPercent, formatProductPageAmount, lowStockWarning, savingsAmount, stockLabel } from '../../domain';
import { PurchaseButtons } from '../cart/PurchaseButtons';
import { DiscountLabel } from '../shop-look/DiscountLabel';
import { PriceLine } from '../shop-look/PriceLine';
import { productMessages } from './product-messages';
import { selectProductAddState, type ProductView } from './product-selectors';
import { productActions } from './product-slice';

/** Price, struck original price and the savings panel ('You save $x' and the one discount label). */
export function ProductPrices({ product }: { product: ProductView }) {
  const saved = savingsAmount(product.price, product.discount_price);
  const percent = discountPercent(product.price, product.discount_price);
  return (
    <div className="product-prices">
      <PriceLine
        sale={product.discount_price}
        original={product.price}
        format={formatProductPageAmount}
        className="product-price-row"
        saleClassName="product-price"
        originalClassName="product-original-price"
        saleTestId="product-price"
        originalTestId="product-original-price"
      />
      {saved > 0 && (
        <p className="product-savings" data-testid="product-savings">
          {productMessages.savings(formatProductPageAmount(saved))} <DiscountLabel percent={percent} className="product-savings-label" />
        </p>
      )}
    </div>
  );
}

/** 'Remaining {n}' / 'Out of stock' and, at 1 to 3 left, 'Limited stock - buy soon!' (domain rules). */
export function ProductStock({ stock }: { stock: number }) {
  const label = stockLabel(stock);
  const lowStock = lowStockWarning(stock);
  return (
    <div className="product-stock-block">
      <p className={`product-stock${label.count > 0 ? '' : ' is-out'}`} data-testid="product-stock">
        {label.text}
      </p>
      {lowStock && (
        <p className="product-low-stock" data-testid="product-low-stock">
          <WarningSignIcon size={14} />
          <span>{lowStock.text}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The add button follows detailAddButtonState (disabled at 0 stock, while adding, once in the cart); the
 * go-to-cart button appears once the item is in the cart; the 2-hour hold is stated beneath.
 */
export function ProductActions() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProductAddState);
  if (!state) return null;
  const view = addButtonView(state);

  return (
    <div className="product-actions">
      <PurchaseButtons
        className="product-add"
        state={state}
        text={view.text}
        disabled={view.disabled}
        onAdd={() => dispatch(productActions.addClicked())}
        testId="product-add"
        goToCartText={productMessages.goToCart}
        goToCartTestId="product-go-to-cart"
      />
      <p className="product-hold-note">
        <TimeIcon size={14} />
        <span>{productMessages.holdNote}</span>
      </p>
    </div>
  );
}
