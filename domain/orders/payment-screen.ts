import { refuse, type Outcome } from '../shared/result';
import { formatMessage, type MessageCode } from '../validation/messages';
import { isOrderStatus, isPaymentFailure, type OrderStatus } from './order-status';
import type { PaymentMethod } from './payment-methods';

/**
 * The confirmation screen's payment state (spec 2, sections 2.5, 2.6 and 4). 'confirmed' is the spec's
 * "plain confirmed" green banner: a pay-at-pickup order (PENDING) that needs no online payment.
 */
export type PaymentScreenState = 'success' | 'confirmed' | 'processing' | 'failed' | 'cancelled' | 'timeout';
export const PAYMENT_QUERY_STATES = ['success', 'failed', 'cancelled', 'timeout'] as const;
export type PaymentQueryState = (typeof PAYMENT_QUERY_STATES)[number];

/**
 * Server status -> screen state of a CARD order (spec 2, section 4 table). PROCESSING counts as success: checkout's
 * return handler sends PAID and PROCESSING alike to ?payment=success (spec 2, section 2.6).
 */
export const STATUS_TO_SCREEN: Readonly<Record<OrderStatus, PaymentScreenState>> = {
  PAID: 'success',
  PROCESSING: 'success',
  PENDING: 'confirmed',
  PENDING_PAYMENT: 'processing',
  PAYMENT_FAILED: 'failed',
  PAYMENT_CANCELLED: 'cancelled',
  PAYMENT_TIMEOUT: 'timeout',
  // Issue 30: ended by staff. The confirmation screen's plain banner; the payment chip says refunded or cancelled.
  CANCELLED: 'confirmed',
  REFUNDED: 'confirmed',
};

/**
 * The screen state of an order. Issue 22: a store-payment order is PENDING until its shipment exists, then
 * PROCESSING; neither means it was paid (it is paid at the counter), so both read 'confirmed', never 'success'.
 * Without a known method the card table applies (spec 2's rule, and the only orders that poll).
 */
export function paymentScreenState(status: string | null | undefined, method?: PaymentMethod | null): PaymentScreenState | null {
  if (!isOrderStatus(status)) return null;
  if (method === 'store_cod' && (status === 'PENDING' || status === 'PROCESSING')) return 'confirmed';
  return STATUS_TO_SCREEN[status];
}

/** The ?payment= query flag (spec 2, section 2.5); anything else is ignored. */
export function paymentStateFromQuery(value: string | null | undefined): PaymentQueryState | null {
  const v = value?.trim().toLowerCase();
  return (PAYMENT_QUERY_STATES as readonly string[]).includes(v ?? '') ? (v as PaymentQueryState) : null;
}

/**
 * The provider's RtnCode (spec 2, sections 2.5 and 9): 1 means success, anything else failed. It arrives as a
 * query string or form field, so '1' and 1 are the same; an absent code tells nothing (null).
 */
export const PROVIDER_SUCCESS_CODE = 1;

export function paymentStateFromRtnCode(rtnCode: string | number | null | undefined): 'success' | 'failed' | null {
  if (rtnCode === null || rtnCode === undefined || String(rtnCode).trim() === '') return null;
  return Number(String(rtnCode).trim()) === PROVIDER_SUCCESS_CODE ? 'success' : 'failed';
}

/** What the screen does in each state (spec 2, section 4 table). */
export interface ScreenEffects {
  clearCart: boolean;
  startPolling: boolean;
  offerRetry: boolean;
}

export function screenEffects(state: PaymentScreenState): ScreenEffects {
  return {
    clearCart: state === 'success',
    startPolling: state === 'processing',
    offerRetry: state === 'failed' || state === 'cancelled' || state === 'timeout',
  };
}

/** The coloured banner (spec 2, section 2.5): green, orange or red. */
export type BannerTone = 'green' | 'orange' | 'red';

const BANNERS: Record<PaymentScreenState, { tone: BannerTone; code: MessageCode }> = {
  success: { tone: 'green', code: 'BANNER_PAID' },
  confirmed: { tone: 'green', code: 'BANNER_CONFIRMED' },
  processing: { tone: 'orange', code: 'BANNER_PROCESSING' },
  failed: { tone: 'red', code: 'BANNER_FAILED' },
  cancelled: { tone: 'red', code: 'BANNER_CANCELLED' },
  timeout: { tone: 'red', code: 'BANNER_TIMEOUT' },
};

export function paymentBanner(state: PaymentScreenState): { tone: BannerTone; code: MessageCode; text: string; retry: boolean } {
  const { tone, code } = BANNERS[state];
  return { tone, code, text: formatMessage(code), retry: screenEffects(state).offerRetry };
}

/** Polling while processing: every 3 s, at most 10 attempts (spec 2, sections 4 and 9). */
export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 10;

/**
 * One poll's outcome. `attempt` counts from 1. A final state stops polling; after the tenth attempt still
 * processing, the long-processing notice (with 'Retry payment' and 'Try later') shows.
 */
export type PollStep =
  | { kind: 'done'; state: PaymentScreenState }
  | { kind: 'continue'; delayMs: number }
  | { kind: 'long-processing' };

export function pollStep(status: string | null | undefined, attempt: number): PollStep {
  const state = paymentScreenState(status);
  if (state !== null && state !== 'processing') return { kind: 'done', state };
  if (attempt >= PAYMENT_POLL_MAX_ATTEMPTS) return { kind: 'long-processing' };
  return { kind: 'continue', delayMs: PAYMENT_POLL_INTERVAL_MS };
}

/**
 * Orders whose payment can be tried again: the three failure states, and a card order still awaiting payment
 * (PENDING_PAYMENT: the shopper left the card page by Back or by ECPay's back-to-shop link, issue #9).
 *
 * Retrying from PENDING_PAYMENT used to be refused, because the open attempt might still be paid and a second
 * trade number could charge the card twice. It is safe now: prepare-payment voids the open attempt and opens a
 * new one, and the provider's verified word still settles a voided attempt (a late paid notification pays the
 * order); if both attempts are paid, the second charge is recorded and listed for staff to refund. So money is
 * never lost, and the shopper is not stuck for the ~20 minutes until the reconciliation job times the order out.
 */
export function canRetryPayment(status: OrderStatus): boolean {
  return status === 'PENDING_PAYMENT' || isPaymentFailure(status);
}

/**
 * The server's answer to GET /api/cart/can-retry/{orderId} (spec 2, section 7), with the reason shown when
 * retry is not possible (spec 2, section 4). PAYMENT_IN_PROGRESS is no longer given by this rule (see
 * canRetryPayment) but stays a known code: a server of an older build may still answer it.
 */
export const RETRY_REFUSALS = ['ORDER_ALREADY_PAID', 'PAYMENT_IN_PROGRESS', 'ORDER_NOT_CARD_PAYMENT', 'RETRY_NOT_POSSIBLE'] as const;
export type RetryRefusal = (typeof RETRY_REFUSALS)[number];

export function retryEligibility(status: string | null | undefined, method?: PaymentMethod | null): Outcome<object, RetryRefusal> {
  if (!isOrderStatus(status)) return refuse('RETRY_NOT_POSSIBLE');
  // Issue 28: a store-payment order is paid at the counter; it is never offered a card payment, and never 'already paid'.
  if (method === 'store_cod') return refuse('ORDER_NOT_CARD_PAYMENT');
  if (canRetryPayment(status)) return { ok: true };
  if (status === 'PAID' || status === 'PROCESSING') return refuse('ORDER_ALREADY_PAID');
  return refuse('ORDER_NOT_CARD_PAYMENT');
}

/**
 * Where checkout's return address (/checkout?orderId=..., with retryPayment=true or status=...) takes an order
 * (spec 2 sections 2.6 and 4; issue 28):
 * - 'paid': a paid card order, to its confirmation with payment=success;
 * - 'confirmed': a store-payment order, to its plain confirmation (confirmed, pay at pickup). It is never offered
 *   the card retry (no 'order awaiting payment' panel, no retry dialog) and never called paid, whatever its status;
 * - 'retry': a card order that may pay again (canRetryPayment), to the retry flow;
 * - null: a status the domain does not know; checkout stays as it is.
 */
export type CheckoutReturnRoute = 'paid' | 'confirmed' | 'retry';

export function checkoutReturnRoute(status: string | null | undefined, method?: PaymentMethod | null): CheckoutReturnRoute | null {
  if (!isOrderStatus(status)) return null;
  if (method === 'store_cod' || status === 'PENDING') return 'confirmed';
  if (paymentScreenState(status, method) === 'success') return 'paid';
  return canRetryPayment(status) ? 'retry' : null;
}

/** The retry button of the confirmation screen: failed, cancelled, timed out, or processing that ran long. */
export function showsRetryButton(state: PaymentScreenState | null, longProcessing: boolean): boolean {
  if (state === null) return false;
  return screenEffects(state).offerRetry || (state === 'processing' && longProcessing);
}

/**
 * The status chip (spec 2, section 2.5): paid, payment processing, payment failed, or awaiting payment when
 * there is no status. Cancelled and timed-out payments read 'payment failed' (the chip has four words); a
 * pay-at-pickup order reads 'awaiting payment', which is what it is until pickup.
 */
export type StatusChip = 'paid' | 'processing' | 'failed' | 'awaiting';

const CHIP_CODES: Record<StatusChip, MessageCode> = {
  paid: 'CHIP_PAID',
  processing: 'CHIP_PROCESSING',
  failed: 'CHIP_FAILED',
  awaiting: 'CHIP_AWAITING',
};

export function statusChip(state: PaymentScreenState | null): { chip: StatusChip; code: MessageCode; text: string } {
  const chip: StatusChip =
    state === 'success' ? 'paid' : state === 'processing' ? 'processing' : state === 'failed' || state === 'cancelled' || state === 'timeout' ? 'failed' : 'awaiting';
  const code = CHIP_CODES[chip];
  return { chip, code, text: formatMessage(code) };
}

/**
 * The payment method line (spec 2, section 2.5): 'credit card' if the payment state is success, else
 * 'convenience store pickup payment'. That rule guesses the method from the outcome; when the order's own
 * payment_method is known it is used instead, so a failed card payment does not read as store payment.
 */
export function paymentMethodText(state: PaymentScreenState | null, paymentMethod?: PaymentMethod | null): { code: MessageCode; text: string } {
  const card = paymentMethod ? paymentMethod === 'credit_card' : state === 'success';
  const code: MessageCode = card ? 'METHOD_CREDIT_CARD' : 'METHOD_STORE_PAYMENT';
  return { code, text: formatMessage(code) };
}
