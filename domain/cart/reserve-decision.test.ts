import { decideReservation, existingLineHold, isHoldActive, type StoredHold } from './reserve-decision';

const NOW = Date.parse('2026-11-20T04:00:00.000Z');
const hold = (over: Partial<StoredHold> = {}): StoredHold => ({ expiresAt: NOW + 1000, releasedAt: null, confirmedAt: null, ...over });

describe('reservation rules (design §2, Reservations)', () => {
  it('an unreleased hold counts until it expires; at the expiry instant it no longer does', () => {
    expect(isHoldActive(hold(), NOW)).toBe(true);
    expect(isHoldActive(hold({ expiresAt: NOW }), NOW)).toBe(false);
    expect(isHoldActive(hold({ expiresAt: NOW - 1 }), NOW)).toBe(false);
  });

  it('a confirmed hold counts forever (a sale); a released one never does', () => {
    expect(isHoldActive(hold({ expiresAt: NOW - 10, confirmedAt: NOW - 20 }), NOW)).toBe(true);
    expect(isHoldActive(hold({ releasedAt: NOW - 1 }), NOW)).toBe(false);
  });

  it('classifies the existing line of the shopper', () => {
    expect(existingLineHold(undefined, NOW)).toBe('no_line');
    expect(existingLineHold({ hold: null }, NOW)).toBe('lapsed');
    expect(existingLineHold({ hold: hold() }, NOW)).toBe('active');
    expect(existingLineHold({ hold: hold({ confirmedAt: NOW - 5, expiresAt: NOW - 1 }) }, NOW)).toBe('confirmed');
    expect(existingLineHold({ hold: hold({ expiresAt: NOW - 1 }) }, NOW)).toBe('lapsed');
    expect(existingLineHold({ hold: hold({ expiresAt: NOW - 1, releasedAt: NOW - 1 }) }, NOW)).toBe('lapsed');
  });

  it('spec 1 §5: a line that holds its unit is a duplicate, whatever the stock', () => {
    expect(decideReservation('active', 3)).toBe('duplicate');
    expect(decideReservation('confirmed', 0)).toBe('duplicate');
  });

  it('no unit left is sold out, for a new line and for a lapsed one', () => {
    expect(decideReservation('no_line', 0)).toBe('sold_out');
    expect(decideReservation('lapsed', 0)).toBe('sold_out');
  });

  it('a lapsed line is renewed in place when a unit is free; otherwise a new line is inserted', () => {
    expect(decideReservation('lapsed', 1)).toBe('renew');
    expect(decideReservation('no_line', 1)).toBe('insert');
  });
});
