import { TimeIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { addButtonView, discountPercent, formatMoney, lowStockWarning, savingsAmount, stockLabel } from '../../domain';
import { PurchaseButtons } from '../cart/PurchaseButtons';
import { productMessages } from './product-messages';
import { selectProductAddState, type ProductView } from './product-selectors';
import { productActions } from './product-slice';

/** Prices on the product page round (spec 2 §9), unlike the list and the cart which round down. */
const money = (amount: number) => formatMoney(amount, 'product-page');

/** Price, struck original price and the savings panel. */
export function ProductPrices({ product }: { product: ProductView }) {
  const saved = savingsAmount(product.price, product.discount_price);
  const percent = discountPercent(product.price, product.discount_price);
  return (
    <div className="product-prices">
      <div className="product-price-row">
        <span className="product-price sale-price" data-testid="product-price" aria-label={`${productMessages.salePrice} ${money(product.discount_price)}`}>
          {money(product.discount_price)}
        </span>
        {product.price > product.discount_price && (
          <del className="product-original-price was-price" data-testid="product-original-price" aria-label={`${productMessages.originalPrice} ${money(product.price)}`}>
            {money(product.price)}
          </del>
        )}
      </div>
      {saved > 0 && (
        <p className="product-savings" data-testid="product-savings">
          {productMessages.savings(money(saved), percent)}
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
