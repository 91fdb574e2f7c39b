import { formatConsoleAmount } from '../money/format';
import { formatMessage, type MessageCode } from '../messages';
import { isOrderStatus, type OrderStatus } from './order-status';
import type { PaymentMethod } from './payment-methods';
import { meaningOfStatusCode, SHIPMENT_STAGES, type ShipmentStage } from './shipment-status';

/**
 * What the buyer (and staff) are told about an order (issue 22): two facts, never one guessed from the other.
 *
 * - The payment fact: has money changed hands, and how. A store-payment order is paid at the counter when the
 *   parcel is picked up, so it reads "pay at pickup NT$..." until then, whatever the order status says:
 *   PROCESSING only means the shop started fulfilling it (a shipment exists). A card order keeps spec 2's rule:
 *   PAID and PROCESSING are paid.
 * - The fulfilment stage: where the parcel is. An unpaid card order has none ("ships once paid"), and the
 *   parcel waiting at the store is its own stage (ECPay 2073/2063/3018/3029), not "in transit".
 *
 * Every screen reads its words from the two tables below: the buyer's confirmation and order pages, the
 * buyer's history, and the staff order page. Nothing else maps a status or an ECPay code to text.
 */
export const PAYMENT_FACTS = ['paid', 'paying', 'failed', 'cancelled', 'timeout', 'pay_at_pickup', 'paid_at_pickup', 'refunded', 'order_cancelled'] as const;
export type PaymentFact = (typeof PAYMENT_FACTS)[number];

export const FULFILMENT_STAGES = ['awaiting_payment', 'pending', 'prepared', 'shipped', 'at_store', 'delivered', 'returned', 'cancelled'] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

export function isFulfilmentStage(value: unknown): value is FulfilmentStage {
  return typeof value === 'string' && (FULFILMENT_STAGES as readonly string[]).includes(value);
}

const CARD_FACT: Readonly<Record<OrderStatus, PaymentFact>> = {
  PAID: 'paid',
  PROCESSING: 'paid',
  PENDING_PAYMENT: 'paying',
  PAYMENT_FAILED: 'failed',
  PAYMENT_CANCELLED: 'cancelled',
  PAYMENT_TIMEOUT: 'timeout',
  // A card order is never PENDING (checkout makes it PENDING_PAYMENT); if one were, it is not paid.
  PENDING: 'paying',
  // Issue 30: staff ended the order; these read the same for both methods (see paymentFact).
  CANCELLED: 'order_cancelled',
  REFUNDED: 'refunded',
};

/** Issue 30: an order staff ended; it reads so on every screen, whatever the parcel did. */
function isEnded(status: OrderStatus): boolean {
  return status === 'CANCELLED' || status === 'REFUNDED';
}

/** The payment fact of an order; null for a status the domain does not know. */
export function paymentFact(status: string | null | undefined, method: PaymentMethod | null | undefined, stage: FulfilmentStage | null): PaymentFact | null {
  if (!isOrderStatus(status)) return null;
  if (isEnded(status)) return CARD_FACT[status];
  if (method === 'store_cod') return stage === 'delivered' ? 'paid_at_pickup' : 'pay_at_pickup';
  return CARD_FACT[status];
}

/** Orders that will not ship (yet): a card order whose payment has not succeeded (PENDING is pay-at-pickup). */
function awaitsPayment(status: OrderStatus, method: PaymentMethod | null | undefined): boolean {
  return method !== 'store_cod' && status !== 'PENDING' && CARD_FACT[status] !== 'paid';
}

/** The shipment as far as the stage goes: the stored stage and the ECPay code shown. */
export interface ShipmentFacts {
  stage: ShipmentStage | string | null;
  statusCode: number | null;
}

/**
 * The fulfilment stage of an order. `shipment` is null before a logistics order exists at ECPay (no shipment,
 * or one still being created or failed: staff's problem, the buyer's order is still 'pending').
 */
export function fulfilmentStage(status: string | null | undefined, method: PaymentMethod | null | undefined, shipment: ShipmentFacts | null): FulfilmentStage {
  // A cancelled order that never shipped does not ship; one whose parcel moved keeps the parcel's truth.
  if (isOrderStatus(status) && isEnded(status) && (!shipment || shipment.stage === 'pending' || shipment.stage === 'prepared')) return 'cancelled';
  if (isOrderStatus(status) && awaitsPayment(status, method) && !shipment) return 'awaiting_payment';
  if (!shipment) return 'pending';
  const stage = (SHIPMENT_STAGES as readonly string[]).includes(shipment.stage ?? '') ? (shipment.stage as ShipmentStage) : 'pending';
  if (stage === 'shipped' && shipment.statusCode !== null && meaningOfStatusCode(shipment.statusCode).atStore) return 'at_store';
  return stage;
}

/**
 * The stage a screen shows: the server's fulfilment_stage when it sent one, else worked out from the fields an
 * older server (or a linked platform order) sends: the order status and shipping_status, and the last ECPay code.
 */
export function shownFulfilmentStage(
  sent: string | null | undefined,
  fallback: { status?: string | null; method?: PaymentMethod | null; shippingStatus?: string | null; statusCode?: number | null },
): FulfilmentStage {
  if (isFulfilmentStage(sent)) return sent;
  const shipping = fallback.shippingStatus?.trim().toLowerCase() ?? '';
  const shipment = shipping === '' || shipping === 'pending' ? null : { stage: shipping, statusCode: fallback.statusCode ?? null };
  return fulfilmentStage(fallback.status, fallback.method, shipment);
}

/** One row per stage: the progress bar (null: none), each screen's words, and what the buyer's block shows. */
export interface FulfilmentScreens {
  progress: number | null;
  /** The buyer's order page (confirmation and member details). */
  confirmation: MessageCode;
  /** The buyer's order history and profile. */
  history: MessageCode;
  /** The staff order page. */
  staff: MessageCode;
  /** Tracking numbers, store and shipped time are worth showing. */
  details: boolean;
  /** "Bring your ID and collect it at the store": only true once the parcel is there. */
  pickupHint: boolean;
}

export const FULFILMENT_SCREENS: Readonly<Record<FulfilmentStage, FulfilmentScreens>> = {
  awaiting_payment: { progress: null, confirmation: 'SHIPPING_AFTER_PAYMENT', history: 'SHIPPING_AFTER_PAYMENT', staff: 'STAFF_SHIPPING_UNPAID', details: false, pickupHint: false },
  pending: { progress: 25, confirmation: 'SHIPPING_PROCESSING', history: 'SHIPPING_PROCESSING', staff: 'STAFF_SHIPPING_PENDING', details: false, pickupHint: false },
  prepared: { progress: 50, confirmation: 'SHIPPING_PREPARED', history: 'SHIPPING_PREPARED', staff: 'STAFF_SHIPPING_PREPARED', details: true, pickupHint: false },
  shipped: { progress: 75, confirmation: 'SHIPPING_SHIPPED', history: 'SHIPPING_SHIPPED', staff: 'SHIPPING_SHIPPED', details: true, pickupHint: false },
  at_store: { progress: 90, confirmation: 'SHIPPING_AT_STORE', history: 'SHIPPING_AT_STORE', staff: 'STAFF_SHIPPING_AT_STORE', details: true, pickupHint: true },
  // Issue 28: the buyer reads the pickup as the end of the order; staff read the shipment's fact (the console's status says completed).
  delivered: { progress: 100, confirmation: 'SHIPPING_COMPLETED', history: 'SHIPPING_COMPLETED', staff: 'SHIPPING_PICKED_UP', details: true, pickupHint: false },
  returned: { progress: 0, confirmation: 'SHIPPING_RETURNED', history: 'SHIPPING_RETURNED', staff: 'SHIPPING_RETURNED', details: true, pickupHint: false },
  cancelled: { progress: null, confirmation: 'SHIPPING_CANCELLED', history: 'SHIPPING_CANCELLED', staff: 'SHIPPING_CANCELLED', details: false, pickupHint: false },
};

export type TruthScreen = 'confirmation' | 'history' | 'staff';

export function fulfilmentView(stage: FulfilmentStage, screen: TruthScreen): FulfilmentScreens & { stage: FulfilmentStage; code: MessageCode; label: string } {
  const row = FULFILMENT_SCREENS[stage];
  const code = row[screen];
  return { ...row, stage, code, label: formatMessage(code) };
}

/**
 * The words of one shipping status on its own, with the ECPay code that came with it (a shipment history step ECPay
 * sent no words for, a row of staff's "shipments needing attention"): the row of the stage it stands for, so these
 * screens never say something the order's own block does not.
 */
export function shippingStatusWords(shippingStatus: string | null | undefined, statusCode: number | null, screen: TruthScreen): string {
  return fulfilmentView(shownFulfilmentStage(null, { shippingStatus, statusCode }), screen).label;
}

/** The payment fact's words; the same on every screen (staff read what the buyer reads). */
const PAYMENT_FACT_CODES: Readonly<Record<PaymentFact, MessageCode>> = {
  paid: 'CHIP_PAID',
  paying: 'CHIP_PROCESSING',
  failed: 'CHIP_FAILED',
  // Issue 28: the buyer's cancel reads as what it is (the buyer's banner's words), on the console too.
  cancelled: 'BANNER_CANCELLED',
  timeout: 'CHIP_FAILED',
  pay_at_pickup: 'CHIP_PAY_AT_PICKUP',
  paid_at_pickup: 'CHIP_PAID_AT_PICKUP',
  refunded: 'CHIP_REFUNDED',
  order_cancelled: 'CHIP_ORDER_CANCELLED',
};

/** The amount is written as the screen writes money: the console's by default, a shopping page passes formatShopAmount. */
export function paymentFactView(
  fact: PaymentFact, totalAmount: number, formatAmount: (amount: number) => string = formatConsoleAmount,
): { fact: PaymentFact; code: MessageCode; text: string } {
  const code = PAYMENT_FACT_CODES[fact];
  return { fact, code, text: formatMessage(code, { amount: formatAmount(totalAmount) }) };
}
