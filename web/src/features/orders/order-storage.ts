import type { PaymentScreenState } from '../../domain';

/**
 * completedOrders (spec 2 §3 'Client storage'): the confirmation summaries this browser has shown, newest
 * first, one per order id, at most 20. The buyer's name and phone are left out on purpose: the list outlives
 * the visit on what may be a shared device, and the order card reads them from the server (with the token).
 * Storage can be blocked or hold junk; failures are only logged (spec 2 §8).
 */
export const COMPLETED_ORDERS_KEY = 'completedOrders';
export const COMPLETED_ORDERS_CAP = 20;

export interface CompletedOrderSummary {
  orderId: string;
  /** The server status when the summary was saved. */
  status: string | null;
  paymentState: PaymentScreenState | null;
  totalAmount: number;
  paymentMethod: string | null;
  storeName: string | null;
  itemCount: number;
  createdAt: string | null;
  /** ISO time this browser saved (or last updated) the summary. */
  savedAt: string;
}

function isSummary(value: unknown): value is CompletedOrderSummary {
  return typeof value === 'object' && value !== null && typeof (value as { orderId?: unknown }).orderId === 'string';
}

export function readCompletedOrders(): CompletedOrderSummary[] {
  try {
    const raw = localStorage.getItem(COMPLETED_ORDERS_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isSummary) : [];
  } catch (error) {
    console.warn('Ignoring unreadable completedOrders', error);
    return [];
  }
}

/** Puts the summary first, replacing an older one of the same order, and keeps the newest 20. */
export function saveCompletedOrder(summary: CompletedOrderSummary): void {
  const others = readCompletedOrders().filter((entry) => entry.orderId !== summary.orderId);
  try {
    localStorage.setItem(COMPLETED_ORDERS_KEY, JSON.stringify([summary, ...others].slice(0, COMPLETED_ORDERS_CAP)));
  } catch (error) {
    console.warn('Could not save completedOrders', error);
  }
}
