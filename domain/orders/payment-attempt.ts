import { isPaymentFailure, type OrderStatus } from './order-status';

/**
 * Card payment attempts (one provider MerchantTradeNo each) and how their answers settle the ORDER
 * (docs/decisions.md, decision 7). Beside order-status.ts: the order has its machine, an attempt has its own,
 * and settleOrder is the one rule that derives the order's payment status from its attempts.
 *
 * The rule in one line: the provider's verified word wins over our guesses. A 'paid' answer is final and
 * always pays the order, whatever we had guessed about the attempt (superseded by a retry, timed out by the
 * reconciliation, cancelled by a browser return of older versions) and whatever the order's failure state.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  /** Form handed out, no answer from the provider yet. */
  'pending',
  /** Claimed by one reconciliation run, which is asking the provider (decision 7). */
  'reconciling',
  'paid',
  'failed',
  /**
   * The buyer's word (issue 28): back from the payment page by its Cancel or back-to-shop link, the buyer said
   * so from our own page with the order's proof (buyerCancelTarget). Only an open attempt takes it, and like
   * every guess of ours it still takes a late provider answer: a verified paid notice pays the order anyway.
   * (Versions before issue #9 wrote it on any browser return; those rows read the same.)
   */
  'cancelled',
  /** Unpaid after PAYMENT_TIMEOUT_MS, confirmed by the provider's trade query. */
  'timeout',
  /** Voided by a newer attempt of the same order (a retry, or a re-prepare while PENDING_PAYMENT). */
  'superseded',
  /** A paid notification whose TradeAmt differs from the attempt's amount: not paid; staff must look. */
  'amount_mismatch',
  /** SimulatePaid=1 (ECPay back-office simulation): no money moved, never treated as paid. */
  'simulated',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** Provider answers that a status of ours may still take: our guesses lose to them. */
const PROVIDER_ANSWERS = ['paid', 'failed', 'amount_mismatch', 'simulated'] as const satisfies readonly PaymentAttemptStatus[];

/**
 * The attempt's transition table, as data. Every status change of an attempt is a conditional UPDATE whose
 * `WHERE status IN (...)` is derived from this table (attemptSourcesOf), so the SQL cannot drift from it.
 * - pending: claimed by the reconciliation, answered by the provider, voided by a newer attempt, or cancelled
 *   by the buyer's word (issue 28);
 * - reconciling: the query answered (paid/failed/timeout), the provider unavailable (back to pending), or
 *   voided by a retry or cancelled by the buyer while the query runs (its own later update then misses);
 * - cancelled / timeout / superseded are OUR guesses: a late provider answer still overrides them;
 * - failed may still become amount_mismatch (a paid answer with another amount: money moved, a person must
 *   look); paid, amount_mismatch and simulated are final.
 */
export const ATTEMPT_TRANSITIONS: Readonly<Record<PaymentAttemptStatus, readonly PaymentAttemptStatus[]>> = {
  pending: ['reconciling', 'superseded', 'cancelled', ...PROVIDER_ANSWERS],
  reconciling: ['pending', 'timeout', 'superseded', 'cancelled', ...PROVIDER_ANSWERS],
  paid: [],
  failed: ['amount_mismatch'],
  cancelled: [...PROVIDER_ANSWERS],
  timeout: [...PROVIDER_ANSWERS],
  superseded: [...PROVIDER_ANSWERS],
  amount_mismatch: [],
  simulated: [],
};

/** Still waiting for the provider: the attempt a retry voids and the reconciliation asks about. */
export const OPEN_ATTEMPT_STATUSES = ['pending', 'reconciling'] as const satisfies readonly PaymentAttemptStatus[];

export function canMoveAttempt(from: PaymentAttemptStatus, to: PaymentAttemptStatus): boolean {
  return ATTEMPT_TRANSITIONS[from].includes(to);
}

/** Every status that may move to `to`: the WHERE list of the conditional update. */
export function attemptSourcesOf(to: PaymentAttemptStatus): PaymentAttemptStatus[] {
  return PAYMENT_ATTEMPT_STATUSES.filter((from) => canMoveAttempt(from, to));
}

/**
 * The reconciliation's claim (decision 7): one process is asking the provider about the attempt. It is
 * reached from the statuses attemptSourcesOf(CLAIMED_ATTEMPT_STATUS) gives ('pending'); a claim left
 * untouched by a crashed run may be claimed again, the one move whose source is its own target (the
 * staleness, a time, is the caller's: application/payments/reconcile-payments.ts, STALE_CLAIM_MS).
 */
export const CLAIMED_ATTEMPT_STATUS = 'reconciling' satisfies PaymentAttemptStatus;

export function isOpenAttempt(status: PaymentAttemptStatus): boolean {
  return (OPEN_ATTEMPT_STATUSES as readonly PaymentAttemptStatus[]).includes(status);
}

/** Why an attempt needs a person: money moved that the order does not keep. */
export const ATTENTION_REASONS = ['duplicate_payment', 'amount_mismatch'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** What settleOrder needs to know of an attempt. */
export interface SettlementAttempt {
  id: number;
  attemptNo: number;
  status: PaymentAttemptStatus;
  /** When the provider's answer was recorded: the first paid attempt recorded is the one the order keeps. */
  resultAt: Date | null;
  /** Already flagged for staff (flags are written once and never taken back). */
  attention: AttentionReason | null;
}

export interface Settlement {
  /** The order's moves, in order; [] = unchanged. Each is a move of ORDER_TRANSITIONS (audited one by one). */
  moves: OrderStatus[];
  /** The order's status after the moves. */
  status: OrderStatus;
  /** The paid attempt the order keeps, if any. */
  paidBy: number | null;
  /** Attempts to flag for staff now (not flagged yet): every paid attempt but paidBy, every amount mismatch. */
  flag: Array<{ attemptId: number; reason: AttentionReason }>;
}

export interface SettleOptions {
  /**
   * The reconciliation found the order awaiting payment past the timeout with nothing open at the provider:
   * time it out, unless (re-checked here, under the order lock) an attempt is open again or paid.
   */
  expire?: boolean;
}

const byRecording = (a: SettlementAttempt, b: SettlementAttempt) =>
  (a.resultAt?.getTime() ?? 0) - (b.resultAt?.getTime() ?? 0) || a.id - b.id;

/** What a provider answer on the latest attempt does to an order awaiting payment. */
const FAILURE_OF: Partial<Record<PaymentAttemptStatus, OrderStatus>> = {
  failed: 'PAYMENT_FAILED',
  timeout: 'PAYMENT_TIMEOUT',
  cancelled: 'PAYMENT_CANCELLED',
};

/**
 * The order's payment status, decided from ALL its attempts as they are now (the caller holds the order's
 * lock and has just re-read them). Idempotent: settling a settled order changes nothing, so every path that
 * moves an attempt settles afterwards, repeats included (a crash between the two steps heals itself).
 * - Some attempt is paid: the order must be PAID. From PENDING_PAYMENT one move; from a failure state two
 *   (back to PENDING_PAYMENT, then PAID); PAID and PROCESSING stay. The first paid attempt recorded is the
 *   order's payment; every other paid attempt is a second charge, flagged 'duplicate_payment' for a refund.
 * - No paid attempt: an order awaiting payment fails only on an answer about its LATEST attempt (failed,
 *   timeout); an older attempt's answer must not fail a newer attempt in progress. `expire` times it out
 *   when its latest attempt is not open.
 * - amount_mismatch attempts are flagged in every case: money moved that matches nothing.
 * A PAID order never moves back; a store_cod order (PENDING) is never moved by payments.
 */
export function settleOrder(orderStatus: OrderStatus, attempts: readonly SettlementAttempt[], options: SettleOptions = {}): Settlement {
  const paid = attempts.filter((a) => a.status === 'paid').sort(byRecording);
  const paidBy = paid[0]?.id ?? null;
  const flag: Settlement['flag'] = [];
  for (const attempt of attempts) {
    const reason: AttentionReason | null = attempt.status === 'amount_mismatch' ? 'amount_mismatch'
      : attempt.status === 'paid' && attempt.id !== paidBy ? 'duplicate_payment' : null;
    if (reason && attempt.attention === null) flag.push({ attemptId: attempt.id, reason });
  }

  const moves: OrderStatus[] = [];
  if (paidBy !== null) {
    if (isPaymentFailure(orderStatus)) moves.push('PENDING_PAYMENT', 'PAID');
    else if (orderStatus === 'PENDING_PAYMENT') moves.push('PAID');
  } else if (orderStatus === 'PENDING_PAYMENT') {
    const latest = attempts.reduce<SettlementAttempt | undefined>((last, a) => (!last || a.attemptNo > last.attemptNo ? a : last), undefined);
    const failure = latest && FAILURE_OF[latest.status];
    if (failure) moves.push(failure);
    else if (options.expire && !(latest && isOpenAttempt(latest.status))) moves.push('PAYMENT_TIMEOUT');
  }
  return { moves, status: moves[moves.length - 1] ?? orderStatus, paidBy, flag };
}

/**
 * Whether a new attempt may be opened (prepare-payment): the order is a card order awaiting payment or in a
 * failure state, and nothing of it is paid (a paid attempt not yet settled: settle, don't charge again).
 * `reopen`: the order goes back to PENDING_PAYMENT first (a retry after a failure).
 */
export function planNewAttempt(orderStatus: OrderStatus, attempts: readonly SettlementAttempt[]): { ok: true; reopen: boolean } | { ok: false } {
  if (attempts.some((a) => a.status === 'paid')) return { ok: false };
  if (orderStatus === 'PENDING_PAYMENT') return { ok: true, reopen: false };
  if (isPaymentFailure(orderStatus)) return { ok: true, reopen: true };
  return { ok: false };
}

/** What buyerCancelTarget needs to know of an attempt. */
export interface CancellableAttempt {
  attemptNo: number;
  merchantTradeNo: string;
  status: PaymentAttemptStatus;
}

/**
 * The attempt the buyer's cancel applies to (issue 28), or null when it changes nothing. The buyer left the card
 * page by its Cancel (or back-to-shop) link, whose address names the attempt (`tradeNo`; null from a link of an
 * older version: the latest attempt is meant). The cancel is the buyer's word about THAT attempt, so it applies
 * only when it is the order's latest attempt and still open: an attempt a retry voided, or one the provider
 * answered (paid above all), never moves. The move itself is the conditional update to 'cancelled', and a
 * verified paid answer later still moves a cancelled attempt to paid, which pays the order (settleOrder).
 */
export function buyerCancelTarget<A extends CancellableAttempt>(attempts: readonly A[], tradeNo: string | null): A | null {
  const latest = attempts.reduce<A | undefined>((last, a) => (!last || a.attemptNo > last.attemptNo ? a : last), undefined);
  if (!latest || (tradeNo !== null && latest.merchantTradeNo !== tradeNo)) return null;
  return canMoveAttempt(latest.status, 'cancelled') ? latest : null;
}
