import { cartLine } from '../test-support/builders';
import { checkoutReadiness, type CheckoutReadinessInput } from './checkout-readiness';

const NOW = Date.parse('2024-06-01T10:00:00.000Z');
const ready: CheckoutReadinessInput = { phone: '0912345678', storeChosen: true, inProgress: false, lines: [cartLine()], now: NOW };

describe('checkout readiness (spec 2 §5)', () => {
  it('spec 2 §5: a valid phone, a chosen store and a non-empty cart may check out', () => {
    expect(checkoutReadiness(ready)).toEqual({ ok: true });
  });

  it("spec 2 §5: an invalid phone gives 'Please enter a valid phone number to continue'", () => {
    expect(checkoutReadiness({ ...ready, phone: '123' })).toEqual({ ok: false, code: 'CHECKOUT_PHONE_REQUIRED' });
  });

  it("spec 2 §5: no store gives 'Please select a pickup store to continue'", () => {
    expect(checkoutReadiness({ ...ready, storeChosen: false })).toEqual({ ok: false, code: 'CHECKOUT_STORE_REQUIRED' });
  });

  it("spec 2 §5: an expired outlet line gives 'Your cart contains expired items'", () => {
    const expired = cartLine({ id: 2, reservation: { expires_at: new Date(NOW - 1).toISOString(), is_confirmed: false } });
    expect(checkoutReadiness({ ...ready, lines: [cartLine(), expired] })).toEqual({ ok: false, code: 'CART_HAS_EXPIRED_ITEMS' });
  });

  it("spec 2 §5: an empty cart gives 'Your cart is empty'; checkout in progress blocks first", () => {
    expect(checkoutReadiness({ ...ready, lines: [] })).toEqual({ ok: false, code: 'CART_EMPTY' });
    expect(checkoutReadiness({ ...ready, inProgress: true, phone: '' })).toEqual({ ok: false, code: 'CHECKOUT_IN_PROGRESS' });
  });

  it('spec 2 §5: toasts come in the spec order: phone before store before expired before empty', () => {
    expect(checkoutReadiness({ ...ready, phone: '', storeChosen: false, lines: [] })).toMatchObject({ code: 'CHECKOUT_PHONE_REQUIRED' });
    expect(checkoutReadiness({ ...ready, storeChosen: false, lines: [] })).toMatchObject({ code: 'CHECKOUT_STORE_REQUIRED' });
  });
});
