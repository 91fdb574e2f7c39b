import { attemptSourcesOf, CLAIMED_ATTEMPT_STATUS, isOpenAttempt } from '../../../domain/orders/payment-attempt';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { tryAgainError } from '../../cart/cart-store.port';
import type { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';
import type {
  AttemptResult, NewAttemptRequest, OpenAttemptOutcome, OpenAttemptPlan, OrderMove, PaymentAttempt, PaymentAttemptStatus, PaymentAttemptStore,
  ReconcileCandidate, SettlementPlan, SettleOutcome,
} from '../payment-attempt-store.port';

/** As the knex adapter: a trade number already taken (by any order) moves on to the next attempt number, 5 times. */
const NEW_ATTEMPT_TRIES = 5;

/**
 * A PaymentAttemptStore in memory over an InMemoryOrderStore (whose orders' status it settles), for the use-case
 * tests. Each method runs to completion between awaits, so it is trivially atomic (the order lock of the knex
 * adapter); the conditional update takes its WHERE list from the same domain table (attemptSourcesOf). It answers
 * to the port's contract suite (adapters/persistence/orders/payment-attempt-store.contract.test.ts); of the
 * order's moves it mirrors the status and order_status_events part only.
 */
export class InMemoryPaymentAttemptStore implements PaymentAttemptStore {
  readonly attempts: PaymentAttempt[] = [];
  private nextId = 1;

  constructor(private readonly orders: InMemoryOrderStore) {}

  async openAttempt(request: NewAttemptRequest, plan: (status: OrderStatus, attempts: PaymentAttempt[]) => OpenAttemptPlan): Promise<OpenAttemptOutcome> {
    const order = this.orders.orders.get(request.orderId);
    if (!order) return { kind: 'not_found' };
    const decision = plan(order.status, this.of(request.orderId));
    if (!decision.ok) return { kind: 'refused', status: order.status };
    // The number first, then the writes: a refusal (TRY_AGAIN) leaves everything as it was, like the rolled back transaction.
    const last = Math.max(0, ...this.of(request.orderId).map((a) => a.attemptNo));
    let attemptNo: number | undefined;
    for (let tries = 0; tries < NEW_ATTEMPT_TRIES && attemptNo === undefined; tries += 1) {
      const tradeNo = request.tradeNoOf(last + 1 + tries);
      if (!this.attempts.some((a) => a.merchantTradeNo === tradeNo)) attemptNo = last + 1 + tries; // UNIQUE(merchant_trade_no)
    }
    if (attemptNo === undefined) throw tryAgainError();
    if (decision.reopen) this.writeMoves(request.orderId, [decision.reopen], request.now);
    for (const attempt of this.attempts) {
      if (attempt.orderId === request.orderId && attemptSourcesOf('superseded').includes(attempt.status)) Object.assign(attempt, { status: 'superseded', updatedAt: request.now });
    }
    const attempt: PaymentAttempt = {
      id: this.nextId++, orderId: request.orderId, merchantTradeNo: request.tradeNoOf(attemptNo), attemptNo, amount: request.amount, status: 'pending',
      rtnCode: null, rtnMsg: null, providerTradeNo: null, tradeAmt: null, paidAt: null, simulatePaid: false, resultSource: null, resultAt: null,
      createdAt: request.now, updatedAt: request.now, attention: null, attentionAt: null, resolvedAt: null, resolvedBy: null,
    };
    this.attempts.push(attempt);
    return { kind: 'opened', attempt: { ...attempt } };
  }

  async findByTradeNo(merchantTradeNo: string): Promise<PaymentAttempt | undefined> {
    const attempt = this.attempts.find((a) => a.merchantTradeNo === merchantTradeNo);
    return attempt && { ...attempt };
  }

  async listForOrder(orderId: string): Promise<PaymentAttempt[]> {
    return this.of(orderId);
  }

  async moveAttempt(id: number, to: PaymentAttemptStatus, now: Date, result?: AttemptResult, claimStaleBefore?: Date): Promise<boolean> {
    const attempt = this.attempts.find((a) => a.id === id);
    if (!attempt) return false;
    const stale = claimStaleBefore !== undefined && to === CLAIMED_ATTEMPT_STATUS && attempt.status === CLAIMED_ATTEMPT_STATUS && attempt.updatedAt <= claimStaleBefore;
    if (!attemptSourcesOf(to).includes(attempt.status) && !stale) return false;
    Object.assign(attempt, { status: to, updatedAt: now });
    if (result) {
      const { source, ...fields } = result;
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(attempt, { [key]: value });
      if (source !== undefined) Object.assign(attempt, { resultSource: source, resultAt: now });
    }
    return true;
  }

  async settleOrder(orderId: string, plan: (status: OrderStatus, attempts: PaymentAttempt[]) => SettlementPlan, now: Date): Promise<SettleOutcome> {
    const order = this.orders.orders.get(orderId);
    if (!order) return { kind: 'not_found' };
    const from = order.status;
    const decision = plan(from, this.of(orderId));
    const status = this.writeMoves(orderId, decision.moves, now);
    for (const { attemptId, reason } of decision.flag) {
      const attempt = this.attempts.find((a) => a.id === attemptId && a.orderId === orderId && a.attention === null);
      if (attempt) Object.assign(attempt, { attention: reason, attentionAt: now });
    }
    return { kind: 'settled', from, status, changed: decision.moves.length > 0, flagged: decision.flag };
  }

  async listReconcilable(cutoff: Date, claimStaleBefore: Date, limit: number): Promise<ReconcileCandidate[]> {
    const claimable = attemptSourcesOf(CLAIMED_ATTEMPT_STATUS);
    const candidates: Array<ReconcileCandidate & { updatedAt: Date }> = [];
    for (const order of this.orders.orders.values()) {
      if (order.status !== 'PENDING_PAYMENT') continue;
      const latest = this.of(order.id).at(-1);
      if (latest && ((claimable.includes(latest.status) && latest.createdAt <= cutoff)
        || (latest.status === CLAIMED_ATTEMPT_STATUS && latest.updatedAt <= claimStaleBefore))) {
        candidates.push({ kind: 'query', orderId: order.id, attempt: latest, updatedAt: order.updatedAt });
      } else if ((!latest || !isOpenAttempt(latest.status)) && order.updatedAt <= cutoff) {
        candidates.push({ kind: 'expire', orderId: order.id, updatedAt: order.updatedAt });
      }
    }
    // The adapter's ORDER BY orders.updated_at: the longest waiting first, so a limited run never starves them.
    return candidates.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime()).slice(0, limit).map(({ updatedAt: _updatedAt, ...candidate }) => candidate);
  }

  private of(orderId: string): PaymentAttempt[] {
    return this.attempts.filter((a) => a.orderId === orderId).sort((a, b) => a.attemptNo - b.attemptNo).map((a) => ({ ...a }));
  }

  /** The order's audited moves (the knex adapter's writeOrderMoves); returns the status after them. */
  private writeMoves(orderId: string, moves: readonly OrderMove[], now: Date): OrderStatus {
    const order = this.orders.orders.get(orderId);
    if (!order) throw new Error(`order ${orderId} missing`);
    for (const move of moves) {
      const events = this.orders.events.get(orderId) ?? [];
      events.push({ fromStatus: order.status, toStatus: move.to, reason: move.reason, createdAt: now });
      this.orders.events.set(orderId, events);
      Object.assign(order, { status: move.to, statusMessage: move.statusMessage, updatedAt: now });
    }
    return order.status;
  }
}
