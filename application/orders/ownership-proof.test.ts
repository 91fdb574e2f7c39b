import { PHONE } from '../cart/testing/test-fixture';
import { DEFAULT_ABUSE_LIMITS } from '../shared/abuse-limits';
import { orderFixture } from './testing/test-fixture';

/**
 * Issue 23: every limit counts before it checks (application/shared/limit-attempt.ts). A burst of phone guesses
 * on one order reads the order and compares the phone at most proofFailuresPerOrder times; a right phone
 * gives its count back.
 */
const LIMIT = DEFAULT_ABUSE_LIMITS.proofFailuresPerOrder;
const BURST = 100;

describe('order ownership proof under a burst', () => {
  it(`${BURST} wrong phones at once from ${BURST} IPs: ${LIMIT} comparisons, the rest ORDER_PROOF_LIMITED`, async () => {
    const f = orderFixture();
    await f.add(1);
    const { orderId } = await f.checkout.execute(f.checkoutInput());
    let reads = 0;
    const findOrder = f.orders.findOrder.bind(f.orders);
    f.orders.findOrder = async (id) => {
      reads += 1;
      return findOrder(id);
    };
    const outcomes = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => f.proof.prove({
      orderId, phone: `09${String(40_000_000 + i).slice(-8)}`, clientIp: `198.51.100.${i}`, purpose: 'confirm',
    })));
    const codes = outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as { code: string }).code : 'OK'));
    expect(codes.filter((code) => code === 'ORDER_NOT_FOUND')).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === 'ORDER_PROOF_LIMITED')).toHaveLength(BURST - LIMIT);
    expect(reads).toBe(LIMIT);
  });

  it('a right phone gives its count back: the buyer proves again and again, a typo still counts', async () => {
    const f = orderFixture();
    await f.add(1);
    const { orderId } = await f.checkout.execute(f.checkoutInput());
    const prove = (phone: string) => f.proof.prove({ orderId, phone, clientIp: '203.0.113.9', purpose: 'link' });
    for (let i = 0; i < LIMIT - 1; i += 1) await expect(prove('0900000000')).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    for (let i = 0; i < 3; i += 1) await expect(prove(PHONE)).resolves.toMatchObject({ id: orderId });
    await expect(prove('0900000000')).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    await expect(prove(PHONE)).rejects.toMatchObject({ code: 'ORDER_PROOF_LIMITED' });
  });
});
