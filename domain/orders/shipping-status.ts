import { formatMessage, type MessageCode } from '../validation/messages';

/**
 * Shipping status of an order in the history (spec 1, section 4):
 * pending 25 'processing', prepared 50 'logistics order created, awaiting shipment', shipped 75 'in
 * transit', delivered 100 'delivered', anything else 0 'processing'. Details (shipped time, tracking
 * number or pickup code, store, logistics number) show only when the status is not pending.
 * Decision: values are compared trimmed and lower-cased; an absent status means no logistics record yet,
 * so it shows no details either (there would be nothing to show).
 * Issue 12: 'returned' (a parcel ECPay sends back to the seller, domain/orders/shipment-status.ts) keeps the
 * spec's 0 of "anything else" but says what happened instead of 'processing', which would be untrue.
 */
export const SHIPPING_STATUSES = ['pending', 'prepared', 'shipped', 'delivered', 'returned'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

export interface ShippingStatusView {
  status: ShippingStatus | 'other';
  progress: number;
  code: MessageCode;
  label: string;
  showDetails: boolean;
}

const TABLE: Record<ShippingStatus | 'other', { progress: number; code: MessageCode }> = {
  pending: { progress: 25, code: 'SHIPPING_PROCESSING' },
  prepared: { progress: 50, code: 'SHIPPING_PREPARED' },
  shipped: { progress: 75, code: 'SHIPPING_SHIPPED' },
  delivered: { progress: 100, code: 'SHIPPING_DELIVERED' },
  returned: { progress: 0, code: 'SHIPPING_RETURNED' },
  other: { progress: 0, code: 'SHIPPING_PROCESSING' },
};


export function shippingStatusView(value: string | null | undefined): ShippingStatusView {
  const normalized = (value ?? '').trim().toLowerCase();
  const status = (SHIPPING_STATUSES as readonly string[]).includes(normalized) ? (normalized as ShippingStatus) : 'other';
  const { progress, code } = TABLE[status];
  return { status, progress, code, label: formatMessage(code), showDetails: normalized !== '' && status !== 'pending' };
}
