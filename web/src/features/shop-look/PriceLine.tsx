import { messages } from '../../i18n/messages';

export interface PriceLineProps {
  /** What the shopper pays, whole NT$. */
  sale: number;
  /** The original price; struck after the sale price when it is higher. */
  original: number;
  /** The money format of the screen (domain/money/format.ts). */
  format: (amount: number) => string;
  className?: string;
  saleClassName?: string;
  originalClassName?: string;
  saleTestId?: string;
  originalTestId?: string;
}

/**
 * One price order on every screen (issue 28): the sale price first, the original struck after it, only when it is
 * higher. Each price carries its name for a screen reader ('特價 $450', '原價 $500').
 */
export function PriceLine({ sale, original, format, className, saleClassName, originalClassName, saleTestId, originalTestId }: PriceLineProps) {
  const saleText = format(sale);
  const originalText = format(original);
  return (
    <div className={['price-line', className].filter(Boolean).join(' ')} data-testid="price-line">
      <span className={['sale-price', saleClassName].filter(Boolean).join(' ')} data-testid={saleTestId} aria-label={`${messages.common.salePrice} ${saleText}`}>
        {saleText}
      </span>
      {original > sale && (
        <del className={['was-price', originalClassName].filter(Boolean).join(' ')} data-testid={originalTestId} aria-label={`${messages.common.originalPrice} ${originalText}`}>
          {originalText}
        </del>
      )}
    </div>
  );
}
