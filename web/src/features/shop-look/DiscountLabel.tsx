import { formatMessage } from '../../domain';

/**
 * The one discount label (issue 28; spec 2 §9: '{n}% OFF'): outlet cards and product page, marketplace cards and
 * detail, cart lines, confirmation items. Nothing for no discount.
 */
export function DiscountLabel({ percent, className, testId }: { percent: number; className?: string; testId?: string }) {
  if (!(percent > 0)) return null;
  return (
    <span className={['discount-tag', className].filter(Boolean).join(' ')} data-testid={testId} data-discount-label="true">
      {formatMessage('DISCOUNT_BADGE', { n: percent })}
    </span>
  );
}
