import type { PaymentAttentionItem } from '../../../application/payments/payment-attention.port';
import { buildProviderTradeNo } from '../../../domain/orders/order-ids';
import type { AttentionReason } from '../../../domain/orders/payment-attempt';
import { orderSeed } from '../testing/order-seeds';
import { paymentMakers, type PaymentSubject } from '../testing/payment-subjects';
import { describePortContract } from '../testing/port-contract';

/**
 * The PaymentAttentionStore port (application/payments/payment-attention.port.ts) on the fake, SQLite and MySQL:
 * the attempts a settlement flagged, listed to staff and resolved by them. A suite shares one database, so each
 * test flags at its own instants, a day AFTER the previous test's (`epoch`): its items are the newest of the list.
 */
const MINUTE = 60_000;
let days = 0;
const epoch = () => {
  days += 1;
  return new Date(Date.UTC(2026, 5, 1, 2) + days * 86_400_000);
};
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);
const STAFF = 7;

/** The list's promise: every unresolved item before every resolved one, each part newest flag first. */
const inListOrder = (items: PaymentAttentionItem[]) => items.every((item, i) => {
  const next = items[i + 1];
  if (!next) return true;
  if ((item.resolvedAt === null) !== (next.resolvedAt === null)) return item.resolvedAt === null;
  return item.recordedAt >= next.recordedAt;
});

describePortContract<PaymentSubject>('PaymentAttentionStore', paymentMakers(), (subject) => {
  /** A paid order's attempt, charged `tradeAmt`, flagged by its settlement at `flaggedAt` (none: never flagged). */
  const attempt = async (base: Date, flaggedAt: Date | null, reason: AttentionReason = 'duplicate_payment', tradeAmt = 1280) => {
    const orderId = await subject().addOrder(orderSeed(base, { status: 'PENDING_PAYMENT' }));
    const opened = await subject().attempts.openAttempt({ orderId, amount: 1280, now: base, tradeNoOf: (n) => buildProviderTradeNo(orderId, n) }, () => ({ ok: true, reopen: null }));
    if (opened.kind !== 'opened') throw new Error(opened.kind);
    await subject().attempts.moveAttempt(opened.attempt.id, reason === 'amount_mismatch' ? 'amount_mismatch' : 'paid', at(base, 1), {
      rtnCode: 1, rtnMsg: '交易成功', providerTradeNo: '2611201200001234', tradeAmt, paidAt: at(base, 1), source: 'notification',
    });
    if (flaggedAt) await subject().attempts.settleOrder(orderId, () => ({ moves: [], flag: [{ attemptId: opened.attempt.id, reason }] }), flaggedAt);
    return { orderId, attemptId: opened.attempt.id, merchantTradeNo: opened.attempt.merchantTradeNo };
  };
  const listed = async (ids: number[]) => (await subject().attention.list(10_000)).filter((item) => ids.includes(item.attemptId));

  it('lists a flagged attempt with what staff need to refund it; an attempt never flagged is not listed', async () => {
    const base = epoch();
    const flagged = await attempt(base, at(base, 2), 'amount_mismatch', 999);
    const plain = await attempt(base, null);
    expect(await listed([flagged.attemptId, plain.attemptId])).toEqual([{
      attemptId: flagged.attemptId, orderId: flagged.orderId, merchantTradeNo: flagged.merchantTradeNo, providerTradeNo: '2611201200001234',
      amount: 1280, tradeAmt: 999, reason: 'amount_mismatch', paidAt: at(base, 1), recordedAt: at(base, 2), resolvedAt: null,
    }]);
  });

  it('lists the unresolved first, then the newest flag first, at most `limit`', async () => {
    const base = epoch();
    const older = await attempt(base, at(base, 2));
    const resolved = await attempt(base, at(base, 3));
    const newest = await attempt(base, at(base, 4));
    await subject().attention.resolve(resolved.attemptId, STAFF, at(base, 5));
    expect((await listed([older, resolved, newest].map((a) => a.attemptId))).map((item) => item.attemptId))
      .toEqual([newest.attemptId, older.attemptId, resolved.attemptId]);
    const all = await subject().attention.list(10_000);
    expect(inListOrder(all)).toBe(true);
    // This test's flags are the newest of the database: the first two of the list.
    expect((await subject().attention.list(2)).map((item) => item.attemptId)).toEqual([newest.attemptId, older.attemptId]);
  });

  it('resolve marks the item handled by the staff user; a repeat keeps the first resolution (who and when)', async () => {
    const base = epoch();
    const flagged = await attempt(base, at(base, 2));
    const item = await subject().attention.resolve(flagged.attemptId, STAFF, at(base, 10));
    expect(item).toMatchObject({ attemptId: flagged.attemptId, orderId: flagged.orderId, reason: 'duplicate_payment', recordedAt: at(base, 2), resolvedAt: at(base, 10) });
    expect(await subject().attention.resolve(flagged.attemptId, STAFF + 1, at(base, 20))).toEqual(item);
    expect(await subject().attempts.findByTradeNo(flagged.merchantTradeNo)).toMatchObject({ resolvedAt: at(base, 10), resolvedBy: STAFF, attention: 'duplicate_payment' });
    expect(await listed([flagged.attemptId])).toEqual([item]);
  });

  it('resolve of an unknown attempt or of one never flagged answers undefined and writes nothing', async () => {
    const base = epoch();
    const plain = await attempt(base, null);
    expect(await subject().attention.resolve(2_000_000_000, STAFF, at(base, 10))).toBeUndefined();
    expect(await subject().attention.resolve(plain.attemptId, STAFF, at(base, 10))).toBeUndefined();
    expect(await subject().attempts.findByTradeNo(plain.merchantTradeNo)).toMatchObject({ attention: null, resolvedAt: null, resolvedBy: null });
    expect(await listed([plain.attemptId])).toEqual([]);
  });
});
