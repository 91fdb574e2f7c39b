import type { StoredHold } from '../cart/reserve-decision';
import { planCheckout, type CheckoutLine } from './checkout-plan';

const NOW = Date.parse('2026-11-20T04:00:00.000Z');
const PHONE = '0912345678';
const active: StoredHold = { expiresAt: NOW + 60_000, releasedAt: null, confirmedAt: null };

function line(overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  const id = overrides.lineId ?? 1;
  return {
    lineId: id, itemType: 'outlet', itemId: 10 + id, variantId: null, reservationId: 100 + id, hold: active, reservedBy: PHONE,
    item: { title: `Item ${id}`, sku: `SKU-${id}`, price: 1000, discountPrice: 700, imageUrl: null },
    ...overrides,
  };
}

describe('checkout plan (spec 2 §4, §5)', () => {
  it("spec 2 §4: items are copied with the server's prices; the total is the sum of discount prices", () => {
    const plan = planCheckout([line({ lineId: 1 }), line({ lineId: 2, item: { title: 'B', sku: null, price: 500, discountPrice: 290, imageUrl: 'x' } })], PHONE, NOW);
    expect(plan).toMatchObject({ ok: true, totalAmount: 990, orderSource: 'outlet' });
    if (plan.ok) expect(plan.items.map((i) => [i.itemId, i.price, i.discountPrice, i.quantity, i.reservationId])).toEqual([[11, 1000, 700, 1, 101], [12, 500, 290, 1, 102]]);
  });

  it("spec 2 §5: an expired, released or foreign hold is 'Your cart contains expired items'", () => {
    expect(planCheckout([line(), line({ lineId: 2, hold: { ...active, expiresAt: NOW } })], PHONE, NOW)).toEqual({ ok: false, code: 'CART_HAS_EXPIRED_ITEMS' });
    expect(planCheckout([line({ hold: { ...active, releasedAt: NOW - 1 } })], PHONE, NOW)).toEqual({ ok: false, code: 'CART_HAS_EXPIRED_ITEMS' });
    expect(planCheckout([line({ hold: null })], PHONE, NOW)).toEqual({ ok: false, code: 'CART_HAS_EXPIRED_ITEMS' });
    expect(planCheckout([line({ reservedBy: '0987654321' })], PHONE, NOW)).toEqual({ ok: false, code: 'CART_HAS_EXPIRED_ITEMS' });
  });

  it("spec 2 §5: no line is 'Your cart is empty'; a line sold by an earlier checkout is not sold again", () => {
    expect(planCheckout([], PHONE, NOW)).toEqual({ ok: false, code: 'CART_EMPTY' });
    const sold = line({ lineId: 2, hold: { ...active, expiresAt: NOW - 1, confirmedAt: NOW - 10 } });
    expect(planCheckout([sold], PHONE, NOW)).toEqual({ ok: false, code: 'CART_EMPTY' });
    const plan = planCheckout([line(), sold], PHONE, NOW);
    expect(plan.ok && plan.items.map((i) => i.lineId)).toEqual([1]);
  });

  it('a line the server cannot price (marketplace, vanished item) refuses the checkout', () => {
    expect(planCheckout([line({ itemType: 'shopee', hold: null })], PHONE, NOW)).toEqual({ ok: false, code: 'CART_ITEM_UNAVAILABLE' });
    expect(planCheckout([line({ item: null })], PHONE, NOW)).toEqual({ ok: false, code: 'CART_ITEM_UNAVAILABLE' });
  });
});
