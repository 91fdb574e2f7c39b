import { Button, Tag } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { canRemoveCartLine, cartLineProductPath, formatShopAmount, variantChipText, type CartLine } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { selectCartBusy } from '../cart/cart-selectors';
import { isUnavailableLine } from './checkout-selectors';
import { cartActions } from '../cart/cart-slice';
import { ReservationStatus } from './ReservationStatus';
import { DiscountLabel } from '../shop-look/DiscountLabel';
import { NoPicture } from '../shop-look/NoPicture';
import { PriceLine } from '../shop-look/PriceLine';
import { MARKETPLACE_OFF_PERCENT } from '../marketplace/MarketplaceCard';
import { LATER_PICTURE } from '../shop-look/picture';

/** One cart line (spec 2 §2.3); prices are the shopping pages' (formatShopAmount: '$', rounded down, spec 2 §9). */
export function CartLineRow({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCartBusy);
  const path = cartLineProductPath(line);
  const variant = variantChipText(line);
  const sku = line.display_sku || line.sku;
  const isShopee = line.item_type === 'shopee';
  return (
    <li className={isUnavailableLine(line) ? 'cart-line shop-surface cart-line-unavailable' : 'cart-line shop-surface'} data-testid="cart-line" data-item-id={String(line.item_id)} data-item-type={line.item_type}>
      {/* The title below is the accessible link; the picture repeats it for the pointer only. */}
      <Link to={path} className="cart-line-thumb" tabIndex={-1} aria-hidden="true" data-testid="cart-line-thumb">
        {line.image_url ? <img src={line.image_url} alt="" {...LATER_PICTURE} /> : <NoPicture className="cart-line-thumb-empty" />}
      </Link>
      <div className="cart-line-body">
        <Link to={path} className="cart-line-title">
          {line.title}
        </Link>
        <div className="cart-line-chips">
          <Tag minimal intent={isShopee ? 'warning' : 'primary'} data-testid="cart-line-type">
            {messages.checkout.typeChip[line.item_type]}
          </Tag>
          {variant && (
            <Tag minimal data-testid="cart-line-variant">
              {variant}
            </Tag>
          )}
          {isShopee && <DiscountLabel percent={MARKETPLACE_OFF_PERCENT} className="line-discount" testId="cart-line-saving" />}
          {isUnavailableLine(line) && line.availability && line.availability !== 'available' && (
            <Tag intent="danger" data-testid="cart-line-availability" data-availability={line.availability}>
              {messages.checkout.availability[line.availability]}
            </Tag>
          )}
        </div>
        {sku && <span className="cart-line-meta">{messages.checkout.sku(sku)}</span>}
        <span className="cart-line-meta">{messages.checkout.quantity(line.quantity)}</span>
        <PriceLine
          sale={line.discount_price}
          original={line.price}
          format={formatShopAmount}
          className="cart-line-prices"
          saleClassName="cart-line-price"
          originalClassName="cart-line-original"
          saleTestId="cart-line-price"
        />
        {line.item_type === 'outlet' && line.reservation && <ReservationStatus reservation={line.reservation} />}
      </div>
      <Button
        variant="minimal"
        intent="danger"
        icon={<TrashIcon />}
        aria-label={messages.checkout.remove}
        title={messages.checkout.remove}
        // A confirmed line cannot go (spec 2 §5); pressing still explains why, through the saga's toast.
        className={canRemoveCartLine(line) ? undefined : 'cart-line-remove-locked'}
        disabled={busy}
        data-testid="cart-line-remove"
        onClick={() => dispatch(cartActions.removeRequested({ line }))}
      />
    </li>
  );
}
