import type { OrderStatus } from './order-status';
import type { PaymentMethod } from './payment-methods';

/**
 * The creation job of an order's shipment (the ECPay logistics order, issue 12): its states, the only moves
 * between them, and the retry backoff when ECPay cannot be reached. Beside shipment-status.ts, which follows
 * the parcel once ECPay has it; this file decides whether ECPay has it yet.
 *
 * - creating: due at next_attempt_at; a run claims it and calls ECPay. A failure ECPay may get over (down, a
 *   duplicate it cannot find) keeps it creating, due again after the backoff, until SHIPMENT_MAX_ATTEMPTS.
 * - created: ECPay has the shipment; final for the job (shipment-status.ts takes over).
 * - failed: a refusal, or the attempts ran out; listed to staff, whose retry reopens it (attempts start over).
 */
export const SHIPMENT_JOB_STATUSES = ['creating', 'created', 'failed'] as const;
export type ShipmentJobStatus = (typeof SHIPMENT_JOB_STATUSES)[number];

/** The state a new shipment starts in (due at once), and the one a run claims when it is due. */
export const INITIAL_SHIPMENT_JOB_STATUS = 'creating' satisfies ShipmentJobStatus;

/**
 * The job's moves, by name: the transition table, as data. Each is one conditional UPDATE of the store
 * (WHERE status = from, SET status = to: adapters/persistence/shipping/knex-shipment-store.ts), so the SQL
 * cannot drift from the rule.
 */
export const SHIPMENT_JOB_MOVES = {
  /** ECPay answered with the shipment (or had it already: a duplicate it could find). */
  record_created: { from: 'creating', to: 'created' },
  /** A failure ECPay may get over: due again after the backoff. */
  retry_later: { from: 'creating', to: 'creating' },
  /** A refusal, or the attempts ran out: listed to staff. */
  give_up: { from: 'creating', to: 'failed' },
  /** The staff's retry: attempts start over, due at once. */
  reopen: { from: 'failed', to: 'creating' },
} as const satisfies Record<string, { from: ShipmentJobStatus; to: ShipmentJobStatus }>;
export type ShipmentJobMove = keyof typeof SHIPMENT_JOB_MOVES;

/** What each state may become (created is final for the job: shipment-status.ts follows the parcel). */
export const SHIPMENT_JOB_TRANSITIONS: Readonly<Record<ShipmentJobStatus, readonly ShipmentJobStatus[]>> = Object.fromEntries(
  SHIPMENT_JOB_STATUSES.map((from) => [from, Object.values(SHIPMENT_JOB_MOVES).filter((move) => move.from === from).map((move) => move.to)]),
) as Record<ShipmentJobStatus, ShipmentJobStatus[]>;

export function isShipmentJobStatus(value: unknown): value is ShipmentJobStatus {
  return typeof value === 'string' && (SHIPMENT_JOB_STATUSES as readonly string[]).includes(value);
}

export function canMoveShipmentJob(from: ShipmentJobStatus, to: ShipmentJobStatus): boolean {
  return SHIPMENT_JOB_TRANSITIONS[from].includes(to);
}

/** After this many failed attempts the shipment is `failed` and listed to staff. */
export const SHIPMENT_MAX_ATTEMPTS = 8;

const MINUTE_MS = 60_000;

/** Exponential backoff: 1 min after the first failure, doubling, at most an hour. */
export function shipmentRetryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), 60 * MINUTE_MS);
}

/** Where a failed attempt leaves the shipment: due again at retryAt, or failed for staff. */
export type ShipmentFailureNext = { move: 'retry_later'; retryAt: Date } | { move: 'give_up'; retryAt: null };

/**
 * After the `attempts`-th attempt failed at `now`: a retryable failure is due again after the backoff while
 * attempts remain; a refusal (retrying the same request would be refused again) or the last attempt fails it.
 */
export function afterFailedAttempt(attempts: number, retryable: boolean, now: Date): ShipmentFailureNext {
  if (!retryable || attempts >= SHIPMENT_MAX_ATTEMPTS) return { move: 'give_up', retryAt: null };
  return { move: 'retry_later', retryAt: new Date(now.getTime() + shipmentRetryDelayMs(attempts)) };
}

/**
 * Orders ready to ship: a paid card order, or a store-payment order PENDING (checkout is its confirmation; it
 * is paid at pickup). The job's query and the staff's "create now" both read this list.
 */
export const SHIPPABLE_ORDERS: readonly { status: OrderStatus; paymentMethod: PaymentMethod }[] = [
  { status: 'PAID', paymentMethod: 'credit_card' },
  { status: 'PENDING', paymentMethod: 'store_cod' },
];

export function isReadyToShip(order: { status: string; paymentMethod: string }): boolean {
  return SHIPPABLE_ORDERS.some((ready) => ready.status === order.status && ready.paymentMethod === order.paymentMethod);
}
