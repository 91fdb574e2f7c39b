/**
 * Card payment attempts of orders (table payment_attempts). One attempt = one provider MerchantTradeNo
 * (unique forever: a retry always gets a new attempt and a new number, domain buildProviderTradeNo).
 *
 * An attempt's status is its own record of the provider's answer; the ORDER's status is separate and
 * changes only through TransitionOrder. Every status change of an attempt is a conditional update
 * (`moveAttempt`: WHERE id = ? AND status IN (...)), so that a result is applied once however many
 * notifications, queries and processes race for it: only the caller whose update hit the row goes on.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  /** Form handed out, no answer from the provider yet. */
  'pending',
  /** Claimed by one reconciliation run, which is asking the provider (decision 7). */
  'reconciling',
  'paid',
  'failed',
  /** The buyer came back from the payment page without paying (ClientBackURL). */
  'cancelled',
  /** Unpaid after PAYMENT_TIMEOUT_MS, confirmed by the provider's trade query. */
  'timeout',
  /** A newer attempt of the same order was prepared before this one was answered. */
  'superseded',
  /** A paid notification whose TradeAmt differs from the attempt's amount: not paid; staff must look. */
  'amount_mismatch',
  /** SimulatePaid=1 (ECPay back-office simulation): no money moved, never treated as paid. */
  'simulated',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** Statuses a late provider answer may still overwrite (the provider's word beats our guess). */
export const OPEN_OR_GUESSED_STATUSES: readonly PaymentAttemptStatus[] = ['pending', 'reconciling', 'cancelled', 'timeout', 'superseded'];

export type PaymentResultSource = 'notification' | 'query' | 'payment_back';

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

export interface PaymentAttemptStore {
  /**
   * In one transaction: the next attempt number of the order (max + 1; the order row is locked on MySQL, and
   * UNIQUE(order_id, attempt_no) / UNIQUE(merchant_trade_no) are retried on a violation), the still-pending
   * attempts of the order marked 'superseded', the new attempt inserted as 'pending'.
   */
  createAttempt(request: NewAttemptRequest): Promise<PaymentAttempt>;
  findByTradeNo(merchantTradeNo: string): Promise<PaymentAttempt | undefined>;
  /** The attempts of an order, attempt_no ascending. */
  listForOrder(orderId: string): Promise<PaymentAttempt[]>;
  /**
   * The conditional update: sets `to` (and the result fields given) WHERE id = ? AND status IN (from).
   * `claimStaleBefore`: also matches a 'reconciling' row last touched before this instant (a crashed run).
   * @returns true when this call changed the row (exactly one caller wins a race).
   */
  moveAttempt(id: number, from: readonly PaymentAttemptStatus[], to: PaymentAttemptStatus, now: Date, result?: AttemptResult, claimStaleBefore?: Date): Promise<boolean>;
  /**
   * PENDING_PAYMENT orders to reconcile, at most `limit`: those whose latest attempt is 'pending' and was
   * created at or before `cutoff` (or is 'reconciling' and untouched since `claimStaleBefore`) -> 'query';
   * those without an open latest attempt whose order was last updated at or before `cutoff` -> 'expire'.
   */
  listReconcilable(cutoff: Date, claimStaleBefore: Date, limit: number): Promise<ReconcileCandidate[]>;
}

export const PAYMENT_ATTEMPT_STORE = Symbol.for('PaymentAttemptStore');
