import { formatMessage, type MessageCode } from '../validation/messages';

/**
 * Source badge of an order (spec 1, section 4): outlet = success, shopee = warning, shopify = info,
 * mixed = primary labelled 'mixed order'. The intents are the spec's words; a UI kit without an 'info'
 * intent (Blueprint has none, primary, success, warning, danger) maps it in the web adapter.
 */
export const ORDER_SOURCES = ['outlet', 'shopee', 'shopify', 'mixed'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export type BadgeIntent = 'success' | 'warning' | 'info' | 'primary' | 'none';

const BADGES: Record<OrderSource, { intent: BadgeIntent; code: MessageCode }> = {
  outlet: { intent: 'success', code: 'SOURCE_OUTLET' },
  shopee: { intent: 'warning', code: 'SOURCE_SHOPEE' },
  shopify: { intent: 'info', code: 'SOURCE_SHOPIFY' },
  mixed: { intent: 'primary', code: 'SOURCE_MIXED' },
};

export function isOrderSource(value: unknown): value is OrderSource {
  return typeof value === 'string' && (ORDER_SOURCES as readonly string[]).includes(value);
}

/** An unknown source shows its own text with no intent rather than disappearing. */
export function orderSourceBadge(source: string | null | undefined): { intent: BadgeIntent; code: MessageCode | null; label: string } {
  const key = (source ?? '').trim().toLowerCase();
  if (!isOrderSource(key)) return { intent: 'none', code: null, label: source ?? '' };
  const { intent, code } = BADGES[key];
  return { intent, code, label: formatMessage(code) };
}

/** The source of an order from the kinds of its items: one kind is that kind, several are mixed. */
export function orderSourceOf(itemTypes: readonly string[]): OrderSource | null {
  const kinds = new Set(itemTypes.filter(isOrderSource));
  if (kinds.size === 0) return null;
  if (kinds.size > 1) return 'mixed';
  return [...kinds][0];
}
