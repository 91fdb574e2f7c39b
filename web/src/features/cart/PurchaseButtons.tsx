import { Button, Spinner } from '@blueprintjs/core';
import { ArrowRightIcon, ShoppingCartIcon, TickIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';

export interface PurchaseButtonsProps {
  /** The add button's state: a spinner while 'adding', a tick and the way to the cart once 'in-cart'. */
  state: string;
  text: string;
  disabled: boolean;
  onAdd: () => void;
  testId: string;
  className?: string;
  /** Also expose the state as data-state on the add button. */
  showState?: boolean;
  goToCartText: string;
  goToCartTestId: string;
}

/** A product page's add-to-cart button and, once the line is in the cart, the button to the cart (outlet and marketplace alike). */
export function PurchaseButtons({ state, text, disabled, onAdd, testId, className, showState = false, goToCartText, goToCartTestId }: PurchaseButtonsProps) {
  const navigate = useNavigate();
  const inCart = state === 'in-cart';
  const icon = state === 'adding' ? <Spinner size={16} /> : inCart ? <TickIcon /> : <ShoppingCartIcon />;
  return (
    <>
      <Button
        className={className ? `primary-action ${className}` : 'primary-action'}
        size="large"
        fill
        intent={inCart ? 'success' : 'primary'}
        icon={icon}
        text={text}
        disabled={disabled}
        aria-busy={state === 'adding'}
        data-state={showState ? state : undefined}
        onClick={onAdd}
        data-testid={testId}
      />
      {inCart && (
        <Button className="primary-action" size="large" fill variant="outlined" intent="primary" endIcon={<ArrowRightIcon />} text={goToCartText} onClick={() => navigate('/checkout')} data-testid={goToCartTestId} />
      )}
    </>
  );
}
