import fc from 'fast-check';
import {
  HOLD_AWAITS_CHECKOUT, HOLD_LAPSED, HOLD_SOLD, HOLD_TAKES_UNIT, HOLD_UNSETTLED, holdMatches, type StoredHold,
} from './hold-rules';
import { isHoldSold } from './reserve-decision';

const NOW = Date.parse('2026-11-20T04:00:00.000Z');
const hold = (over: Partial<StoredHold> = {}): StoredHold => ({ expiresAt: NOW + 1000, releasedAt: null, confirmedAt: null, ...over });

/** Instants close to each other, so that "expires exactly now" comes up often. */
const instant = fc.integer({ min: -3, max: 3 }).map((step) => NOW + step * 1000);
const anyHold = fc.record({
  expiresAt: instant,
  releasedAt: fc.option(instant, { nil: null }),
  confirmedAt: fc.option(instant, { nil: null }),
});

describe('hold rules (decision 4): one description, evaluated here and compiled to SQL in the adapter', () => {
  it('a hold takes a unit until its expiry instant (exclusive), forever once sold, never once released', () => {
    expect(holdMatches(HOLD_TAKES_UNIT, hold(), NOW)).toBe(true);
    expect(holdMatches(HOLD_TAKES_UNIT, hold({ expiresAt: NOW }), NOW)).toBe(false);
    expect(holdMatches(HOLD_TAKES_UNIT, hold({ expiresAt: NOW - 10, confirmedAt: NOW - 20 }), NOW)).toBe(true);
    expect(holdMatches(HOLD_TAKES_UNIT, hold({ releasedAt: NOW - 1 }), NOW)).toBe(false);
  });

  it('the hold cap counts active unconfirmed holds only: a sale or an expired hold is not awaiting checkout', () => {
    expect(holdMatches(HOLD_AWAITS_CHECKOUT, hold(), NOW)).toBe(true);
    expect(holdMatches(HOLD_AWAITS_CHECKOUT, hold({ confirmedAt: NOW - 1 }), NOW)).toBe(false);
    expect(holdMatches(HOLD_AWAITS_CHECKOUT, hold({ expiresAt: NOW }), NOW)).toBe(false);
    expect(holdMatches(HOLD_LAPSED, hold({ expiresAt: NOW }), NOW)).toBe(true);
  });

  it('takes a unit = sold or awaiting checkout, the two never both', () => {
    fc.assert(fc.property(anyHold, instant, (h, now) => {
      const sold = holdMatches(HOLD_SOLD, h, now);
      const awaiting = holdMatches(HOLD_AWAITS_CHECKOUT, h, now);
      expect(holdMatches(HOLD_TAKES_UNIT, h, now)).toBe(sold || awaiting);
      expect(sold && awaiting).toBe(false);
    }));
  });

  it('an unsettled hold is either awaiting checkout or lapsed, never both; a sale depends on no clock', () => {
    fc.assert(fc.property(anyHold, instant, instant, (h, now, later) => {
      const awaiting = holdMatches(HOLD_AWAITS_CHECKOUT, h, now);
      const lapsed = holdMatches(HOLD_LAPSED, h, now);
      expect(holdMatches(HOLD_UNSETTLED, h, now)).toBe(awaiting || lapsed);
      expect(awaiting && lapsed).toBe(false);
      expect(holdMatches(HOLD_SOLD, h, now)).toBe(holdMatches(HOLD_SOLD, h, later));
      expect(isHoldSold(h)).toBe(holdMatches(HOLD_SOLD, h, now));
    }));
  });
});
