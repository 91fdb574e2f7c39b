import { isInvoiceChoiceKind, isPaymentMethod, type PaymentMethod } from '../../domain';
import type { InvoiceForm } from './checkout-slice';

/**
 * What checkout remembers in the browser (spec 2 §3 'Client storage'): userName (the guest's name, like
 * userPhone), lastOrderId / lastTotal / lastPhone / lastName after a checkout, sessionStorage checkoutState
 * (the form, so a trip to the store map or the payment page keeps it) and pendingOrder (the order on its way
 * to the payment page). Failures are only logged (spec 2 §8).
 */
export const SAVED_NAME_KEY = 'userName';
const CHECKOUT_STATE_KEY = 'checkoutState';
const PENDING_ORDER_KEY = 'pendingOrder';

function attempt(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn(`Could not ${what}`, error);
  }
}

export function readSavedName(): string | null {
  try {
    return localStorage.getItem(SAVED_NAME_KEY) || null;
  } catch {
    return null;
  }
}

export function writeSavedName(name: string): void {
  attempt('save the name', () => localStorage.setItem(SAVED_NAME_KEY, name));
}

export interface CheckoutFormState {
  name: string;
  phone: string;
  paymentMethod: PaymentMethod;
  /** Issue 30: the invoice section and the e-mail as typed, so the store map's round trip does not empty them. */
  invoice: InvoiceForm;
  /** The invoice came from the member's last order (the section says so). */
  invoiceRemembered: boolean;
  email: string;
}

const INVOICE_FIELDS = ['barcode', 'certificate', 'loveCode', 'taxId', 'title'] as const;

/** The saved invoice section when it reads as one (a kind, and text fields only); else undefined. */
function invoiceOf(value: unknown): InvoiceForm | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const saved = value as Record<string, unknown>;
  if (!isInvoiceChoiceKind(saved.kind)) return undefined;
  const invoice: InvoiceForm = { kind: saved.kind };
  for (const field of INVOICE_FIELDS) {
    const text = saved[field];
    if (typeof text === 'string') invoice[field] = text;
  }
  return invoice;
}

export function readCheckoutState(): Partial<CheckoutFormState> | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_STATE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      name: typeof value.name === 'string' ? value.name : undefined,
      phone: typeof value.phone === 'string' ? value.phone : undefined,
      paymentMethod: isPaymentMethod(value.paymentMethod) ? value.paymentMethod : undefined,
      invoice: invoiceOf(value.invoice),
      invoiceRemembered: value.invoiceRemembered === true,
      email: typeof value.email === 'string' ? value.email : undefined,
    };
  } catch (error) {
    console.warn('Ignoring an unreadable checkoutState', error);
    return null;
  }
}

export function writeCheckoutState(state: CheckoutFormState): void {
  attempt('save the checkout form', () => sessionStorage.setItem(CHECKOUT_STATE_KEY, JSON.stringify(state)));
}

export function writeLastOrder(order: { orderId: string; total: number; phone: string; name: string }): void {
  attempt('save the last order', () => {
    localStorage.setItem('lastOrderId', order.orderId);
    localStorage.setItem('lastTotal', String(order.total));
    localStorage.setItem('lastPhone', order.phone);
    localStorage.setItem('lastName', order.name);
  });
}

export function writePendingOrder(order: { orderId: string; totalAmount: number; paymentMethod: PaymentMethod }, at: number): void {
  attempt('note the pending order', () => sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify({ ...order, at })));
}

/**
 * The card order this tab last sent to the payment page (pendingOrder), or null. Back from the card page the
 * cart is empty (checkout emptied it); this note is how /checkout finds the order still awaiting payment.
 */
export function readPendingOrder(): { orderId: string } | null {
  try {
    const raw = sessionStorage.getItem(PENDING_ORDER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    return typeof value.orderId === 'string' && value.orderId ? { orderId: value.orderId } : null;
  } catch (error) {
    console.warn('Ignoring an unreadable pendingOrder', error);
    return null;
  }
}

export function clearPendingOrder(): void {
  attempt('forget the pending order', () => sessionStorage.removeItem(PENDING_ORDER_KEY));
}
