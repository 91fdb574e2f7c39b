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

  it('a line the server cannot price (a marketplace line of unknown standing, a vanished item) refuses the checkout, naming it', () => {
    expect(planCheckout([line({ itemType: 'shopee', hold: null })], PHONE, NOW)).toEqual({ ok: false, code: 'CART_ITEM_UNAVAILABLE', details: { lines: [{ lineId: 1, availability: 'unavailable' }] } });
    expect(planCheckout([line({ item: null })], PHONE, NOW)).toEqual({ ok: false, code: 'CART_ITEM_UNAVAILABLE', details: { lines: [{ lineId: 1, availability: 'unavailable' }] } });
  });

  const shopee = (lineId: number, availability: CheckoutLine['availability'], price = 1000) => line({
    lineId, itemType: 'shopee', itemId: 5_000_000_000 + lineId, variantId: String(70 + lineId), reservationId: null, hold: null, reservedBy: null, availability,
    item: { title: `Shopee ${lineId}`, sku: null, price, discountPrice: Math.floor((price * 9) / 10), imageUrl: null, variantName: `M${lineId}` },
  });

  it('issue 11: outlet and marketplace lines together are one mixed order; the marketplace line keeps its model name', () => {
    const plan = planCheckout([line({ lineId: 1 }), shopee(2, 'available', 999)], PHONE, NOW);
    expect(plan).toMatchObject({ ok: true, totalAmount: 700 + 899, orderSource: 'mixed' });
    if (plan.ok) expect(plan.items[1]).toMatchObject({ itemType: 'shopee', variantId: '72', variantName: 'M2', reservationId: null, price: 999, discountPrice: 899 });
    expect(planCheckout([shopee(3, 'available')], PHONE, NOW)).toMatchObject({ ok: true, orderSource: 'shopee' });
  });

  it('issue 11: a marketplace line sold out or unavailable refuses the whole checkout and names the lines; expired still comes first', () => {
    expect(planCheckout([line({ lineId: 1 }), shopee(2, 'sold_out'), shopee(3, 'available')], PHONE, NOW))
      .toEqual({ ok: false, code: 'CART_ITEM_SOLD_OUT', details: { lines: [{ lineId: 2, availability: 'sold_out' }] } });
    expect(planCheckout([shopee(2, 'sold_out'), shopee(3, 'unavailable')], PHONE, NOW))
      .toEqual({ ok: false, code: 'CART_ITEM_UNAVAILABLE', details: { lines: [{ lineId: 2, availability: 'sold_out' }, { lineId: 3, availability: 'unavailable' }] } });
    expect(planCheckout([line({ lineId: 1, hold: null }), shopee(2, 'sold_out')], PHONE, NOW)).toEqual({ ok: false, code: 'CART_HAS_EXPIRED_ITEMS' });
  });
});
