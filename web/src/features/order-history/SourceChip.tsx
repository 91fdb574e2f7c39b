import { Tag, type Intent } from '@blueprintjs/core';
import { orderSourceBadge, type BadgeIntent } from '../../domain';

/** Blueprint has no 'info' intent: Shopify's info badge shows as a minimal primary tag; mixed as a solid one. */
const INTENT: Record<BadgeIntent, { intent: Intent; minimal: boolean }> = {
  success: { intent: 'success', minimal: true },
  warning: { intent: 'warning', minimal: true },
  info: { intent: 'primary', minimal: true },
  primary: { intent: 'primary', minimal: false },
  none: { intent: 'none', minimal: true },
};

/** The source badge of spec 1 §4 (domain orderSourceBadge); data-intent carries the spec's intent. */
export function SourceChip({ source }: { source: string | null }) {
  const badge = orderSourceBadge(source);
  if (!badge.label) return null;
  const look = INTENT[badge.intent];
  return (
    <Tag intent={look.intent} minimal={look.minimal} round data-testid="order-source-chip" data-intent={badge.intent}>
      {badge.label}
    </Tag>
  );
}
