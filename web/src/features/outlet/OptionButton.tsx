import type { ButtonHTMLAttributes } from 'react';

type OptionButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'aria-pressed'> & {
  /** The feature's own class beside the shared option-button look. */
  className: string;
  selected: boolean;
  'data-testid': string;
  'data-item-id'?: number;
};

/** A variant's choice button (the outlet card's chips, the product page's options): pressed and highlighted once chosen. */
export function OptionButton({ className, selected, ...button }: OptionButtonProps) {
  return <button type="button" className={`${className} option-button${selected ? ' is-selected' : ''}`} aria-pressed={selected} {...button} />;
}
