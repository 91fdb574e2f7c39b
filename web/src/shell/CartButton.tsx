import { ShoppingCartIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { messages } from '../i18n/messages';
import { cartBadgeText } from './cart-badge';

export function CartButton({ count }: { count: number }) {
  const badge = cartBadgeText(count);
  return (
    <Link to="/checkout" className="shell-icon-link" aria-label={messages.shell.cartWithCount(badge ?? '0')} data-testid="cart-button">
      <ShoppingCartIcon size={20} />
      {badge && (
        <span className="cart-badge" data-testid="cart-count">
          {badge}
        </span>
      )}
    </Link>
  );
}
