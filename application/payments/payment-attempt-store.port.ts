/**
 * Card payment attempts of orders (table payment_attempts). One attempt = one provider MerchantTradeNo
 * (unique forever: a retry always gets a new attempt and a new number, domain buildProviderTradeNo).
 *
 * An attempt's status is its own record of the provider's answer. Every status change of an attempt is a
 * conditional update (`moveAttempt`: WHERE id = ? AND status IN (the sources of ATTEMPT_TRANSITIONS)), so that
 * a result is applied once however many notifications, queries and processes race for it. The ORDER's payment
 * status follows from all its attempts by `settleOrder`, one transaction under the order's lock (decision 7).
 */
import type { OrderStatus } from '../../domain/orders/order-status';
import type { AttentionReason, PaymentAttemptStatus } from '../../domain/orders/payment-attempt';

// The statuses and their transition table are domain rules (domain/orders/payment-attempt.ts); re-exported
// here because every caller of this port speaks them.
export { PAYMENT_ATTEMPT_STATUSES, type AttentionReason, type PaymentAttemptStatus } from '../../domain/orders/payment-attempt';

/**
 * Who said what the attempt's status records: the provider ('notification', 'query'), the buyer's own word
 * ('buyer': the cancel of issue 28, record-buyer-cancel.ts), or a browser return of versions before issue #9
 * ('payment_back', no longer written).
 */
export type PaymentResultSource = 'notification' | 'query' | 'buyer' | 'payment_back';

export interface PaymentAttempt {
  id: number;
  orderId: string;
  merchantTradeNo: string;
  attemptNo: number;
  /** Whole NT$: the order's total when the attempt was prepared. */
  amount: number;
  status: PaymentAttemptStatus;
  rtnCode: number | null;
  rtnMsg: string | null;
  providerTradeNo: string | null;
  tradeAmt: number | null;
  paidAt: Date | null;
  simulatePaid: boolean;
  resultSource: PaymentResultSource | null;
  resultAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Money that the order does not keep (a second charge, a wrong amount): a person must look. */
  attention: AttentionReason | null;
  attentionAt: Date | null;
  /** When staff marked it handled (refunded, or otherwise settled with the buyer), and who. */
  resolvedAt: Date | null;
  resolvedBy: number | null;
}

/** The provider's answer recorded with a status change (all optional: a claim or a cancel carries none). */
export interface AttemptResult {
  rtnCode?: number | null;
  rtnMsg?: string | null;
  providerTradeNo?: string | null;
  tradeAmt?: number | null;
  paidAt?: Date | null;
  simulatePaid?: boolean;
  source?: PaymentResultSource;
}

export interface NewAttemptRequest {
  orderId: string;
  /** The order's total_amount (read before; the order row is locked when the attempt is inserted). */
  amount: number;
  now: Date;
  /** The trade number of attempt n (1, 2, ...): buildProviderTradeNo(orderId, n). */
  tradeNoOf(attemptNo: number): string;
}

/** What the reconciliation job works on (see listReconcilable). */
export type ReconcileCandidate =
  /** The order's latest attempt is pending (or its claim went stale): ask the provider about it. */
  | { kind: 'query'; orderId: string; attempt: PaymentAttempt }
  /** A PENDING_PAYMENT order with no open attempt (never prepared, or its attempt was answered without moving it). */
  | { kind: 'expire'; orderId: string };

/** One audited move of the order (order_status_events), with the order's status_message after it. */
export interface OrderMove {
  to: OrderStatus;
  reason: string | null;
  statusMessage: string | null;
}

/** What a settlement or an opening does, decided from the locked order's status and its attempts as they are. */
export interface SettlementPlan {
  moves: OrderMove[];
  /** Attempts to flag for staff (attention, attention_at). */
  flag: Array<{ attemptId: number; reason: AttentionReason }>;
}

export type SettleOutcome =
  | { kind: 'not_found' }
  | { kind: 'settled'; from: OrderStatus; status: OrderStatus; changed: boolean; flagged: SettlementPlan['flag'] };

export type OpenAttemptPlan = { ok: true; reopen: OrderMove | null } | { ok: false };

export type OpenAttemptOutcome =
  | { kind: 'not_found' }
  | { kind: 'refused'; status: OrderStatus }
  | { kind: 'opened'; attempt: PaymentAttempt };

export interface PaymentAttemptStore {
  /**
   * prepare-payment, in one write transaction under the order's lock (MySQL FOR UPDATE, SQLite write lock):
   * reads the order's status and attempts, asks `plan`; when allowed, moves the order back to PENDING_PAYMENT
   * if asked (audited), voids the open attempts ('superseded'), and inserts attempt max + 1 as 'pending'
   * (UNIQUE(order_id, attempt_no) / UNIQUE(merchant_trade_no) retried on a violation). No window where the
   * order awaits payment on a failed latest attempt.
   */
  openAttempt(request: NewAttemptRequest, plan: (status: OrderStatus, attempts: PaymentAttempt[]) => OpenAttemptPlan): Promise<OpenAttemptOutcome>;
  findByTradeNo(merchantTradeNo: string): Promise<PaymentAttempt | undefined>;
  /** The attempts of an order, attempt_no ascending. */
  listForOrder(orderId: string): Promise<PaymentAttempt[]>;
  /**
   * The conditional update: sets `to` (and the result fields given) WHERE id = ? AND status IN (every status
   * the domain's ATTEMPT_TRANSITIONS lets move to `to`).
   * `claimStaleBefore` (only with `to` = CLAIMED_ATTEMPT_STATUS, the reconciliation's claim): also matches a
   * claimed row last touched before this instant (a crashed run's claim is taken over).
   * @returns true when this call changed the row (exactly one caller wins a race).
   */
  moveAttempt(id: number, to: PaymentAttemptStatus, now: Date, result?: AttemptResult, claimStaleBefore?: Date): Promise<boolean>;
  /**
   * The order's settlement, one write transaction: locks the order row (MySQL SELECT ... FOR UPDATE; SQLite:
   * the write lock first), re-reads ALL its attempts inside the lock, asks `plan`, writes each move with its
   * order_status_events row, and flags the attempts named. Concurrent settlements of one order run one after
   * the other, each on fresh rows, so the last one always sees every attempt move committed before it.
   */
  settleOrder(orderId: string, plan: (status: OrderStatus, attempts: PaymentAttempt[]) => SettlementPlan, now: Date): Promise<SettleOutcome>;
  /**
   * PENDING_PAYMENT orders to reconcile, at most `limit`: those whose latest attempt is 'pending' and was
   * created at or before `cutoff` (or is 'reconciling' and untouched since `claimStaleBefore`) -> 'query';
   * those without an open latest attempt whose order was last updated at or before `cutoff` -> 'expire'.
   */
  listReconcilable(cutoff: Date, claimStaleBefore: Date, limit: number): Promise<ReconcileCandidate[]>;
}

export const PAYMENT_ATTEMPT_STORE = Symbol.for('PaymentAttemptStore');
