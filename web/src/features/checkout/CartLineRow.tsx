import { Button, Tag } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { canRemoveCartLine, cartLineProductPath, formatMoney, variantChipText, type CartLine } from '../../domain';
import { messages } from '../../i18n/messages';
import { selectCartBusy } from '../cart/cart-selectors';
import { isUnavailableLine } from './checkout-selectors';
import { cartActions } from '../cart/cart-slice';
import { ReservationStatus } from './ReservationStatus';

/** One cart line (spec 2 §2.3); prices round down ('order-summary' format, spec 2 §9). */
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
        {line.image_url ? <img src={line.image_url} alt="" loading="lazy" /> : <span className="cart-line-thumb-empty" />}
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
          {isShopee && (
            <Tag minimal intent="success" data-testid="cart-line-saving">
              {messages.checkout.shopeeSaving}
            </Tag>
          )}
          {isUnavailableLine(line) && line.availability && line.availability !== 'available' && (
            <Tag intent="danger" data-testid="cart-line-availability" data-availability={line.availability}>
              {messages.checkout.availability[line.availability]}
            </Tag>
          )}
        </div>
        {sku && <span className="cart-line-meta">{messages.checkout.sku(sku)}</span>}
        <span className="cart-line-meta">{messages.checkout.quantity(line.quantity)}</span>
        <div className="cart-line-prices">
          <span className="cart-line-price sale-price" data-testid="cart-line-price">
            {formatMoney(line.discount_price, 'order-summary')}
          </span>
          {line.price > line.discount_price && (
            <del className="cart-line-original was-price" aria-label={`${messages.checkout.originalPrice} ${formatMoney(line.price, 'order-summary')}`}>
              {formatMoney(line.price, 'order-summary')}
            </del>
          )}
        </div>
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
